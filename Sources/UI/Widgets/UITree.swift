import Engine

/// The widgets a scene shows this tick, in focus order (Tab goes down the array), built from the
/// scene's state by a pure function and handed to `handle` and `draw`.
public struct UITree: Sendable, Hashable {
    /// Every widget, in focus order; later widgets are on top where frames overlap.
    public var widgets: [Widget]
    /// The button Enter activates when the focus is not on a button and no layer is open.
    public var defaultButton: WidgetID?

    /// Makes a tree of `widgets` in focus order, with the button Enter activates (nil for none).
    public init(_ widgets: [Widget] = [], defaultButton: WidgetID? = nil) {
        self.widgets = widgets
        self.defaultButton = defaultButton
    }

    /// The widget named `id`.
    public subscript(id: WidgetID) -> Widget? { widgets.first { $0.id == id } }

    /// The enabled control part under `point` (canvas pixels), with targets grown to
    /// `minimumTarget`, among the widgets that take input (the top layer's while one is open);
    /// else the top layer's backdrop when a click there dismisses it.
    public func part(at point: Vec2, minimumTarget: Double) -> WidgetPart? {
        guard let widget = widgets[interactiveRange].last(where: {
            $0.isPointerTarget && $0.target(minimum: minimumTarget).contains(point) && clipContains($0, point)
        }) else { return backdropPart(at: point) }
        return WidgetPart(widget.id, widget.partIndex(at: point))
    }

    /// The focusable widget Tab moves to from `id` (forwards, or backwards for Shift+Tab) in
    /// tree order, wrapping around, among the widgets that take input (the top layer's while
    /// one is open); from a widget that is no longer focusable it goes on from where that
    /// widget is. The first (or last) when `id` is nil, gone or under the top layer; nil when
    /// none is focusable.
    public func focus(after id: WidgetID?, backwards: Bool = false) -> WidgetID? {
        let range = interactiveRange, candidates = widgets[range]
        guard let id, let start = candidates.firstIndex(where: { $0.id == id }) else {
            return (backwards ? candidates.last(where: \.isFocusable) : candidates.first(where: \.isFocusable))?.id
        }
        let count = range.count
        for offset in 1...count {
            let widget = widgets[range.lowerBound + (start - range.lowerBound + (backwards ? count - offset : offset)) % count]
            if widget.isFocusable { return widget.id }
        }
        return nil
    }

    /// Shows `action`'s new value in the widget it names, as the scene's next tree will: so
    /// several events of one tick build on each other.
    public mutating func apply(_ action: UIAction) {
        guard let id = action.id, let at = widgets.firstIndex(where: { $0.id == id }) else { return }
        switch (action, widgets[at].kind) {
        case (.toggled(_, let isOn), .toggle(let title, _)):
            widgets[at].kind = .toggle(title, isOn: isOn)
        case (.selected(_, let index), .segmented(let options, _)):
            widgets[at].kind = .segmented(options, selected: index)
        case (.selected(_, let index), .tabBar(let items, _)):
            widgets[at].kind = .tabBar(items, selected: index)
        case (.valueChanged(_, let value), .slider(_, let range, let step)):
            widgets[at].kind = .slider(value: value, range: range, step: step)
        case (.valueChanged(_, let value), .stepper(_, let range, let step)):
            widgets[at].kind = .stepper(value: value, range: range, step: step)
        case (.valueChanged(_, let value), .rating(_, let maximum)):
            widgets[at].kind = .rating(value: Int(value), maximum: maximum)
        case (.edited(_, let editing), .textField(_, let placeholder, let message)):
            widgets[at].kind = .textField(editing, placeholder: placeholder, message: message)
        case (.edited(_, let editing), .textEditor(_, let placeholder)):
            widgets[at].kind = .textEditor(editing, placeholder: placeholder)
        case (.dismissed, .layer(var layer)):
            layer.isClosing = true
            widgets[at].kind = .layer(layer)
        case (.selected(_, let index), .scrollView(var content)):
            content.selection = index
            widgets[at].kind = .scrollView(content)
        default:
            break
        }
    }
}

extension UITree {
    /// Where the widgets are, but toasts (which come and go): what a host keeps its own
    /// overlays off, canvas pixels.
    public var occupiedRegions: [Rect] {
        widgets.compactMap { if case .toast = $0.kind { nil } else { $0.frame } }
    }
}
