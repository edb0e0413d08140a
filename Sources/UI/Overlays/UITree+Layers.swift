import Engine

extension UITree {
    /// The open layers, bottom first, as their marker widgets name them (layers going out left out).
    public var openLayers: [WidgetID] {
        widgets.compactMap { widget in
            if case .layer(let layer) = widget.kind, !layer.isClosing { widget.id } else { nil }
        }
    }

    /// The top open layer's marker and the layer, or nil when none is open.
    public var topLayer: (id: WidgetID, layer: Layer)? {
        guard let index = topLayerIndex, case .layer(let layer) = widgets[index].kind else { return nil }
        return (widgets[index].id, layer)
    }

    /// The index of the top open layer's marker.
    var topLayerIndex: Int? {
        widgets.lastIndex { widget in
            if case .layer(let layer) = widget.kind { !layer.isClosing } else { false }
        }
    }

    /// The widgets that take input now: the top open layer's contents (up to the next marker),
    /// or, with no layer open, those before the first marker.
    var interactiveRange: Range<Int> {
        let start = topLayerIndex.map { $0 + 1 } ?? 0
        let end = widgets[start...].firstIndex { if case .layer = $0.kind { true } else { false } } ?? widgets.endIndex
        return start..<end
    }

    /// The widget named `id` if it takes input now (it is in the top layer).
    func interactiveWidget(_ id: WidgetID) -> Widget? {
        widgets[interactiveRange].first { $0.id == id }
    }

    /// The button Enter activates when the focus is not on a button: the top layer's default,
    /// or with no layer open the tree's.
    var activeDefaultButton: WidgetID? {
        if let top = topLayer { return top.layer.defaultButton }
        return defaultButton
    }

    /// What Enter does when the focus is on no button: the active default button's activation,
    /// when that button takes input now.
    var defaultActivation: UIAction? {
        guard let id = activeDefaultButton, interactiveWidget(id)?.isFocusable == true else { return nil }
        return activation(of: id)
    }

    /// What activating button `id` means: dismissing the top layer when it is its cancel
    /// button, else a tap.
    func activation(of id: WidgetID) -> UIAction {
        if let top = topLayer, top.layer.cancelButton == id { return .dismissed(top.id) }
        return .tapped(id)
    }

    /// The top layer's backdrop part under `point` when a click there dismisses it (outside
    /// its panel), else nil.
    func backdropPart(at point: Vec2) -> WidgetPart? {
        guard let index = topLayerIndex, case .layer(let layer) = widgets[index].kind, layer.closesOnBackdrop,
              layer.backdrop.contains(point), !widgets[index].frame.contains(point) else { return nil }
        return WidgetPart(widgets[index].id, WidgetPart.backdrop)
    }

    /// The first control of layer `id` (nil when it has none or there is no such layer).
    func firstControl(inLayer id: WidgetID) -> WidgetID? {
        guard let marker = widgets.firstIndex(where: { $0.id == id }) else { return nil }
        for widget in widgets[(marker + 1)...] {
            if case .layer = widget.kind { return nil }
            if widget.isFocusable { return widget.id }
        }
        return nil
    }
}
