/// A 4×4 matrix in column-major order, for 3D transforms and perspective projection.
public struct Matrix4: Hashable, Codable, Sendable {
    /// The 16 entries, column by column: `m[col * 4 + row]`.
    public var m: [Double]

    @inlinable public init(columnMajor m: [Double]) {
        precondition(m.count == 16, "Matrix4 needs 16 entries")
        self.m = m
    }

    public static let identity = Matrix4(columnMajor: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// The entry at `row`, `col`.
    @inlinable public subscript(row: Int, col: Int) -> Double {
        get { m[col * 4 + row] }
        set { m[col * 4 + row] = newValue }
    }

    /// A translation.
    @inlinable public static func translation(_ t: Vec3) -> Matrix4 {
        var r = Matrix4.identity
        r[0, 3] = t.x; r[1, 3] = t.y; r[2, 3] = t.z
        return r
    }
    /// A uniform or per-axis scale.
    @inlinable public static func scale(_ s: Vec3) -> Matrix4 {
        var r = Matrix4.identity
        r[0, 0] = s.x; r[1, 1] = s.y; r[2, 2] = s.z
        return r
    }
    /// The rotation of a unit quaternion.
    @inlinable public static func rotation(_ q: Quaternion) -> Matrix4 {
        let q = q.normalized
        let (w, x, y, z) = (q.w, q.x, q.y, q.z)
        var r = Matrix4.identity
        r[0, 0] = 1 - 2 * (y * y + z * z); r[0, 1] = 2 * (x * y - w * z); r[0, 2] = 2 * (x * z + w * y)
        r[1, 0] = 2 * (x * y + w * z); r[1, 1] = 1 - 2 * (x * x + z * z); r[1, 2] = 2 * (y * z - w * x)
        r[2, 0] = 2 * (x * z - w * y); r[2, 1] = 2 * (y * z + w * x); r[2, 2] = 1 - 2 * (x * x + y * y)
        return r
    }
    /// A right-handed perspective projection (OpenGL clip space, z in -1...1).
    /// - Parameters:
    ///   - fovY: vertical field of view in radians, usually about 0.8 (45°).
    ///   - aspect: width / height of the viewport.
    ///   - near: distance to the near plane, > 0.
    ///   - far: distance to the far plane, > near.
    @inlinable public static func perspective(fovY: Double, aspect: Double, near: Double, far: Double) -> Matrix4 {
        let f = 1 / _tan(fovY / 2)
        var r = Matrix4(columnMajor: [Double](repeating: 0, count: 16))
        r[0, 0] = f / aspect
        r[1, 1] = f
        r[2, 2] = (far + near) / (near - far)
        r[2, 3] = 2 * far * near / (near - far)
        r[3, 2] = -1
        return r
    }

    /// The product `l · r` (apply `r` first).
    @inlinable public static func * (l: Matrix4, r: Matrix4) -> Matrix4 {
        var out = [Double](repeating: 0, count: 16)
        for col in 0..<4 {
            for row in 0..<4 {
                var s = 0.0
                for k in 0..<4 { s += l.m[k * 4 + row] * r.m[col * 4 + k] }
                out[col * 4 + row] = s
            }
        }
        return Matrix4(columnMajor: out)
    }

    /// `p` as a point (w = 1), with the homogeneous w it ends up with.
    @inlinable public func transform(point p: Vec3) -> (xyz: Vec3, w: Double) {
        let x = m[0] * p.x + m[4] * p.y + m[8] * p.z + m[12]
        let y = m[1] * p.x + m[5] * p.y + m[9] * p.z + m[13]
        let z = m[2] * p.x + m[6] * p.y + m[10] * p.z + m[14]
        let w = m[3] * p.x + m[7] * p.y + m[11] * p.z + m[15]
        return (Vec3(x, y, z), w)
    }

    /// `p` projected: the point transformed and divided by w (normalized device coordinates).
    @inlinable public func project(_ p: Vec3) -> Vec3 {
        let (v, w) = transform(point: p)
        return v / w
    }
}
