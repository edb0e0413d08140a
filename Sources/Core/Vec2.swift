/// A 2D vector or point, in whatever unit its owner states (canvas pixels, metres).
public struct Vec2: Hashable, Codable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let zero = Vec2(0, 0)

    @inlinable public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    @inlinable public static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
    @inlinable public static func * (a: Vec2, s: Double) -> Vec2 { Vec2(a.x * s, a.y * s) }
    @inlinable public static func * (s: Double, a: Vec2) -> Vec2 { Vec2(a.x * s, a.y * s) }
    @inlinable public static func / (a: Vec2, s: Double) -> Vec2 { Vec2(a.x / s, a.y / s) }
    @inlinable public static func += (a: inout Vec2, b: Vec2) { a = a + b }
    @inlinable public static func -= (a: inout Vec2, b: Vec2) { a = a - b }
    @inlinable public static func *= (a: inout Vec2, s: Double) { a = a * s }

    /// The dot product.
    @inlinable public func dot(_ o: Vec2) -> Double { x * o.x + y * o.y }
    /// The z component of the 3D cross product (positive when `o` is counter-clockwise of `self`
    /// in a y-up frame).
    @inlinable public func cross(_ o: Vec2) -> Double { x * o.y - y * o.x }
    /// The Euclidean length.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    /// The squared length, cheaper than `length` for comparisons.
    @inlinable public var lengthSquared: Double { x * x + y * y }
    /// This vector scaled to length 1, or zero when it has no length.
    @inlinable public var normalized: Vec2 {
        let l = length
        return l > 0 ? self / l : .zero
    }
    /// This vector turned 90° counter-clockwise.
    @inlinable public var perpendicular: Vec2 { Vec2(-y, x) }
    /// This vector rotated by `angle` radians.
    @inlinable public func rotated(by angle: Double) -> Vec2 {
        let c = _cos(angle), s = _sin(angle)
        return Vec2(c * x - s * y, s * x + c * y)
    }
    /// Linear interpolation: `self` at `t == 0`, `o` at `t == 1`.
    @inlinable public func lerp(to o: Vec2, _ t: Double) -> Vec2 { self + (o - self) * t }
    /// The distance to `o`.
    @inlinable public func distance(to o: Vec2) -> Double { (o - self).length }

    public var description: String { "(\(x), \(y))" }
}
