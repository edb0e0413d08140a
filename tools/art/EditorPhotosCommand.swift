import ArgumentParser
import Engine
import Foundation

/// `diorama-art editor-photos`: the photos the editor opens with before the user brings one,
/// painted pixel by pixel (a beach, mountains at dusk, a portrait with room for glasses and
/// crowns), with a little grain as a camera gives. The editor ships them as resources.
struct EditorPhotosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "editor-photos",
        abstract: "Paints the photo editor's sample photos: a beach, mountains and a portrait."
    )

    @Option(help: "The folder the photos go to.")
    var out = "scenes/editor-canvas/art/photos"

    /// Each photo's file name and size in pixels, in the editor's order (`--param sample=N`).
    static let photos: [(name: String, width: Int, height: Int)] = [
        ("beach.png", 1200, 900), ("mountains.png", 900, 1200), ("portrait.png", 1080, 1080),
    ]

    func run() throws {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for index in Self.photos.indices {
            let path = out + "/" + Self.photos[index].name
            let photo = Self.paint(index)
            try photo.writePNG(to: path)
            print("\(path)  \(photo.width)×\(photo.height)")
        }
    }

    /// A colour as three 0...1 channels.
    private typealias RGB = (r: Double, g: Double, b: Double)

    private static func mix(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
        let t = min(max(t, 0), 1)
        return (a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t)
    }

    private static func rgb(_ hex: UInt32) -> RGB {
        (Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }

    /// Smooth 0...1 ramp of `x` between `a` and `b`.
    private static func smooth(_ a: Double, _ b: Double, _ x: Double) -> Double {
        let t = min(max((x - a) / (b - a), 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// Paints sample `index` (an index into `photos`) at its size.
    static func paint(_ index: Int) -> Image {
        let (width, height) = (photos[index].width, photos[index].height)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for x in 0..<width {
                    let u = Double(x) / Double(width), v = Double(y) / Double(height)
                    var c: RGB
                    switch index {
                    case 0: c = beach(u, v)
                    case 1: c = mountains(u, v)
                    default: c = portrait(u, v)
                    }
                    // A little grain, as a camera gives.
                    var h = UInt32(truncatingIfNeeded: x &* 73856093 ^ y &* 19349663)
                    h = (h ^ (h >> 13)) &* 1274126177
                    let grain = (Double(h & 0xFF) / 255 - 0.5) * 0.03
                    let i = (y * width + x) * 4
                    out[i] = UInt8(min(max((c.r + grain) * 255, 0), 255))
                    out[i + 1] = UInt8(min(max((c.g + grain) * 255, 0), 255))
                    out[i + 2] = UInt8(min(max((c.b + grain) * 255, 0), 255))
                }
            }
        }
        return Image(width: width, height: height, pixels: pixels)
    }

    /// A beach at golden hour: sky, sun, sea with glitter, sand and a palm's shadow.
    private static func beach(_ u: Double, _ v: Double) -> RGB {
        let horizon = 0.55
        if v < horizon {
            var c = mix(rgb(0x4A90C2), rgb(0xFFC9A0), v / horizon)
            let d = hypot((u - 0.68) * 1.33, v - 0.38)
            c = mix(c, rgb(0xFFF4D6), smooth(0.09, 0.06, d))
            c = mix(c, rgb(0xFFE0B0), 0.35 * smooth(0.3, 0.06, d))
            let cloud = smooth(0.05, 0.0, abs(v - 0.18 - 0.02 * sin(u * 9)) - 0.02 * (1 + sin(u * 23)))
            return mix(c, rgb(0xFFF1E6), cloud * 0.7 * smooth(0.1, 0.3, u) * smooth(0.6, 0.45, u))
        }
        let shore = 0.75 + 0.03 * sin(u * 7)
        if v < shore {
            let t = (v - horizon) / (shore - horizon)
            var c = mix(rgb(0x2E6F95), rgb(0x5FB3B3), t)
            let glitter = smooth(0.12, 0.0, abs(u - 0.68)) * (0.5 + 0.5 * sin(v * 400 + u * 40)) * (1 - t)
            c = mix(c, rgb(0xFFE8C2), glitter * 0.6)
            return mix(c, rgb(0xFFFFFF), smooth(0.012, 0, abs(v - shore + 0.006)) * 0.8)
        }
        var c = mix(rgb(0xE9C99B), rgb(0xD9A86C), (v - shore) / (1 - shore))
        let shadow = smooth(0.03, 0.0, abs(v - 0.9 - (u - 0.15) * 0.25) - 0.01) * smooth(0.6, 0.1, u)
        c = mix(c, rgb(0xA77B4F), shadow * 0.6)
        return c
    }

    /// Mountains at dusk: layered ridges under a violet sky and a pale moon.
    private static func mountains(_ u: Double, _ v: Double) -> RGB {
        var c = mix(rgb(0x2B2D6E), rgb(0xF7A072), smooth(0.0, 0.7, v))
        c = mix(c, rgb(0xFDF0D5), smooth(0.05, 0.04, hypot(u - 0.25, (v - 0.16) * 0.75)))
        let ridges: [(base: Double, amp: Double, freq: Double, phase: Double, color: UInt32)] = [
            (0.5, 0.08, 5, 0.3, 0x7B6D8D), (0.6, 0.1, 3.5, 1.7, 0x5A4E6E), (0.72, 0.07, 7, 2.9, 0x3B3355), (0.85, 0.05, 4, 0.9, 0x241E38),
        ]
        for ridge in ridges {
            let top = ridge.base - ridge.amp * (abs(sin(u * ridge.freq + ridge.phase)) + 0.3 * sin(u * ridge.freq * 3.1 + ridge.phase))
            if v > top { c = mix(rgb(ridge.color), rgb(0x0F0C1D), (v - top) * 0.8) }
        }
        let lake = v > 0.9 ? smooth(0.9, 0.93, v) : 0
        return mix(c, rgb(0x6D5A8F), lake * 0.5)
    }

    /// A friendly face on a pastel backdrop: room on it for glasses, crowns and lips.
    private static func portrait(_ u: Double, _ v: Double) -> RGB {
        var c = mix(rgb(0xA8DADC), rgb(0xF1FAEE), hypot(u - 0.3, v - 0.2))
        let shoulders = v > 0.8 - 0.25 * cos((u - 0.5) * 2.4) + 0.12 ? 1.0 : 0
        c = mix(c, rgb(0xE76F51), shoulders)
        let hair = hypot((u - 0.5) / 0.3, (v - 0.42) / 0.34)
        c = mix(c, rgb(0x3D2B1F), smooth(1.0, 0.98, hair))
        let face = hypot((u - 0.5) / 0.22, (v - 0.5) / 0.28)
        c = mix(c, mix(rgb(0xF4C7A1), rgb(0xD9A07A), face * face), smooth(1.0, 0.97, face))
        for side in [-1.0, 1.0] {
            let eye = hypot((u - 0.5 - side * 0.085) / 0.035, (v - 0.46) / 0.022)
            c = mix(c, rgb(0xFFFFFF), smooth(1.0, 0.9, eye))
            c = mix(c, rgb(0x3A2A1E), smooth(0.55, 0.45, eye))
            let cheek = hypot((u - 0.5 - side * 0.13) / 0.05, (v - 0.57) / 0.03)
            c = mix(c, rgb(0xF08080), 0.35 * smooth(1, 0.2, cheek))
            let brow = abs(v - 0.415 + 8 * pow(u - 0.5 - side * 0.085, 2)) < 0.006 && abs(u - 0.5 - side * 0.085) < 0.045
            if brow { c = rgb(0x3D2B1F) }
        }
        let mouth = abs(v - 0.62 - 6 * pow(u - 0.5, 2) * -1 - 0.0) < 0.008 && abs(u - 0.5) < 0.07
        if mouth { c = rgb(0xA4343A) }
        let hairFringe = v < 0.33 + 0.04 * sin(u * 40) && hair < 1
        if hairFringe { c = rgb(0x3D2B1F) }
        return c
    }
}
