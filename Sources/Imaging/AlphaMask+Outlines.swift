import Core

extension AlphaMask {
    /// The outer boundaries of the solid regions, traced with marching squares, in pixel
    /// coordinates (y down, pixel (x,y) spans x...x+1), largest region first; holes are ignored.
    ///
    /// The boundary runs through the midpoints between the centres of solid and empty
    /// neighbours, so a lone pixel is a diamond of area ½ and a large disc keeps its area.
    /// Diagonal neighbours count as connected. Each outline is simple, has positive
    /// `signedArea` (clockwise on screen) and no collinear vertices.
    public func outlines() -> [Polygon] {
        var next = boundarySegments()
        var loops: [Polygon] = []
        for start in next.indices where next[start] >= 0 {
            var points: [Vec2] = []
            var edge = start
            repeat {
                points.append(midpoint(ofEdge: edge))
                let following = Int(next[edge])
                next[edge] = -1
                edge = following
            } while edge != start
            let outline = Polygon(Self.corners(of: points))
            if outline.signedArea > 0 { loops.append(outline) }
        }
        return loops.enumerated()
            .sorted { ($0.element.area, $1.offset) > ($1.element.area, $0.offset) }
            .map(\.element)
    }

    // The boundary lives on a grid of samples at pixel centres, padded by one empty sample on
    // every side: sample (i, j) is pixel (i - 1, j - 1). Boundary points sit on the edges
    // between neighbouring samples: horizontal edges first, then vertical ones.

    private var horizontalEdgeCount: Int { (width + 1) * (height + 2) }

    /// The edge between samples (i, j) and (i + 1, j).
    private func horizontalEdge(_ i: Int, _ j: Int) -> Int { j * (width + 1) + i }

    /// The edge between samples (i, j) and (i, j + 1).
    private func verticalEdge(_ i: Int, _ j: Int) -> Int { horizontalEdgeCount + j * (width + 2) + i }

    /// The midpoint of an edge, in pixel coordinates.
    private func midpoint(ofEdge edge: Int) -> Vec2 {
        if edge < horizontalEdgeCount {
            let i = edge % (width + 1), j = edge / (width + 1)
            return Vec2(Double(i), Double(j) - 0.5)
        }
        let i = (edge - horizontalEdgeCount) % (width + 2), j = (edge - horizontalEdgeCount) / (width + 2)
        return Vec2(Double(i) - 0.5, Double(j))
    }

    /// For every edge the boundary crosses, the edge it crosses next, walking with solid on the
    /// right (on screen); -1 for the others.
    private func boundarySegments() -> [Int32] {
        var next = [Int32](repeating: -1, count: horizontalEdgeCount + (width + 2) * (height + 1))
        for j in 0...height {
            for i in 0...width {
                // Corners clockwise on screen from the top-left, bit k for corner k; edge k
                // joins corner k to corner k + 1.
                let solid = (self[i - 1, j - 1] ? 1 : 0) | (self[i, j - 1] ? 2 : 0)
                    | (self[i, j] ? 4 : 0) | (self[i - 1, j] ? 8 : 0)
                if solid == 0 || solid == 15 { continue }
                func isSolid(_ corner: Int) -> Bool { solid & (1 << (corner % 4)) != 0 }
                func edge(_ k: Int) -> Int {
                    switch k {
                    case 0: horizontalEdge(i, j)
                    case 1: verticalEdge(i + 1, j)
                    case 2: horizontalEdge(i, j + 1)
                    default: verticalEdge(i, j)
                    }
                }
                for k in 0..<4 where isSolid(k) && !isSolid(k + 1) {
                    // Cut off the run of empty corners that starts here; a diagonal pair of
                    // solid corners stays joined through the cell.
                    var m = (k + 1) % 4
                    while isSolid(m) || !isSolid(m + 1) { m = (m + 1) % 4 }
                    next[edge(k)] = Int32(edge(m))
                }
            }
        }
        return next
    }

    /// The points of a traced loop that are corners, not in the middle of a straight run.
    private static func corners(of points: [Vec2]) -> [Vec2] {
        points.indices.filter { i in
            let previous = points[(i + points.count - 1) % points.count], next = points[(i + 1) % points.count]
            return (points[i] - previous).cross(next - points[i]) != 0
        }.map { points[$0] }
    }
}
