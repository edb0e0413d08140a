import Engine
import Foundation

extension DrawList {
    /// Fills `rect` with corners rounded to `radius` canvas pixels (at most half its shorter side).
    public mutating func fillRoundedRect(_ rect: Rect, radius: Double, _ color: Color) {
        fillPolygon(Self.roundedRectOutline(rect, radius: radius), color)
    }

    /// Outlines `rect`, corners rounded to `radius`, with a line `width` canvas pixels wide
    /// centred on its edge.
    public mutating func strokeRoundedRect(_ rect: Rect, radius: Double, _ color: Color, width: Double = 2) {
        strokePolygon(Self.roundedRectOutline(rect, radius: radius), color, width: width)
    }

    /// The outline of a rounded rectangle, clockwise on screen from the top-left corner's arc,
    /// each corner `segments` straight pieces.
    public static func roundedRectOutline(_ rect: Rect, radius: Double, segments: Int = 8) -> [Vec2] {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            return [rect.origin, Vec2(rect.maxX, rect.minY), Vec2(rect.maxX, rect.maxY), Vec2(rect.minX, rect.maxY)]
        }
        let corners = [Vec2(rect.minX + r, rect.minY + r), Vec2(rect.maxX - r, rect.minY + r),
                       Vec2(rect.maxX - r, rect.maxY - r), Vec2(rect.minX + r, rect.maxY - r)]
        var points: [Vec2] = []
        points.reserveCapacity(corners.count * (segments + 1))
        for (i, corner) in corners.enumerated() {
            let start = Double.pi * (1 + Double(i) / 2)
            for s in 0...segments {
                let a = start + Double(s) / Double(segments) * .pi / 2
                points.append(corner + Vec2(cos(a), sin(a)) * r)
            }
        }
        return points
    }
}
