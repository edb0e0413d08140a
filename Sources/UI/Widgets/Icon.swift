import Engine

/// A small line drawing for icon-only buttons and steppers, drawn from strokes so it needs no
/// art and scales with its box.
public enum Icon: Sendable, Hashable, CaseIterable {
    case plus, minus, close, check, sliders, text, list, layers

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
        }
    }
}
