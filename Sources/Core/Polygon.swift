/// A closed polygon: its vertices in order, the last joined back to the first, in whatever unit
/// its owner states (image pixels, metres).
public struct Polygon: Hashable, Sendable, Codable {
    public var vertices: [Vec2]

    @inlinable public init(_ vertices: [Vec2]) { self.vertices = vertices }

    /// The shoelace area: positive when the vertices run counter-clockwise in a y-up frame
    /// (clockwise on a y-down screen), in the unit squared.
    public var signedArea: Double {
        guard vertices.count >= 3 else { return 0 }
        var twice = 0.0
        var previous = vertices[vertices.count - 1]
        for vertex in vertices {
            twice += previous.cross(vertex)
            previous = vertex
        }
        return twice / 2
    }

    /// The enclosed area, in the unit squared.
    public var area: Double { abs(signedArea) }

    /// Whether the vertices run counter-clockwise in a y-up frame.
    public var isCounterClockwise: Bool { signedArea > 0 }

    /// Whether the polygon is convex and winds once around its inside; collinear and repeated
    /// vertices are allowed, either winding is.
    public var isConvex: Bool {
        let corners = withoutDegenerateVertices()
        guard corners.count >= 3 else { return false }
        var turning = 0.0
        var sign = 0.0
        for i in corners.indices {
            let incoming = corners[i] - corners[(i + corners.count - 1) % corners.count]
            let outgoing = corners[(i + 1) % corners.count] - corners[i]
            let turn = incoming.cross(outgoing)
            if sign == 0 { sign = turn > 0 ? 1 : -1 }
            if turn * sign < 0 { return false }
            turning += _atan2(turn, incoming.dot(outgoing))
        }
        return abs(abs(turning) - 2 * .pi) < 1e-6   // a pentagram turns twice
    }

    /// Whether no two edges cross or touch other than consecutive edges at their shared vertex;
    /// O(n²), meant for outlines of at most a few hundred vertices.
    public var isSimple: Bool {
        let count = vertices.count
        guard count >= 3 else { return false }
        for i in 0..<count {
            let a = vertices[i], b = vertices[(i + 1) % count]
            if a == b { return false }
            for j in (i + 1)..<count {
                let c = vertices[j], d = vertices[(j + 1) % count]
                if j == i + 1 || (i == 0 && j == count - 1) {
                    // Consecutive edges meet at their shared vertex; they overlap if they fold back.
                    let (incoming, outgoing) = j == i + 1 ? (b - a, d - c) : (d - c, b - a)
                    if incoming.cross(outgoing) == 0 && incoming.dot(outgoing) < 0 { return false }
                } else if Self.segmentsTouch(a, b, c, d) {
                    return false
                }
            }
        }
        return true
    }

    /// The smallest rectangle holding every vertex; zero for no vertices.
    public var bounds: Rect {
        guard let first = vertices.first else { return Rect(origin: .zero, size: .zero) }
        var low = first, high = first
        for vertex in vertices {
            low = Vec2(min(low.x, vertex.x), min(low.y, vertex.y))
            high = Vec2(max(high.x, vertex.x), max(high.y, vertex.y))
        }
        return Rect(origin: low, size: high - low)
    }

    /// The centre of mass of the enclosed area; the mean vertex when there is no area.
    public var centroid: Vec2 {
        guard !vertices.isEmpty else { return .zero }
        let origin = vertices[0]   // measured from a vertex to keep far-away polygons precise
        var weighted = Vec2.zero
        var twiceArea = 0.0
        var previous = vertices[vertices.count - 1] - origin
        for vertex in vertices {
            let current = vertex - origin
            let cross = previous.cross(current)
            weighted += (previous + current) * cross
            twiceArea += cross
            previous = current
        }
        guard abs(twiceArea) > 0 else {
            return vertices.reduce(Vec2.zero, +) / Double(vertices.count)
        }
        return origin + weighted / (3 * twiceArea)
    }

    /// Whether `point` is inside, by the even-odd rule; points exactly on an edge may go
    /// either way.
    public func contains(_ point: Vec2) -> Bool {
        var inside = false
        var previous = vertices.last ?? .zero
        for vertex in vertices {
            if (vertex.y > point.y) != (previous.y > point.y) {
                let crossingX = vertex.x + (point.y - vertex.y) * (previous.x - vertex.x) / (previous.y - vertex.y)
                if point.x < crossingX { inside.toggle() }
            }
            previous = vertex
        }
        return inside
    }

    /// The same outline walked the other way.
    public func reversed() -> Polygon { Polygon(vertices.reversed()) }

    /// The polygon with `transform` applied to every vertex (a change of unit or frame); a
    /// mirroring transform flips the winding.
    public func transformed(_ transform: (Vec2) -> Vec2) -> Polygon { Polygon(vertices.map(transform)) }

    /// The vertices without repeats and without those lying on the line through their
    /// neighbours (straight runs and zero-width spikes); empty when fewer than 3 remain.
    func withoutDegenerateVertices() -> [Vec2] {
        let epsilon = Self.crossEpsilon(for: vertices)
        func isDegenerate(_ previous: Vec2, _ vertex: Vec2, _ next: Vec2) -> Bool {
            abs((vertex - previous).cross(next - vertex)) <= epsilon
        }
        var kept: [Vec2] = []
        kept.reserveCapacity(vertices.count)
        for vertex in vertices {
            while kept.count >= 2 && isDegenerate(kept[kept.count - 2], kept[kept.count - 1], vertex) {
                kept.removeLast()
            }
            kept.append(vertex)
        }
        var start = 0   // then mend the seam where the last vertex meets the first
        while kept.count - start >= 3 {
            let count = kept.count
            if isDegenerate(kept[count - 2], kept[count - 1], kept[start]) {
                kept.removeLast()
            } else if isDegenerate(kept[count - 1], kept[start], kept[start + 1]) {
                start += 1
            } else {
                break
            }
        }
        return kept.count - start >= 3 ? Array(kept[start...]) : []
    }

    /// The largest cross product of two edges still counted as zero: a relative 1e-12 of the
    /// polygon's squared size.
    static func crossEpsilon(for vertices: [Vec2]) -> Double {
        let size = Polygon(vertices).bounds.size
        return 1e-12 * max(size.x * size.x + size.y * size.y, .leastNormalMagnitude)
    }

    /// Whether the closed segments `a`–`b` and `c`–`d` share a point.
    static func segmentsTouch(_ a: Vec2, _ b: Vec2, _ c: Vec2, _ d: Vec2) -> Bool {
        let abc = (b - a).cross(c - a), abd = (b - a).cross(d - a)
        let cda = (d - c).cross(a - c), cdb = (d - c).cross(b - c)
        if ((abc > 0 && abd < 0) || (abc < 0 && abd > 0)) && ((cda > 0 && cdb < 0) || (cda < 0 && cdb > 0)) {
            return true
        }
        func onSegment(_ p: Vec2, _ q: Vec2, _ r: Vec2) -> Bool {   // r on p–q, given collinear
            r.x >= min(p.x, q.x) && r.x <= max(p.x, q.x) && r.y >= min(p.y, q.y) && r.y <= max(p.y, q.y)
        }
        return (abc == 0 && onSegment(a, b, c)) || (abd == 0 && onSegment(a, b, d))
            || (cda == 0 && onSegment(c, d, a)) || (cdb == 0 && onSegment(c, d, b))
    }
}
