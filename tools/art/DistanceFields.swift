import Foundation

/// Signed distances to simple shapes, the way the art is drawn: a pixel's coverage of a shape is
/// `coverage(distance in pixels)`, which anti-aliases every edge by about one pixel. Distances are
/// negative inside a shape, positive outside.
enum DistanceField {
    /// How much of a pixel a shape covers, given the signed distance from the pixel's centre to the
    /// shape's edge in pixels (a one-pixel ramp centred on the edge).
    static func coverage(_ distance: Double) -> Double { min(max(0.5 - distance, 0), 1) }

    /// 0 below `edge0`, 1 above `edge1`, a smooth (Hermite) ramp between.
    static func smoothstep(_ edge0: Double, _ edge1: Double, _ x: Double) -> Double {
        let t = min(max((x - edge0) / (edge1 - edge0), 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// The distance from (`px`, `py`) to the segment from `a` to `b` (never negative).
    static func segment(_ px: Double, _ py: Double, _ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? min(max(((px - a.x) * dx + (py - a.y) * dy) / lengthSquared, 0), 1) : 0
        let ex = px - (a.x + t * dx), ey = py - (a.y + t * dy)
        return (ex * ex + ey * ey).squareRoot()
    }

    /// The signed distance from (`px`, `py`) to a closed simple polygon (either winding):
    /// negative inside.
    static func polygon(_ px: Double, _ py: Double, _ points: [(x: Double, y: Double)]) -> Double {
        var best = Double.infinity
        var inside = false
        var j = points.count - 1
        for i in points.indices {
            let a = points[j], b = points[i]
            best = min(best, segment(px, py, a, b))
            if (a.y > py) != (b.y > py), px < a.x + (py - a.y) / (b.y - a.y) * (b.x - a.x) { inside.toggle() }
            j = i
        }
        return inside ? -best : best
    }

    /// The signed distance from (`px`, `py`) to an axis-aligned rectangle centred on (`cx`, `cy`)
    /// with half-sizes `hx`, `hy` and corners rounded by `radius`.
    static func roundedRect(_ px: Double, _ py: Double, cx: Double, cy: Double, hx: Double, hy: Double,
                            radius: Double) -> Double {
        let qx = abs(px - cx) - hx + radius, qy = abs(py - cy) - hy + radius
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - radius
    }

    /// Points along the ellipse centred on (`cx`, `cy`) with semi-axes `rx`, `ry`, from angle
    /// `from` to `to` (radians, counter-clockwise from +x in the ellipse's own axes), `count`
    /// segments.
    static func ellipseArc(cx: Double, cy: Double, rx: Double, ry: Double, from: Double, to: Double,
                           count: Int) -> [(x: Double, y: Double)] {
        (0...count).map { k in
            let angle = from + (to - from) * Double(k) / Double(count)
            return (cx + rx * cos(angle), cy + ry * sin(angle))
        }
    }
}
