import Engine

extension WidgetPainter {
    /// The dim over everything before the layer, faded in with it, then the sheet's panel (its
    /// top corners rounded, a grab handle on top) or the dialog's card.
    func drawLayer(_ layer: Layer, into list: inout DrawList) {
        list.fillRect(layer.backdrop, Color.black.withAlpha(0.6 * layer.presence))
        let frame = widget.frame, radius = theme.spacing(3)
        switch layer.style {
        case .sheet:
            // Grown below the canvas by its radius, so only the top corners show rounded.
            let panel = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + radius)
            list.fillRoundedRect(panel, radius: radius, palette.surface)
            list.strokeRoundedRect(panel, radius: radius, palette.outline, width: 1)
            let handle = Rect(center: Vec2(frame.center.x, frame.minY + theme.spacing(1.5)), size: Vec2(theme.spacing(6), 6))
            list.fillRoundedRect(handle, radius: 3, palette.outline)
        case .dialog:
            list.fillRoundedRect(frame, radius: radius, palette.surface)
            list.strokeRoundedRect(frame, radius: radius, palette.outline, width: 1)
        }
    }
}
