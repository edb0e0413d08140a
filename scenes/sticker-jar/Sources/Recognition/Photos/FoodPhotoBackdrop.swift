import Engine
import Foundation

/// What a generated food photo's food sits on, as a camera sees it before the light: a flat
/// colour, a gingham tablecloth or a wooden table, in sRGB 0...1.
public enum FoodPhotoBackdrop: Sendable, Equatable {
    /// One flat colour, `0xRRGGBB`, with a faint weave so it is not perfectly flat.
    case plain(UInt32)
    /// Gingham: stripes of `check` over `cloth` both ways, `period` pixels apart, turned by
    /// `angle` radians, a little out of focus.
    case gingham(cloth: UInt32, check: UInt32, period: Double, angle: Double)
    /// Wood grain: wavy stripes between `light` and `dark`, about `ring` pixels apart.
    case wood(light: UInt32, dark: UInt32, ring: Double)

    /// The kind's name: "plain", "gingham" or "wood".
    public var kind: String {
        switch self {
        case .plain: "plain"
        case .gingham: "gingham"
        case .wood: "wood"
        }
    }

    /// The colour at the pixel centred on (`x`, `y`), sRGB 0...1 per channel.
    func color(x: Double, y: Double) -> (Double, Double, Double) {
        switch self {
        case .plain(let hex):
            let c = Self.channels(hex)
            let n = 0.012 * Self.noise(Int(x), Int(y))
            return (c.0 + n, c.1 + n, c.2 + n)
        case .gingham(let cloth, let check, let period, let angle):
            let u = x * cos(angle) + y * sin(angle), v = -x * sin(angle) + y * cos(angle)
            func stripe(_ t: Double) -> Double { 0.5 + 0.5 * tanh(2.4 * sin(2 * Double.pi * t / period)) }
            let weave = (stripe(u) + stripe(v)) / 2
            let a = Self.channels(cloth), b = Self.channels(check)
            let k = 0.9 * weave
            let n = 0.015 * Self.noise(Int(x), Int(y))
            return (a.0 + (b.0 - a.0) * k + n, a.1 + (b.1 - a.1) * k + n, a.2 + (b.2 - a.2) * k + n)
        case .wood(let light, let dark, let ring):
            let wave = x + 9 * sin(y / 37) + 3 * sin(y / 11 + x / 50)
            let grain = 0.5 + 0.5 * sin(2 * Double.pi * wave / ring) * sin(2 * Double.pi * wave / (ring * 2.65))
            let a = Self.channels(light), b = Self.channels(dark)
            let n = 0.04 * Self.noise(Int(x), Int(y) / 3)
            return (a.0 + (b.0 - a.0) * grain + n, a.1 + (b.1 - a.1) * grain + n, a.2 + (b.2 - a.2) * grain + n)
        }
    }

    /// `0xRRGGBB` as three channels 0...1.
    static func channels(_ hex: UInt32) -> (Double, Double, Double) {
        (Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }

    /// A value in -1...1 fixed for each pixel (a hash, no generator state).
    static func noise(_ x: Int, _ y: Int) -> Double {
        var h = UInt64(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663) &+ 0x9E37_79B9_7F4A_7C15
        h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((h ^ (h >> 31)) % 2001) / 1000 - 1
    }
}
