/// A colour with 8-bit straight (not premultiplied) sRGB channels.
public struct Color: Hashable, Codable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    @inlinable public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    /// A colour from `0xRRGGBB` and an alpha of 0...255.
    @inlinable public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF), a: alpha)
    }

    public static let white = Color(r: 255, g: 255, b: 255)
    public static let black = Color(r: 0, g: 0, b: 0)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    public static let red = Color(r: 230, g: 57, b: 70)
    public static let green = Color(r: 82, g: 183, b: 136)
    public static let blue = Color(r: 69, g: 123, b: 157)
    public static let yellow = Color(r: 255, g: 209, b: 102)
    public static let gray = Color(r: 128, g: 128, b: 128)

    /// This colour with alpha multiplied by `factor` (0...1).
    @inlinable public func withAlpha(_ factor: Double) -> Color {
        Color(r: r, g: g, b: b, a: UInt8(max(0, min(255, (Double(a) * factor).rounded()))))
    }
    /// Channel-wise interpolation: `self` at 0, `o` at 1.
    @inlinable public func lerp(to o: Color, _ t: Double) -> Color {
        func mix(_ p: UInt8, _ q: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(p) + (Double(q) - Double(p)) * t).rounded())))
        }
        return Color(r: mix(r, o.r), g: mix(g, o.g), b: mix(b, o.b), a: mix(a, o.a))
    }
}
