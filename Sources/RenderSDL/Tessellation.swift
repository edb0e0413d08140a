import Core
import Foundation

/// Turns outlines into triangles for `SDL_RenderGeometry`: three points per triangle, in canvas
/// pixels.
enum Tessellation {
    /// The sharpest join drawn mitred: a miter may reach at most this many half-widths from its
    /// point (SVG's default limit); sharper joins are bevelled.
    static let miterLimit = 4.0
    /// How far a circle's chords may stray inside the true circle, in canvas pixels.
    static let circleTolerance = 0.25

    // MARK: - Filled polygons

    /// Triangles covering the simple polygon `outline` (convex or concave, either winding), by ear
    /// clipping. Repeated points are skipped; a self-intersecting outline still gives triangles,
    /// but not necessarily the even-odd fill.
    static func fill(_ outline: [Vec2]) -> [Vec2] {
        let points = withoutRepeats(outline, closed: true)
        guard points.count >= 3 else { return [] }
        let area = zip(points, points.dropFirst() + [points[0]]).reduce(0) { $0 + $1.0.cross($1.1) }
        guard area != 0 else { return [] }
        let winding: Double = area > 0 ? 1 : -1

        var remaining = Array(points.indices)
        var triangles: [Vec2] = []
        triangles.reserveCapacity((points.count - 2) * 3)
        var i = 0, misses = 0
        while remaining.count > 3 {
            let n = remaining.count
            let a = points[remaining[(i + n - 1) % n]], b = points[remaining[i]], c = points[remaining[(i + 1) % n]]
            let turn = (b - a).cross(c - b) * winding
            let isEar = turn > 0 && !remaining.contains { index in
                let p = points[index]
                return p != a && p != b && p != c && contains(p, a, b, c, winding: winding)
            }
            // A straight vertex goes without a triangle; with no ear left (a self-intersecting
            // outline) the vertex is cut anyway so that the loop ends.
            if isEar || turn == 0 || misses >= n {
                if turn != 0 { triangles += [a, b, c] }
                remaining.remove(at: i)
                misses = 0
                i = i % remaining.count
            } else {
                misses += 1
                i = (i + 1) % n
            }
        }
        let last = remaining.map { points[$0] }
        if last.count == 3, (last[1] - last[0]).cross(last[2] - last[1]) != 0 { triangles += last }
        return triangles
    }

    /// Whether `p` lies inside or on the triangle `a b c` wound as `winding`.
    private static func contains(_ p: Vec2, _ a: Vec2, _ b: Vec2, _ c: Vec2, winding: Double) -> Bool {
        (b - a).cross(p - a) * winding >= 0 && (c - b).cross(p - b) * winding >= 0 && (a - c).cross(p - c) * winding >= 0
    }

    // MARK: - Strokes

    /// Triangles covering a line `width` wide along `points`: a quad per segment, mitred joins
    /// (bevelled beyond `miterLimit`) and square-cut ends.
    static func stroke(_ points: [Vec2], width: Double, closed: Bool) -> [Vec2] {
        let points = withoutRepeats(points, closed: closed)
        guard points.count >= 2, width > 0 else { return [] }
        let half = width / 2
        let n = points.count
        let segments = closed ? n : n - 1
        let directions = (0..<segments).map { (points[($0 + 1) % n] - points[$0]).normalized }

        // Where the segments arriving at and leaving each point have their left and right edges.
        var arriving = [(left: Vec2, right: Vec2)](repeating: (.zero, .zero), count: n)
        var leaving = arriving
        var triangles: [Vec2] = []
        for v in 0..<n {
            let p = points[v]
            let into = closed || v > 0 ? directions[(v + segments - 1) % segments] : nil
            let out = closed || v < n - 1 ? directions[v % segments] : nil
            switch (into, out) {
            case let (into?, out?):
                let miter = (into.perpendicular + out.perpendicular).normalized
                let cosine = miter.dot(into.perpendicular)
                if cosine >= 1 / miterLimit {
                    let offset = miter * (half / cosine)
                    arriving[v] = (p + offset, p - offset)
                    leaving[v] = arriving[v]
                } else {
                    arriving[v] = (p + into.perpendicular * half, p - into.perpendicular * half)
                    leaving[v] = (p + out.perpendicular * half, p - out.perpendicular * half)
                    // The bevel fills the outside of the turn.
                    triangles += into.cross(out) > 0 ? [p, arriving[v].right, leaving[v].right]
                                                     : [p, arriving[v].left, leaving[v].left]
                }
            case let (into?, nil):
                arriving[v] = (p + into.perpendicular * half, p - into.perpendicular * half)
            case let (nil, out?):
                leaving[v] = (p + out.perpendicular * half, p - out.perpendicular * half)
            case (nil, nil):
                break
            }
        }
        for s in 0..<segments {
            let start = leaving[s], end = arriving[(s + 1) % n]
            triangles += [start.left, start.right, end.right, start.left, end.right, end.left]
        }
        return triangles
    }

    // MARK: - Circles

    /// Points around a circle, close enough that no chord strays more than `circleTolerance`
    /// inside it (8 to 256 points).
    static func circle(center: Vec2, radius: Double) -> [Vec2] {
        let needed = radius > circleTolerance ? (Double.pi / acos(1 - circleTolerance / radius)).rounded(.up) : 8
        let count = needed.isFinite ? Int(min(256, max(8, needed))) : 256
        return (0..<count).map { k in
            let angle = 2 * Double.pi * Double(k) / Double(count)
            return center + Vec2(cos(angle), sin(angle)) * radius
        }
    }

    /// Triangles filling a circle: a fan from its centre.
    static func filledCircle(center: Vec2, radius: Double) -> [Vec2] {
        guard radius > 0, radius.isFinite else { return [] }
        let rim = circle(center: center, radius: radius)
        return rim.indices.flatMap { [center, rim[$0], rim[($0 + 1) % rim.count]] }
    }

    // MARK: -

    /// `points` without consecutive repeats (nor a last point repeating the first, when closed).
    private static func withoutRepeats(_ points: [Vec2], closed: Bool) -> [Vec2] {
        var result: [Vec2] = []
        result.reserveCapacity(points.count)
        for p in points where p != result.last { result.append(p) }
        if closed, result.count > 1, result.first == result.last { result.removeLast() }
        return result
    }
}
