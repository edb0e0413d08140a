/// A 3D vector or point (right-handed: x right, y up, z towards the viewer).
public struct Vec3: Hashable, Codable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var z: Double

    @inlinable public init(_ x: Double, _ y: Double, _ z: Double) { self.x = x; self.y = y; self.z = z }

    public static let zero = Vec3(0, 0, 0)

    @inlinable public static func + (a: Vec3, b: Vec3) -> Vec3 { Vec3(a.x + b.x, a.y + b.y, a.z + b.z) }
    @inlinable public static func - (a: Vec3, b: Vec3) -> Vec3 { Vec3(a.x - b.x, a.y - b.y, a.z - b.z) }
    @inlinable public static prefix func - (a: Vec3) -> Vec3 { Vec3(-a.x, -a.y, -a.z) }
    @inlinable public static func * (a: Vec3, s: Double) -> Vec3 { Vec3(a.x * s, a.y * s, a.z * s) }
    @inlinable public static func * (s: Double, a: Vec3) -> Vec3 { a * s }
    @inlinable public static func / (a: Vec3, s: Double) -> Vec3 { Vec3(a.x / s, a.y / s, a.z / s) }
    @inlinable public static func += (a: inout Vec3, b: Vec3) { a = a + b }

    /// The dot product.
    @inlinable public func dot(_ o: Vec3) -> Double { x * o.x + y * o.y + z * o.z }
    /// The cross product (right-handed).
    @inlinable public func cross(_ o: Vec3) -> Vec3 {
        Vec3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x)
    }
    /// The Euclidean length.
    @inlinable public var length: Double { dot(self).squareRoot() }
    /// This vector scaled to length 1, or zero when it has no length.
    @inlinable public var normalized: Vec3 {
        let l = length
        return l > 0 ? self / l : .zero
    }
    /// Linear interpolation: `self` at `t == 0`, `o` at `t == 1`.
    @inlinable public func lerp(to o: Vec3, _ t: Double) -> Vec3 { self + (o - self) * t }

    public var description: String { "(\(x), \(y), \(z))" }
}
