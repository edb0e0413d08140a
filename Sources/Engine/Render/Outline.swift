import Foundation

/// Polygon outlines of common shapes, for `DrawList.fillPolygon(_:_:)` and its kin: ellipses,
/// stars, hearts, rounded rectangles, arc bands and rings, and ways to move, turn and mirror
/// them. Points are in whatever units the caller draws in (y down, angles clockwise from +x).
public enum Outline {
    /// `count` points around an ellipse about `center` with radii `rx`, `ry`, turned by `turn` radians.
    public static func ellipse(_ center: Vec2, _ rx: Double, _ ry: Double, count: Int = 40, turn: Double = 0) -> [Vec2] {
        (0..<max(count, 0)).map { i in
            let a = Double(i) / Double(count) * 2 * .pi
            return center + Vec2(cos(a) * rx, sin(a) * ry).rotated(by: turn)
        }
    }

    /// A circle about `center` of radius `r`.
    public static func circle(_ center: Vec2, _ r: Double, count: Int = 40) -> [Vec2] { ellipse(center, r, r, count: count) }

    /// A star of `points` tips between radii `inner` and `outer`, its first tip straight up, turned by `turn` radians.
    public static func star(_ center: Vec2 = .zero, points: Int, outer: Double, inner: Double, turn: Double = 0) -> [Vec2] {
        (0..<max(points * 2, 0)).map { i in
            let a = -Double.pi / 2 + turn + Double(i) * .pi / Double(points)
            let r = i % 2 == 0 ? outer : inner
            return center + Vec2(cos(a) * r, sin(a) * r)
        }
    }

    /// A heart about `center` about `size` across (half-width), point down.
    public static func heart(_ center: Vec2 = .zero, size: Double = 0.9, count: Int = 60) -> [Vec2] {
        (0..<max(count, 0)).map { i in
            let t = Double(i) / Double(count) * 2 * .pi
            let x = 16 * pow(sin(t), 3)
            let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
            return center + Vec2(x / 17 * size, -y / 17 * size + 0.05 * size)
        }
    }

    /// A radial outline: radius `radius(angle)` at `count` angles (radians) about `center`.
    public static func radial(_ center: Vec2 = .zero, count: Int = 90, _ radius: (Double) -> Double) -> [Vec2] {
        (0..<max(count, 0)).map { i in
            let a = Double(i) / Double(count) * 2 * .pi
            let r = radius(a)
            return center + Vec2(cos(a) * r, sin(a) * r)
        }
    }

    /// A rectangle from `minX, minY` to `maxX, maxY` with corners rounded by `radius`.
    public static func roundedRect(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double, radius: Double) -> [Vec2] {
        let r = min(radius, (maxX - minX) / 2, (maxY - minY) / 2)
        let corners = [(Vec2(maxX - r, minY + r), -Double.pi / 2), (Vec2(maxX - r, maxY - r), 0.0),
                       (Vec2(minX + r, maxY - r), Double.pi / 2), (Vec2(minX + r, minY + r), Double.pi)]
        return corners.flatMap { center, start in
            (0...6).map { i in
                let a = start + Double(i) / 6 * .pi / 2
                return center + Vec2(cos(a) * r, sin(a) * r)
            }
        }
    }

    /// An arc band between radii `inner` and `outer` about `center`, from angle `from` to `to`, in radians.
    public static func band(_ center: Vec2, inner: Double, outer: Double, from: Double, to: Double, count: Int = 32) -> [Vec2] {
        let angles = (0...max(count, 1)).map { from + (to - from) * Double($0) / Double(max(count, 1)) }
        return angles.map { center + Vec2(cos($0), sin($0)) * outer } + angles.reversed().map { center + Vec2(cos($0), sin($0)) * inner }
    }

    /// A ring between radii `inner` and `outer`, as one simple polygon with a hair-thin slit.
    public static func ring(_ center: Vec2, inner: Double, outer: Double, count: Int = 48) -> [Vec2] {
        band(center, inner: inner, outer: outer, from: -Double.pi / 2 + 0.002, to: 1.5 * .pi - 0.002, count: count)
    }

    /// `points` moved by `offset`.
    public static func moved(_ points: [Vec2], _ offset: Vec2) -> [Vec2] { points.map { $0 + offset } }

    /// `points` turned by `angle` radians about `center`.
    public static func turned(_ points: [Vec2], _ angle: Double, about center: Vec2 = .zero) -> [Vec2] {
        points.map { center + ($0 - center).rotated(by: angle) }
    }

    /// `points` mirrored left to right (x negated), their order reversed to keep the winding.
    public static func mirrored(_ points: [Vec2]) -> [Vec2] { points.reversed().map { Vec2(-$0.x, $0.y) } }

    /// A polygon from flat x, y pairs.
    public static func path(_ xy: [Double]) -> [Vec2] { stride(from: 0, to: xy.count - 1, by: 2).map { Vec2(xy[$0], xy[$0 + 1]) } }

    /// A thick line from `a` to `b`, `width` across, as a quad.
    public static func bar(_ a: Vec2, _ b: Vec2, width: Double) -> [Vec2] {
        let n = (b - a).normalized.perpendicular * (width / 2)
        return [a + n, b + n, b - n, a - n]
    }
}
