/// A rotation in 3D as a unit quaternion (w + xi + yj + zk).
public struct Quaternion: Hashable, Codable, Sendable {
    public var w: Double
    public var x: Double
    public var y: Double
    public var z: Double

    @inlinable public init(w: Double, x: Double, y: Double, z: Double) {
        self.w = w; self.x = x; self.y = y; self.z = z
    }

    /// No rotation.
    public static let identity = Quaternion(w: 1, x: 0, y: 0, z: 0)

    /// A rotation of `angle` radians about `axis` (normalized here).
    @inlinable public init(axis: Vec3, angle: Double) {
        let a = axis.normalized, h = angle / 2, s = _sin(h)
        self.init(w: _cos(h), x: a.x * s, y: a.y * s, z: a.z * s)
    }

    /// The shortest rotation that turns unit vector `from` onto unit vector `to`.
    @inlinable public init(from: Vec3, to: Vec3) {
        let c = from.cross(to)
        self = Quaternion(w: 1 + from.dot(to), x: c.x, y: c.y, z: c.z).normalized
    }

    /// The Hamilton product: apply `b` first, then `a`.
    @inlinable public static func * (a: Quaternion, b: Quaternion) -> Quaternion {
        Quaternion(
            w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
            x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
            y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
            z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w)
    }

    /// The length; 1 for a rotation.
    @inlinable public var norm: Double { (w * w + x * x + y * y + z * z).squareRoot() }
    /// This quaternion scaled to length 1 (identity when it has no length).
    @inlinable public var normalized: Quaternion {
        let n = norm
        return n > 0 ? Quaternion(w: w / n, x: x / n, y: y / n, z: z / n) : .identity
    }
    /// The inverse rotation.
    @inlinable public var conjugate: Quaternion { Quaternion(w: w, x: -x, y: -y, z: -z) }

    /// `v` rotated by this quaternion.
    @inlinable public func rotate(_ v: Vec3) -> Vec3 {
        let u = Vec3(x, y, z)
        let t = u.cross(v) * 2
        return v + t * w + u.cross(t)
    }

    /// The rotation angle in radians, 0...π.
    @inlinable public var angle: Double { 2 * _acos(min(1, abs(normalized.w))) }

    /// Spherical interpolation along the shorter arc: `self` at 0, `o` at 1.
    @inlinable public func slerp(to o: Quaternion, _ t: Double) -> Quaternion {
        var b = o
        var d = w * o.w + x * o.x + y * o.y + z * o.z
        if d < 0 { d = -d; b = Quaternion(w: -o.w, x: -o.x, y: -o.y, z: -o.z) }
        if d > 0.9995 {
            return Quaternion(w: w + (b.w - w) * t, x: x + (b.x - x) * t,
                              y: y + (b.y - y) * t, z: z + (b.z - z) * t).normalized
        }
        let theta = _acos(d), s = _sin(theta)
        let ka = _sin((1 - t) * theta) / s, kb = _sin(t * theta) / s
        return Quaternion(w: w * ka + b.w * kb, x: x * ka + b.x * kb,
                          y: y * ka + b.y * kb, z: z * ka + b.z * kb)
    }
}
