import Foundation
import Engine

/// A small line drawing for icon-only buttons and steppers, drawn from strokes so it needs no
/// art and scales with its box.
public enum Icon: Sendable, Hashable, CaseIterable {
    /// A plus, a minus, a close ×, a check mark, sliders, text, a list and layers.
    case plus, minus, close, check, sliders, text, list, layers
    /// Undo, redo, a star, a bag, share, a lock, film and a TV.
    case undo, redo, star, bag, share, lock, film, tv

    /// Strokes the icon centred at `center`, `size` canvas pixels across, in `color`.
    public func draw(into list: inout DrawList, center: Vec2, size: Double, color: Color) {
        let h = size / 2, width = max(2, (size / 7).rounded())
        switch self {
        case .plus:
            list.line(center - Vec2(h, 0), center + Vec2(h, 0), color, width: width)
            list.line(center - Vec2(0, h), center + Vec2(0, h), color, width: width)
        case .minus:
            list.line(center - Vec2(h, 0), center + Vec2(h, 0), color, width: width)
        case .close:
            let d = h * 0.8
            list.line(center - Vec2(d, d), center + Vec2(d, d), color, width: width)
            list.line(center + Vec2(-d, d), center + Vec2(d, -d), color, width: width)
        case .check:
            list.polyline([center + Vec2(-h, 0), center + Vec2(-h * 0.3, h * 0.65), center + Vec2(h, -h * 0.6)],
                          color, width: width)
        case .sliders:
            for (row, knob) in [(-0.6, 0.4), (0.0, -0.4), (0.6, 0.1)] {
                let y = center.y + h * row
                list.line(Vec2(center.x - h, y), Vec2(center.x + h, y), color, width: width / 2)
                list.fillCircle(Vec2(center.x + h * knob, y), radius: width * 1.2, color)
            }
        case .text:
            list.line(center + Vec2(-h, -h), center + Vec2(h, -h), color, width: width)
            list.line(center + Vec2(0, -h), center + Vec2(0, h), color, width: width)
        case .list:
            for row in [-0.7, 0.0, 0.7] {
                let y = center.y + h * row
                list.fillCircle(Vec2(center.x - h, y), radius: width * 0.7, color)
                list.line(Vec2(center.x - h * 0.5, y), Vec2(center.x + h, y), color, width: width)
            }
        case .layers:
            let back = [center + Vec2(-h * 0.4, -h), center + Vec2(h, -h), center + Vec2(h, h * 0.4)]
            list.polyline(back, color, width: width / 2)
            let front = Rect(x: center.x - h, y: center.y - h * 0.6, width: h * 1.6, height: h * 1.6)
            list.polyline([front.origin, Vec2(front.maxX, front.minY), Vec2(front.maxX, front.maxY),
                           Vec2(front.minX, front.maxY), front.origin], color, width: width)
        case .undo, .redo:
            // A hooked arrow: along the top, round a half circle and back; its head points back
            // (undo) or on (redo).
            let s = self == .undo ? 1.0 : -1.0
            let turn = center + Vec2(s * h * 0.25, h * 0.2)
            let arc = (0...8).map { i -> Vec2 in
                let a = Double.pi * (Double(i) / 8 - 0.5)
                return turn + Vec2(s * cos(a), sin(a)) * (h * 0.5)
            }
            let head = center + Vec2(-s * h, -h * 0.3)
            list.polyline([head] + arc + [center + Vec2(-s * h * 0.4, h * 0.7)], color, width: width)
            list.polyline([head + Vec2(s * h * 0.45, -h * 0.45), head, head + Vec2(s * h * 0.45, h * 0.45)], color, width: width)
        case .star:
            let points = (0..<10).map { i -> Vec2 in
                let a = Double(i) * .pi / 5 - .pi / 2, r = i.isMultiple(of: 2) ? h : h * 0.45
                return center + Vec2(cos(a), sin(a)) * r
            }
            list.polyline(points + [points[0]], color, width: width)
        case .bag:
            let body = Rect(x: center.x - h * 0.8, y: center.y - h * 0.35, width: h * 1.6, height: h * 1.3)
            list.polyline([body.origin, Vec2(body.maxX, body.minY), Vec2(body.maxX, body.maxY),
                           Vec2(body.minX, body.maxY), body.origin], color, width: width)
            list.polyline([Vec2(center.x - h * 0.35, body.minY), Vec2(center.x - h * 0.35, center.y - h * 0.7),
                           Vec2(center.x + h * 0.35, center.y - h * 0.7), Vec2(center.x + h * 0.35, body.minY)], color, width: width)
        case .share:
            // A tray with an arrow rising out of it.
            list.polyline([center + Vec2(-h, 0), center + Vec2(-h, h), center + Vec2(h, h), center + Vec2(h, 0)], color, width: width)
            list.line(center + Vec2(0, h * 0.4), center + Vec2(0, -h), color, width: width)
            list.polyline([center + Vec2(-h * 0.5, -h * 0.5), center + Vec2(0, -h), center + Vec2(h * 0.5, -h * 0.5)], color, width: width)
        case .film:
            // A strip of film: its frame edges, and sprocket holes down both margins.
            let w = h * 0.75, margin = h * 0.45
            let strip = [center + Vec2(-w, -h), center + Vec2(w, -h), center + Vec2(w, h), center + Vec2(-w, h), center + Vec2(-w, -h)]
            list.polyline(strip, color, width: width)
            for side in [-1.0, 1.0] {
                list.line(center + Vec2(side * margin, -h), center + Vec2(side * margin, h), color, width: width / 2)
                for row in [-0.55, 0.0, 0.55] {
                    list.line(center + Vec2(side * w, h * row), center + Vec2(side * margin, h * row), color, width: width / 2)
                }
            }
        case .tv:
            // A screen on its rounded box, with two antennae.
            let top = -h * 0.45
            list.polyline([center + Vec2(-h, top), center + Vec2(h, top), center + Vec2(h, h * 0.8), center + Vec2(-h, h * 0.8),
                           center + Vec2(-h, top)], color, width: width)
            list.line(center + Vec2(0, top), center + Vec2(-h * 0.45, -h), color, width: width / 2)
            list.line(center + Vec2(0, top), center + Vec2(h * 0.45, -h), color, width: width / 2)
        case .lock:
            let body = Rect(x: center.x - h * 0.75, y: center.y - h * 0.1, width: h * 1.5, height: h * 1.1)
            list.fillRect(body, color)
            list.polyline((0...8).map { i -> Vec2 in
                let a = Double.pi * Double(i) / 8
                return Vec2(center.x - cos(a) * h * 0.45, body.minY - sin(a) * h * 0.8)
            }, color, width: width)
        }
    }
}
