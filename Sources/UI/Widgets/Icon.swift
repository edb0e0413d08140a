import Engine

/// A small line drawing for icon-only buttons and steppers, drawn from strokes so it needs no
/// art and scales with its box.
public enum Icon: Sendable, Hashable, CaseIterable {
    case plus, minus, close, check

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
        }
    }
}
