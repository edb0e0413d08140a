import Engine

extension WidgetPainter {
    /// The most lines a toast's message wraps to before it ends in "…".
    static let toastMaxLines = 3

    /// A light pill hugging the message, centred at the bottom of the frame and growing upwards
    /// when the message wraps, faded by `opacity`.
    func drawToast(_ message: String, opacity: Double, into list: inout DrawList) {
        let frame = widget.frame, padding = theme.spacing(3)
        let layout = typesetter.layout(message, style: theme.body, maxWidth: frame.width - 2 * padding,
                                       alignment: .center, maxLines: Self.toastMaxLines)
        let height = max(frame.height, (layout.size.y + 2 * theme.spacing(1.5)).rounded())
        let width = (layout.size.x + 2 * padding).rounded()
        let pill = Rect(x: (frame.center.x - width / 2).rounded(), y: frame.maxY - height, width: width, height: height)
        list.fillRoundedRect(pill, radius: frame.height / 2, palette.text.withAlpha(opacity))
        // Centred lines sit in the box the layout was given, which is centred on the frame.
        let origin = Vec2((frame.minX + padding).rounded(), (pill.center.y - layout.size.y / 2).rounded())
        layout.draw(into: &list, at: origin, color: palette.background.withAlpha(opacity))
    }
}
