extension Polygon {
    /// Closed-loop Ramer–Douglas–Peucker simplification; `tolerance` in the vertices' unit.
    ///
    /// Keeps a subset of the vertices such that every dropped vertex lies within `tolerance` of
    /// the edge that replaces it. Repeated and collinear vertices always go; a polygon with area
    /// keeps at least 3 vertices. Where dropping vertices would make a simple polygon cross
    /// itself (a narrow neck), the tolerance is halved until it does not.
    public func simplified(tolerance: Double) -> Polygon {
        let loop = withoutDegenerateVertices()
        guard loop.count > 3, tolerance > 0 else { return Polygon(loop) }
        var attempt = tolerance
        for _ in 0..<8 {
            let result = Polygon(Self.douglasPeucker(loop, tolerance: attempt))
            if result.isSimple { return result }
            attempt /= 2
        }
        return Polygon(loop)
    }

    /// The vertices Ramer–Douglas–Peucker keeps of a closed loop: the loop is cut into two
    /// chains at the vertex farthest from the centre of its bounds (a corner, not noise along an
    /// edge) and the vertex farthest from that, and each chain is simplified on its own.
    private static func douglasPeucker(_ loop: [Vec2], tolerance: Double) -> [Vec2] {
        let count = loop.count
        let center = Polygon(loop).bounds.center
        let start = loop.indices.max { loop[$0].distance(to: center) < loop[$1].distance(to: center) }!
        let far = loop.indices.max { loop[$0].distance(to: loop[start]) < loop[$1].distance(to: loop[start]) }!
        let end = far > start ? far : far + count   // indices past `count` wrap around
        var keep = [Bool](repeating: false, count: count)
        keep[start] = true
        keep[far] = true
        var chains = [(start, end), (end, start + count)]
        while let (first, last) = chains.popLast() {
            guard let (index, distance) = farthest(in: loop, between: first, and: last) else { continue }
            if distance > tolerance {
                keep[index % count] = true
                chains.append((first, index))
                chains.append((index, last))
            }
        }
        if keep.count(where: { $0 }) < 3 {   // a sliver thinner than the tolerance stays a triangle
            let widest = loop.indices.max {
                loop[$0].distance(toSegmentFrom: loop[start], to: loop[far])
                    < loop[$1].distance(toSegmentFrom: loop[start], to: loop[far])
            }!
            keep[widest] = true
        }
        return loop.indices.filter { keep[$0] }.map { loop[$0] }
    }

    /// The vertex strictly between loop indices `first` and `last` (which may run past the end)
    /// farthest from the segment joining them, with its distance; nil when they are adjacent.
    private static func farthest(in loop: [Vec2], between first: Int, and last: Int) -> (Int, Double)? {
        guard last - first >= 2 else { return nil }
        let a = loop[first % loop.count], b = loop[last % loop.count]
        var best = (first + 1, -1.0)
        for index in (first + 1)..<last {
            let distance = loop[index % loop.count].distance(toSegmentFrom: a, to: b)
            if distance > best.1 { best = (index, distance) }
        }
        return best
    }
}

extension Vec2 {
    /// The distance from this point to the closest point of the segment `a`–`b`.
    func distance(toSegmentFrom a: Vec2, to b: Vec2) -> Double {
        let edge = b - a
        let lengthSquared = edge.lengthSquared
        guard lengthSquared > 0 else { return distance(to: a) }
        let t = min(max((self - a).dot(edge) / lengthSquared, 0), 1)
        return distance(to: a + edge * t)
    }
}
