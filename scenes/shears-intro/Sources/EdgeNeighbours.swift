/// Which triangle of a `Solid` lies across each edge of each triangle, so that the edges where a
/// face turned to the viewer meets one turned away (the silhouette) can be found each frame.
struct EdgeNeighbours {
    /// At `3 × t + e`: the triangle across edge `e` (0 is a→b, 1 is b→c, 2 is c→a) of triangle
    /// `t`, or -1 where no other triangle, or more than one, shares that edge.
    let across: [Int32]

    init(_ solid: Solid) {
        struct Edge: Hashable { let low: Int32, high: Int32 }
        func edge(_ t: Solid.Triangle, _ e: Int) -> Edge {
            let (p, q) = e == 0 ? (t.a, t.b) : e == 1 ? (t.b, t.c) : (t.c, t.a)
            return Edge(low: min(p, q), high: max(p, q))
        }
        var sharers: [Edge: [Int32]] = [:]
        for (index, t) in solid.triangles.enumerated() {
            for e in 0..<3 { sharers[edge(t, e), default: []].append(Int32(index)) }
        }
        var across = [Int32](repeating: -1, count: solid.triangles.count * 3)
        for (index, t) in solid.triangles.enumerated() {
            for e in 0..<3 {
                let triangles = sharers[edge(t, e)]!
                if triangles.count == 2 { across[index * 3 + e] = triangles[0] == Int32(index) ? triangles[1] : triangles[0] }
            }
        }
        self.across = across
    }
}
