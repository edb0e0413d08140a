import Engine

extension WidgetPainter {
    /// A light pill hugging the message, centred at the bottom of the frame, faded by `opacity`.
    func drawToast(_ message: String, opacity: Double, into list: inout DrawList) {
        let frame = widget.frame, padding = theme.spacing(3)
        let layout = typesetter.layout(message, style: theme.body, maxWidth: frame.width - 2 * padding,
                                       alignment: .left, maxLines: 1)
        let pill = Rect(center: frame.center, size: Vec2((layout.size.x + 2 * padding).rounded(), frame.height))
        list.fillRoundedRect(pill, radius: pill.height / 2, palette.text.withAlpha(opacity))
        let origin = Vec2((frame.center.x - layout.size.x / 2).rounded(), (frame.center.y - layout.size.y / 2).rounded())
        layout.draw(into: &list, at: origin, color: palette.background.withAlpha(opacity))
    }
}
