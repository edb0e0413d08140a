import Engine

extension WidgetPainter {
    /// The text inset of rows and headers from the list's edges, px.
    static let rowInset = 24.0

    /// A thin rounded thumb along the right edge, wider under the pointer; nothing when all fits.
    func drawScrollBar(_ thumb: ScrollbarThumb?, into list: inout DrawList) {
        guard let thumb else { return }
        let active = hovered != nil || pressed != nil
        let width = active ? 10.0 : 6.0
        let rect = Rect(x: widget.frame.maxX - width - 3, y: widget.frame.minY + thumb.start, width: width, height: thumb.length)
        list.fillRoundedRect(rect, radius: width / 2, palette.mutedText.withAlpha(active ? 0.9 : 0.6))
    }

    /// A row: its fill when selected, hovered or pressed, its icon and its title over its second
    /// line at the left, badge (at the end of the title's line, so the second line keeps the
    /// row's width), trailing text and accessory at the right, a hairline under it.
    func drawListRow(_ row: ListRow, isSelected: Bool, into list: inout DrawList) {
        let frame = widget.frame, inset = Self.rowInset
        if isSelected {
            list.fillRect(frame, shade(palette.primary.withAlpha(0.24), hover: hovered != nil, press: pressed != nil))
        } else if hovered != nil || pressed != nil {
            list.fillRect(frame, ghostFill(press: pressed != nil).withAlpha(0.6))
        }
        list.fillRect(Rect(x: frame.minX + inset, y: frame.maxY - 1, width: frame.width - inset, height: 1), palette.outline)
        var right = frame.maxX - inset
        let ink = widget.isEnabled ? palette.text : palette.disabledText
        switch row.accessory {
        case .none:
            break
        case .chevron:
            let center = Vec2(right - 8, frame.center.y)
            list.polyline([center + Vec2(-5, -10), center + Vec2(5, 0), center + Vec2(-5, 10)], palette.mutedText, width: 3)
        case .rating(let value, let maximum):
            for dot in 0..<maximum {
                let center = Vec2(right - 9 - Double(maximum - 1 - dot) * 24, frame.center.y)
                if dot < value {
                    list.fillCircle(center, radius: 8, widget.isEnabled ? palette.primary : palette.outline)
                } else {
                    list.strokeCircle(center, radius: 7, palette.outline, width: 2)
                }
            }
        case .icon(let icon):
            icon.draw(into: &list, center: Vec2(right - 14, frame.center.y), size: 24, color: palette.mutedText)
        }
        right -= row.accessoryWidth
        if let text = row.trailingLayout(theme: theme, typesetter: typesetter) {
            right -= text.size.x
            place(text, at: Vec2(right.rounded(), (frame.center.y - text.size.y / 2).rounded()), color: palette.mutedText, into: &list)
            right -= 16
        }
        let left = frame.minX + inset + row.leadingWidth
        if let icon = row.leading {
            icon.draw(into: &list, center: Vec2(frame.minX + inset + 14, frame.center.y), size: 28,
                      color: widget.isEnabled ? palette.mutedText : palette.disabledText)
        }
        let width = row.textWidth(rowWidth: frame.width, theme: theme, typesetter: typesetter)
        let badge = row.badgeLayout(theme: theme, typesetter: typesetter)
        let titleWidth = max(0, width - (badge.map { $0.size.x + 24 + 16 } ?? 0))
        let titleStyle = TextStyle(weight: .semibold, size: theme.body.size, lineHeight: theme.body.lineHeight)
        let title = typesetter.layout(row.title, style: titleStyle, maxWidth: titleWidth, maxLines: 1)
        let second = row.subtitle.map { typesetter.layout($0, style: theme.caption, maxWidth: width, maxLines: row.wrapsSubtitle ? nil : 1) }
        let top = (frame.center.y - (title.size.y + (second?.size.y ?? 0)) / 2).rounded()
        if let badge {
            let middle = top + title.size.y / 2
            let pill = Rect(x: right - badge.size.x - 24, y: (middle - badge.size.y / 2 - 4).rounded(),
                            width: badge.size.x + 24, height: badge.size.y + 8)
            list.fillRoundedRect(pill, radius: pill.height / 2, palette.primary.withAlpha(0.18))
            place(badge, at: Vec2(pill.minX + 12, pill.minY + 4), color: widget.isEnabled ? palette.primary : palette.disabledText, into: &list)
        }
        place(title, at: Vec2(left, top), color: ink, mayBeCut: row.isExcerpt, into: &list)
        if let second { place(second, at: Vec2(left, top + title.size.y), color: palette.mutedText, into: &list) }
    }

    /// A section header: an opaque band (it covers the rows scrolling under it when stuck) with
    /// its title at the left and a hairline under it.
    func drawListHeader(_ title: String, into list: inout DrawList) {
        let frame = widget.frame
        list.fillRect(frame, palette.surface)
        list.fillRect(Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1), palette.outline)
        let style = TextStyle(weight: .semibold, size: theme.body.size, lineHeight: theme.body.lineHeight)
        drawText(title, style: style, in: frame.insetBy(dx: Self.rowInset), color: palette.primary, alignment: .left, into: &list)
    }

    /// The most lines a tile's caption wraps onto, taking them from its picture.
    static let tileCaptionLines = 2

    /// The height under a tile's picture its caption takes (none without one): one line, or
    /// two when it is too long for one, in canvas pixels.
    func tileCaptionHeight(_ tile: GridTile) -> Double {
        guard !tile.caption.isEmpty else { return 0 }
        return Double(tileCaption(tile).lines.count) * theme.caption.lineHeight + 8
    }

    /// The tile's caption laid out across the tile, on at most `tileCaptionLines` lines.
    func tileCaption(_ tile: GridTile) -> TextLayout {
        typesetter.layout(tile.caption, style: theme.caption, maxWidth: widget.frame.width, alignment: .center,
                          maxLines: Self.tileCaptionLines)
    }

    /// The tile's swatch, above its caption (pressed in a little while pressed).
    func tileArt(_ tile: GridTile) -> Rect {
        let frame = widget.frame
        let card = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - tileCaptionHeight(tile))
        return pressed != nil ? card.insetBy(2) : card
    }

    /// The box inside the swatch a picture is fitted in.
    func tilePictureBox(_ tile: GridTile) -> Rect { tileArt(tile).insetBy(8) }

    func drawGridTile(_ tile: GridTile, isSelected: Bool, into list: inout DrawList) {
        let frame = widget.frame
        let captionHeight = tileCaptionHeight(tile)
        let card = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - captionHeight)
        let art = tileArt(tile)
        list.fillRoundedRect(art, radius: theme.cornerRadius, shade(palette.surface, hover: hovered != nil, press: pressed != nil))
        switch tile.art {
        case .icon(let icon, let background):
            list.fillRoundedRect(art.insetBy(8), radius: theme.cornerRadius - 6, background)
            icon.draw(into: &list, center: art.center, size: (min(art.width, art.height) * 0.36).rounded(), color: palette.text)
        case .image(let texture, let size):
            let room = art.insetBy(8)
            let fit = size.x > 0 && size.y > 0 ? min(room.width / size.x, room.height / size.y) : 0
            list.sprite(Sprite(texture: texture, center: room.center, size: Vec2(size.x * fit, size.y * fit)))
        case .color(let color), .content(let color):
            list.fillRoundedRect(art.insetBy(8), radius: theme.cornerRadius - 6, color)
        }
        if isSelected {
            list.strokeRoundedRect(card.insetBy(-2), radius: theme.cornerRadius + 2, palette.primary, width: 4)
        }
        if captionHeight > 0 {
            let caption = Rect(x: frame.minX, y: card.maxY + 4, width: frame.width, height: captionHeight - 4)
            let layout = tileCaption(tile)
            place(layout, at: Vec2(frame.minX.rounded(), (caption.center.y - layout.size.y / 2).rounded()),
                  color: isSelected ? palette.text : palette.mutedText, within: caption, mayBeCut: tile.captionMayBeCut, into: &list)
        }
    }
}

extension Rect {
    /// This rectangle narrowed by `dx` px at the left and at the right.
    func insetBy(dx: Double) -> Rect { Rect(x: minX + dx, y: minY, width: max(0, width - 2 * dx), height: height) }
}

extension ListRow {
    /// The width its accessory takes at the row's right end, in canvas pixels.
    var accessoryWidth: Double {
        switch accessory {
        case .none: 0
        case .chevron: 32
        case .rating(_, let maximum): Double(maximum) * 24 + 8
        case .icon: 44
        }
    }

    /// The width its icon takes before the title, in canvas pixels.
    var leadingWidth: Double { leading == nil ? 0 : 48 }

    /// Its badge laid out, or nil for none.
    func badgeLayout(theme: Theme, typesetter: Typesetter) -> TextLayout? {
        badge.map { typesetter.layout($0, style: theme.caption, maxLines: 1) }
    }

    /// Its trailing text laid out, or nil for none.
    func trailingLayout(theme: Theme, typesetter: Typesetter) -> TextLayout? {
        trailing.map { typesetter.layout($0, style: theme.caption, maxLines: 1) }
    }

    /// The width of its second line in a row `rowWidth` canvas pixels wide (its title's, less
    /// the badge's pill): what the insets, the icon, the trailing text and the accessory leave
    /// (the trailing text measured as the tree being built will show it).
    func textWidth(rowWidth: Double, theme: Theme, typesetter: Typesetter) -> Double {
        var width = rowWidth - 2 * WidgetPainter.rowInset - leadingWidth - accessoryWidth
        if let trailing { width -= typesetter.measure(trailing, style: theme.caption).size.x + 16 }
        return max(0, width)
    }
}
