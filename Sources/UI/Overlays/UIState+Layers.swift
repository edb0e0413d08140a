import Engine

extension UIState {
    /// Catches up with the layers `tree` shows: a layer that opened takes the focus to its first
    /// control (remembering where it was), one that closed gives it back (or, when that widget
    /// is disabled now, the layer beneath gives it to its first control). `UITree.handle` does
    /// this first thing; call it after building a new tree too, so the focus moves in the same
    /// tick the layer opens.
    public mutating func followLayers(of tree: UITree) {
        let open = tree.openLayers
        var kept = 0
        while kept < min(layers.count, open.count), layers[kept].id == open[kept] { kept += 1 }
        guard kept < layers.count || kept < open.count else { return }
        for closed in layers[kept...].reversed() { focused = closed.returnFocus }
        layers.removeSubrange(kept...)
        // The widget the focus goes back to may have been disabled meanwhile (a Delete with
        // nothing left to delete): the focus goes to the first control of the layer it is in.
        if kept == open.count, let id = focused, tree.interactiveWidget(id)?.isFocusable != true {
            focused = layers.last.flatMap { tree.firstControl(inLayer: $0.id) }
        }
        for id in open[kept...] {
            layers.append(OpenLayer(id: id, returnFocus: focused))
            focused = tree.firstControl(inLayer: id)
        }
        pressed = nil
        hovered = nil
        dragging = nil
    }
}
