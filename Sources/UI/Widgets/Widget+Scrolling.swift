import Engine

extension Widget {
    /// Whether the pointer can press it: an enabled control, list row, grid tile or scrollbar.
    public var isPointerTarget: Bool {
        guard isEnabled else { return false }
        switch kind {
        case .listRow, .gridTile, .scrollBar: return true
        default: return kind.isFocusable
        }
    }

    /// The width of a scroll view's scrollbar strip along its right edge, px.
    public static let scrollBarWidth = 16.0
}

extension UITree {
    /// Whether `point` is inside the frame of the scroll view `widget` sits in (always, for a
    /// widget on the screen itself).
    func clipContains(_ widget: Widget, _ point: Vec2) -> Bool {
        guard let clip = widget.clip else { return true }
        return self[clip]?.frame.contains(point) ?? false
    }

    /// The scroll view `widget` is, whose scrollbar it is, or that it sits in.
    func scrollView(for widget: Widget) -> Widget? {
        switch widget.kind {
        case .scrollView: return widget
        case .scrollBar(let id, _): return self[id]
        default: return widget.clip.flatMap { self[$0] }
        }
    }
}
