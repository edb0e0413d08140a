import Engine

/// A closed triangle mesh in model units (centimetres): shared corner positions and triangles
/// wound counter-clockwise seen from outside, each with its material.
struct Solid {
    /// One triangle: three indices into `positions`, counter-clockwise seen from outside.
    struct Triangle {
        var a: Int32, b: Int32, c: Int32
        var material: Material
    }

    var positions: [Vec3] = []
    var triangles: [Triangle] = []

    /// Adds `other`'s triangles to this solid's.
    mutating func append(_ other: Solid) {
        let base = Int32(positions.count)
        positions += other.positions
        triangles += other.triangles.map { Triangle(a: $0.a + base, b: $0.b + base, c: $0.c + base, material: $0.material) }
    }

    /// This solid with every position rotated by `q`.
    func rotated(by q: Quaternion) -> Solid {
        var out = self
        out.positions = positions.map(q.rotate)
        return out
    }

    /// The outward normal of triangle `t` (unit length).
    func normal(of t: Triangle) -> Vec3 {
        let a = positions[Int(t.a)], b = positions[Int(t.b)], c = positions[Int(t.c)]
        return (b - a).cross(c - a).normalized
    }

    /// The enclosed volume in cubic units: positive when the triangles face outward.
    var signedVolume: Double {
        triangles.reduce(0) { sum, t in
            sum + positions[Int(t.a)].dot(positions[Int(t.b)].cross(positions[Int(t.c)])) / 6
        }
    }

    /// A solid swept through `rings`: each ring a convex loop of corners (same count in every
    /// ring), consecutive rings joined by quads. A `closed` sweep joins the last ring to the first
    /// (a torus); an open one gets flat caps at both ends. Wound to face outward.
    static func loft(_ rings: [[Vec3]], closed: Bool, material: Material) -> Solid {
        precondition(rings.count >= 2 && rings.allSatisfy { $0.count == rings[0].count && $0.count >= 3 },
                     "a loft needs two or more rings of three or more equal corners")
        let k = rings[0].count
        var solid = Solid(positions: rings.flatMap { $0 })
        func index(_ ring: Int, _ corner: Int) -> Int32 { Int32((ring % rings.count) * k + corner % k) }
        func add(_ a: Int32, _ b: Int32, _ c: Int32) { solid.triangles.append(Triangle(a: a, b: b, c: c, material: material)) }
        for i in 0..<(closed ? rings.count : rings.count - 1) {
            for j in 0..<k {
                add(index(i, j), index(i, j + 1), index(i + 1, j + 1))
                add(index(i, j), index(i + 1, j + 1), index(i + 1, j))
            }
        }
        if !closed {
            let last = rings.count - 1
            for j in 1..<(k - 1) {
                add(index(0, 0), index(0, j + 1), index(0, j))
                add(index(last, 0), index(last, j), index(last, j + 1))
            }
        }
        if solid.signedVolume < 0 {
            solid.triangles = solid.triangles.map { Triangle(a: $0.a, b: $0.c, c: $0.b, material: $0.material) }
        }
        return solid
    }
}
