/// Distances to the edge of an anti-aliased shape, to a fraction of a pixel: an outline of any
/// width drawn round a shape is then round and smooth, where growing the shape a pixel at a
/// time leaves stair-steps.
public enum CoverageDistance {
    /// For each pixel of a `width × height` coverage map (0…1, rows from the top), the distance
    /// from its centre to the covered shape's edge (its 0.5 level), in pixels; 0 inside the
    /// shape, infinity when nothing is covered.
    ///
    /// Each pixel an edge crosses gets the edge's nearest point: in an anti-aliased pixel, its
    /// centre moved across the coverage's slope by how far its coverage is from 0.5; between a
    /// fully covered pixel and an empty neighbour, the point halfway. Two sweeps then hand each
    /// pixel the nearest such point of its neighbours' (Danielsson's vector propagation), so
    /// the distances are exact to a fraction of a pixel, not rounded to whole pixels.
    public static func outside(_ coverage: [Float], width: Int, height: Int) -> [Float] {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height, "a coverage map of width × height values")
        let count = width * height
        var nearX = [Float](repeating: .infinity, count: count), nearY = [Float](repeating: .infinity, count: count)
        func at(_ x: Int, _ y: Int) -> Float { coverage[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)] }
        func offer(_ i: Int, _ px: Float, _ py: Float, _ ex: Float, _ ey: Float) {
            let old = (nearX[i] - px) * (nearX[i] - px) + (nearY[i] - py) * (nearY[i] - py)
            if (ex - px) * (ex - px) + (ey - py) * (ey - py) < old || !old.isFinite { nearX[i] = ex; nearY[i] = ey }
        }
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x, a = coverage[i], px = Float(x), py = Float(y)
                if a > 0, a < 1 {
                    // The slope (Sobel), pointing into the shape.
                    let gx = (at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1)) - (at(x - 1, y - 1) + 2 * at(x - 1, y) + at(x - 1, y + 1))
                    let gy = (at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1)) - (at(x - 1, y - 1) + 2 * at(x, y - 1) + at(x + 1, y - 1))
                    let length = (gx * gx + gy * gy).squareRoot()
                    if length > 1e-6 {
                        offer(i, px, py, px + gx / length * (0.5 - a), py + gy / length * (0.5 - a))
                    } else {
                        offer(i, px, py, px, py)
                    }
                }
                // A hard edge between this pixel and its right or lower neighbour.
                for (nx, ny) in [(x + 1, y), (x, y + 1)] where nx < width && ny < height {
                    let j = ny * width + nx, b = coverage[j]
                    guard (a >= 1 && b <= 0) || (a <= 0 && b >= 1) else { continue }
                    let ex = (px + Float(nx)) / 2, ey = (py + Float(ny)) / 2
                    offer(i, px, py, ex, ey)
                    offer(j, Float(nx), Float(ny), ex, ey)
                }
            }
        }
        func take(_ i: Int, from j: Int, _ px: Float, _ py: Float) {
            guard nearX[j].isFinite else { return }
            offer(i, px, py, nearX[j], nearY[j])
        }
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x, px = Float(x), py = Float(y)
                if x > 0 { take(i, from: i - 1, px, py) }
                if y > 0 {
                    take(i, from: i - width, px, py)
                    if x > 0 { take(i, from: i - width - 1, px, py) }
                    if x + 1 < width { take(i, from: i - width + 1, px, py) }
                }
            }
            for x in stride(from: width - 2, through: 0, by: -1) {
                let i = y * width + x
                take(i, from: i + 1, Float(x), Float(y))
            }
        }
        for y in stride(from: height - 1, through: 0, by: -1) {
            for x in stride(from: width - 1, through: 0, by: -1) {
                let i = y * width + x, px = Float(x), py = Float(y)
                if x + 1 < width { take(i, from: i + 1, px, py) }
                if y + 1 < height {
                    take(i, from: i + width, px, py)
                    if x + 1 < width { take(i, from: i + width + 1, px, py) }
                    if x > 0 { take(i, from: i + width - 1, px, py) }
                }
            }
            for x in 1..<max(1, width) {
                let i = y * width + x
                take(i, from: i - 1, Float(x), Float(y))
            }
        }
        var distances = [Float](repeating: .infinity, count: count)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                if coverage[i] >= 0.5 { distances[i] = 0; continue }
                guard nearX[i].isFinite else { continue }
                let dx = nearX[i] - Float(x), dy = nearY[i] - Float(y)
                distances[i] = (dx * dx + dy * dy).squareRoot()
            }
        }
        return distances
    }
}
