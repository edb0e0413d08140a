extension Polygon {
    /// Splits a simple polygon (either winding) into convex counter-clockwise pieces of at most
    /// `maxVertices` vertices each that together cover it exactly (no gaps, no overlaps).
    ///
    /// The polygon is triangulated by ear clipping, then neighbouring pieces are merged across
    /// their shared diagonal, longest diagonal first, while the union stays convex and within
    /// `maxVertices` (Hertel–Mehlhorn): at most four times the fewest possible pieces, usually
    /// close to it. Repeated and collinear vertices are dropped first; a polygon without area
    /// gives no pieces. The result depends only on the vertices. Self-intersecting polygons get
    /// pieces too, but those may overlap.
    ///
    /// - Precondition: `maxVertices >= 3`.
    public func convexPieces(maxVertices: Int = 8) -> [Polygon] {
        precondition(maxVertices >= 3, "a convex piece needs at least 3 vertices, got \(maxVertices)")
        var loop = withoutDegenerateVertices()
        guard loop.count >= 3 else { return [] }
        if Polygon(loop).signedArea < 0 { loop.reverse() }
        var decomposition = ConvexDecomposition(loop: loop)
        decomposition.clipEars()
        decomposition.mergePieces(maxVertices: maxVertices)
        return decomposition.pieces.compactMap { piece in
            let corners = Polygon(piece.map { loop[$0] }).withoutDegenerateVertices()
            return corners.isEmpty ? nil : Polygon(corners)
        }
    }
}

/// The work of `Polygon.convexPieces`: pieces as lists of indices into a counter-clockwise loop.
private struct ConvexDecomposition {
    let loop: [Vec2]
    /// Cross products of this size or less count as zero (collinear).
    let epsilon: Double
    /// Counter-clockwise index lists; a piece merged into another is left empty.
    var pieces: [[Int]] = []

    init(loop: [Vec2]) {
        self.loop = loop
        epsilon = Polygon.crossEpsilon(for: loop)
    }

    /// The turn at `vertex` between the edges from `previous` and to `next`: positive for a
    /// left (convex) turn.
    private func turn(_ previous: Int, _ vertex: Int, _ next: Int) -> Double {
        (loop[vertex] - loop[previous]).cross(loop[next] - loop[vertex])
    }

    // MARK: - Ear clipping

    /// Triangulates the loop into `pieces`.
    mutating func clipEars() {
        var ring = Array(loop.indices)
        var position = 0
        var misses = 0
        while ring.count > 3 {
            if !isEar(at: position, in: ring) {
                misses += 1
                if misses <= ring.count {
                    position = (position + 1) % ring.count
                    continue
                }
                position = fallbackPosition(in: ring)   // no ear anywhere: the ring is not simple
            }
            let (previous, vertex, next) = corner(at: position, in: ring)
            if turn(previous, vertex, next) > epsilon { pieces.append([previous, vertex, next]) }
            ring.remove(at: position)
            position = (position + ring.count - 1) % ring.count   // recheck the previous vertex
            misses = 0
        }
        if turn(ring[0], ring[1], ring[2]) > epsilon { pieces.append(ring) }
    }

    /// The ring's vertex at `position` with its neighbours.
    private func corner(at position: Int, in ring: [Int]) -> (Int, Int, Int) {
        let count = ring.count
        return (ring[(position + count - 1) % count], ring[position], ring[(position + 1) % count])
    }

    /// Whether the ring's vertex at `position` and its neighbours turn left and holds no other vertex
    /// of the ring, even on its edges (vertices at the same place as its corners excepted).
    private func isEar(at position: Int, in ring: [Int]) -> Bool {
        let (previous, vertex, next) = corner(at: position, in: ring)
        guard turn(previous, vertex, next) > epsilon else { return false }
        let a = loop[previous], b = loop[vertex], c = loop[next]
        for other in ring {
            let p = loop[other]
            if p == a || p == b || p == c { continue }
            if (b - a).cross(p - a) >= 0 && (c - b).cross(p - b) >= 0 && (a - c).cross(p - c) >= 0 { return false }
        }
        return true
    }

    /// Where to clip when no ear exists (a self-intersecting or numerically degenerate ring):
    /// the position of the most convex turn.
    private func fallbackPosition(in ring: [Int]) -> Int {
        func turn(at position: Int) -> Double {
            let (previous, vertex, next) = corner(at: position, in: ring)
            return self.turn(previous, vertex, next)
        }
        return ring.indices.max { turn(at: $0) < turn(at: $1) }!
    }

    // MARK: - Merging

    /// Hertel–Mehlhorn: removes diagonals, longest first, while the two pieces they separate
    /// form a convex piece of at most `maxVertices` corners.
    mutating func mergePieces(maxVertices: Int) {
        var diagonals = sharedEdges()
        diagonals.sort { ($0.length, $1.first, $1.second) > ($1.length, $0.first, $0.second) }
        var owner = Array(pieces.indices)   // union-find: the piece each triangle now belongs to
        func root(_ piece: Int) -> Int {
            var piece = piece
            while owner[piece] != piece { piece = owner[piece] }
            return piece
        }
        var merged = true
        while merged {
            merged = false
            for (index, diagonal) in diagonals.enumerated() where !diagonal.isRemoved {
                let left = root(diagonal.leftPiece), right = root(diagonal.rightPiece)
                guard let union = joined(pieces[left], pieces[right], across: diagonal),
                      cornerCount(union) <= maxVertices else { continue }
                pieces[left] = union
                pieces[right] = []
                owner[right] = left
                diagonals[index].isRemoved = true
                merged = true
            }
        }
    }

    /// An edge two pieces share: `first → second` runs counter-clockwise in the left piece.
    private struct Diagonal {
        let first: Int, second: Int
        let leftPiece: Int, rightPiece: Int
        let length: Double
        var isRemoved = false
    }

    /// The triangulation's inner edges, each once, in a deterministic order.
    private func sharedEdges() -> [Diagonal] {
        var pieceOnLeft: [Edge: Int] = [:]   // looked up only, never iterated
        for (piece, corners) in pieces.enumerated() {
            for (i, corner) in corners.enumerated() {
                pieceOnLeft[Edge(from: corner, to: corners[(i + 1) % corners.count])] = piece
            }
        }
        var diagonals: [Diagonal] = []
        for (piece, corners) in pieces.enumerated() {
            for (i, corner) in corners.enumerated() {
                let next = corners[(i + 1) % corners.count]
                guard corner < next, let other = pieceOnLeft[Edge(from: next, to: corner)] else { continue }
                diagonals.append(Diagonal(first: corner, second: next, leftPiece: piece, rightPiece: other,
                                          length: loop[corner].distance(to: loop[next])))
            }
        }
        return diagonals
    }

    private struct Edge: Hashable {
        let from: Int, to: Int
    }

    /// The two pieces joined across `diagonal`, or nil when the union is not convex.
    private func joined(_ left: [Int], _ right: [Int], across diagonal: Diagonal) -> [Int]? {
        guard let start = left.firstIndex(of: diagonal.second), let end = right.firstIndex(of: diagonal.first) else {
            return nil
        }
        // Left from `second` round to `first`, then right's vertices strictly between them.
        let leftPart = (0..<left.count).map { left[(start + $0) % left.count] }
        let rightPart = (1..<(right.count - 1)).map { right[(end + $0) % right.count] }
        let union = leftPart + rightPart
        for junction in [0, left.count - 1] {
            let (previous, vertex, next) = corner(at: junction, in: union)
            if turn(previous, vertex, next) < -epsilon { return nil }
        }
        return union
    }

    /// The vertices of a convex piece that are real corners, not on a straight run.
    private func cornerCount(_ piece: [Int]) -> Int {
        piece.indices.count { position in
            let (previous, vertex, next) = corner(at: position, in: piece)
            return turn(previous, vertex, next) > epsilon
        }
    }
}
