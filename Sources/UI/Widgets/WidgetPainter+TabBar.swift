import Engine

extension WidgetPainter {
    /// A bar on the surface colour with a hairline on top; each tab an icon over its title, the
    /// selected one in the primary colour with a pill behind its icon.
    func drawTabBar(_ items: [TabItem], selected: Int, into list: inout DrawList) {
        let frame = widget.frame
        list.fillRect(frame, palette.surface)
        list.fillRect(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1), palette.outline)
        for (index, item) in items.enumerated() {
            let tab = widget.segmentFrame(index, of: items.count)
            let isSelected = index == selected, isHovered = hovered?.index == index, isPressed = pressed?.index == index
            let ink: Color = !widget.isEnabled ? palette.disabledText : isSelected ? palette.primary : palette.mutedText
            let iconCenter = Vec2(tab.center.x, tab.minY + tab.height * 0.36)
            let pill = Rect(center: iconCenter, size: Vec2(64, 32))
            if isSelected && widget.isEnabled {
                list.fillRoundedRect(pill, radius: 16, shade(palette.primary.withAlpha(0.2), hover: isHovered, press: isPressed))
            } else if isHovered || isPressed {
                list.fillRoundedRect(pill, radius: 16, ghostFill(press: isPressed))
            }
            item.icon.draw(into: &list, center: iconCenter, size: 20, color: ink)
            let label = Rect(x: tab.minX, y: tab.minY + tab.height * 0.62, width: tab.width, height: tab.height * 0.3)
            drawText(item.title, style: theme.caption, in: label, color: ink, into: &list)
            if isFocused && isSelected {
                let out = theme.focusRingGap + theme.focusRingWidth / 2
                list.strokeRoundedRect(pill.insetBy(-out), radius: 16 + out, palette.focusRing, width: theme.focusRingWidth)
            }
        }
    }
}
