import Engine
import Foundation
import SceneTestSupport

/// Photos of a known subject on textured backdrops with a soft drop shadow, for measuring how
/// well a background is removed: the truth is the subject's coverage of each pixel.
enum TexturedPhotos {
    static let width = 320, height = 256
    /// The subject's colour: an apple green, lit from the top left.
    static func subjectColor(_ x: Double, _ y: Double) -> Color {
        let light = 1.1 - 0.35 * (x + y) / Double(width + height)
        return Color(r: UInt8(min(255, 95 * light)), g: UInt8(min(255, 175 * light)), b: UInt8(min(255, 60 * light)))
    }

    /// How much of the pixel centred on (x, y) the subject covers, 0...1: a disc with a bite.
    static func coverage(_ x: Double, _ y: Double) -> Double {
        let p = Vec2(x, y)
        let body = min(max(0.5 + 72 - p.distance(to: Vec2(150, 130)), 0), 1)
        let bite = min(max(0.5 + p.distance(to: Vec2(212, 84)) - 30, 0), 1)
        return body * bite
    }

    /// How much of the pixel centred on (x, y) a thin brown stem covers, 0...1: 5 pixels wide,
    /// standing 30 pixels up from the top of the body.
    static func stemCoverage(_ x: Double, _ y: Double) -> Double {
        let across = min(max(0.5 + 2.5 - abs(x - 150), 0), 1)
        let along = min(max(0.5 + y - 28, 0), 1) * min(max(0.5 + 62 - y, 0), 1)
        return across * along
    }

    /// The stem's colour: a dark brown.
    static let stemColor = Color(r: 92, g: 56, b: 30)

    /// A gingham tablecloth: red and white stripes both ways, 28 pixels apart, softened.
    static func gingham(_ x: Double, _ y: Double) -> (Double, Double, Double) {
        func stripe(_ t: Double) -> Double { 0.5 + 0.5 * tanh(2.2 * sin(2 * Double.pi * t / 28)) }
        let weave = (stripe(x) + stripe(y)) / 2
        return (0.96 - 0.16 * weave, 0.95 - 0.62 * weave, 0.93 - 0.6 * weave)
    }

    /// Wood grain: wavy vertical stripes of light and dark brown with fine noise.
    static func wood(_ x: Double, _ y: Double) -> (Double, Double, Double) {
        let wave: Double = x + 9 * sin(y / 37) + 3 * sin(y / 11 + x / 50)
        let rings: Double = sin(2 * Double.pi * wave / 23) * sin(2 * Double.pi * wave / 61)
        let grain = 0.5 + 0.5 * rings
        let n = noise(Int(x), Int(y)) * 0.05
        return (0.77 - 0.22 * grain + n, 0.57 - 0.2 * grain + n, 0.38 - 0.16 * grain + n)
    }

    /// A value in -1...1 fixed for each pixel.
    static func noise(_ x: Int, _ y: Int) -> Double {
        var h = UInt64(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663) &+ 0x9E37_79B9_7F4A_7C15
        h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((h ^ (h >> 31)) % 2001) / 1000 - 1
    }

    /// The subject (with its stem if `withStem`) on `backdrop`, with a soft shadow falling down and to the right of it,
    /// darkening the backdrop by up to `shadowDepth`.
    static func photo(on backdrop: (Double, Double) -> (Double, Double, Double), shadowDepth: Double = 0.45,
                      withStem: Bool = false) -> Image {
        var shape = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                // The shadow's caster: the subject moved 10 right and 12 down.
                shape[y * width + x] = coverage(Double(x) - 10 + 0.5, Double(y) - 12 + 0.5)
            }
        }
        let shadow = boxBlurred(shape, width: width, height: height, radius: 3)
        return TestPictures.draw(width: width, height: height) { x, y in
            let s = 1 - shadowDepth * shadow[Int(y) * width + Int(x)]
            let (r, g, b) = backdrop(x, y)
            let ground = Color(r: byte(r * s), g: byte(g * s), b: byte(b * s))
            let lifted = ground.lerp(to: subjectColor(x, y), coverage(x, y))
            return withStem ? lifted.lerp(to: stemColor, stemCoverage(x, y)) : lifted
        }
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8(min(max(v * 255, 0), 255).rounded()) }
}
