import Engine

extension UIState {
    /// Catches up with the layers `tree` shows: a layer that opened takes the focus to its first
    /// control (remembering where it was), one that closed gives it back. `UITree.handle` does
    /// this first thing; call it after building a new tree too, so the focus moves in the same
    /// tick the layer opens.
    public mutating func followLayers(of tree: UITree) {
        let open = tree.openLayers
        var kept = 0
        while kept < min(layers.count, open.count), layers[kept].id == open[kept] { kept += 1 }
        guard kept < layers.count || kept < open.count else { return }
        for closed in layers[kept...].reversed() { focused = closed.returnFocus }
        layers.removeSubrange(kept...)
        for id in open[kept...] {
            layers.append(OpenLayer(id: id, returnFocus: focused))
            focused = tree.firstControl(inLayer: id)
        }
        pressed = nil
        hovered = nil
        dragging = nil
    }
}
