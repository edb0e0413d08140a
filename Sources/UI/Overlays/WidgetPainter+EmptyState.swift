import Engine

extension WidgetPainter {
    /// The icon in a circle, the title under it and the whole message under that, all centred
    /// across the frame.
    func drawEmptyState(_ icon: Icon, title: String, message: String, into list: inout DrawList) {
        let frame = widget.frame, radius = theme.spacing(6)
        let iconCenter = Vec2(frame.center.x, frame.minY + radius)
        list.fillCircle(iconCenter, radius: radius, palette.surface)
        icon.draw(into: &list, center: iconCenter, size: theme.spacing(5), color: palette.mutedText)
        let titleFrame = Rect(x: frame.minX, y: frame.minY + 2 * radius + theme.spacing(2), width: frame.width,
                              height: theme.headline.lineHeight)
        drawText(title, style: theme.headline, in: titleFrame, color: palette.text, into: &list)
        let layout = typesetter.layout(message, style: theme.body, maxWidth: frame.width, alignment: .center)
        place(layout, at: Vec2(frame.minX.rounded(), (titleFrame.maxY + theme.spacing(1)).rounded()), color: palette.mutedText,
              into: &list)
    }
}
