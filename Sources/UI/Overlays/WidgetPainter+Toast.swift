import Engine

extension WidgetPainter {
    /// A pill hugging the message, centred at the bottom of the frame and growing upwards as
    /// far as the message wraps (it is never cut short), faded by `opacity`.
    func drawToast(_ message: String, opacity: Double, into list: inout DrawList) {
        let frame = widget.frame
        let layout = Toast.layout(message, width: frame.width, theme: theme, typesetter: typesetter)
        let size = Toast.pillSize(of: layout, frame: frame, theme: theme)
        let pill = Rect(x: (frame.center.x - size.x / 2).rounded(), y: frame.maxY - size.y, width: size.x, height: size.y)
        list.fillRoundedRect(pill, radius: min(frame.height, size.y) / 2, palette.text.withAlpha(opacity))
        // Centred lines sit in the box the layout was given, which is centred on the frame.
        let origin = Vec2((frame.minX + theme.spacing(3)).rounded(), (pill.center.y - layout.size.y / 2).rounded())
        place(layout, at: origin, color: palette.background.withAlpha(opacity), within: pill, into: &list)
    }
}

extension Toast {
    /// `message` laid out as a toast `width` canvas pixels wide shows it: every line, centred.
    public static func layout(_ message: String, width: Double, theme: Theme, typesetter: Typesetter) -> TextLayout {
        typesetter.layout(message, style: theme.body, maxWidth: width - 2 * theme.spacing(3), alignment: .center)
    }

    /// The pill around `layout` in a toast frame `frame`: at least the frame's height, in
    /// canvas pixels.
    public static func pillSize(of layout: TextLayout, frame: Rect, theme: Theme) -> Vec2 {
        Vec2((layout.size.x + 2 * theme.spacing(3)).rounded(),
             max(frame.height, (layout.size.y + 2 * theme.spacing(1.5)).rounded()))
    }
}
