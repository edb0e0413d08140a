import Engine
import UI

extension Inspector {
    /// The height of a row, in canvas pixels.
    static let rowHeight = 26.0
    /// The height of the title and search line above the rows, in canvas pixels.
    static let headerHeight = 84.0
    /// The height of the key hints below the rows, in canvas pixels.
    static let footerHeight = 34.0
    /// How far each level is indented, in canvas pixels.
    static let indent = 18.0
    private static let padding = 12.0
    private static let textSize = 17.0

    /// Where the overlay sits on a canvas of `size`: all of it but a margin, so the scene
    /// shows around it.
    package static func panel(canvas size: Vec2) -> Rect {
        Rect(x: 12, y: 12, width: max(0, size.x - 24), height: max(0, size.y - 24))
    }

    /// The search field's caret, for the desktop's text input, in canvas pixels.
    package static func searchCaret(panel: Rect) -> Rect { Rect(x: panel.minX + 20, y: panel.minY + 42, width: 2, height: 32) }

    /// The height of the probe plot under the rows while one is shown, in canvas pixels.
    static let plotHeight = 300.0

    /// How many rows fit in `panel`, above the plot when one is shown.
    func visibleRows(in panel: Rect) -> Int {
        max(1, Int((panel.height - Self.headerHeight - Self.footerHeight - (plot == nil ? 0 : Self.plotHeight)) / Self.rowHeight))
    }

    /// The index in the rows of the row under `point`, when it is on one.
    func row(at point: Vec2, panel: Rect) -> Int? {
        let top = panel.minY + Self.headerHeight
        guard panel.contains(point), point.y >= top, point.y < top + Double(visibleRows(in: panel)) * Self.rowHeight else { return nil }
        return firstRow + Int((point.y - top) / Self.rowHeight)
    }

    /// Draws the overlay in `panel`.
    package func draw(in panel: Rect, into list: inout DrawList, typesetter: Typesetter) {
        list.fillRect(panel, Color(r: 12, g: 14, b: 20, a: 232))
        let left = panel.minX + Self.padding, width = panel.width - 2 * Self.padding
        let title = HostStrings.inspectorTitle(tick: tick ?? 0)
        place(title, at: Vec2(left, panel.minY + 10), width: width, color: .white, bold: true, typesetter: typesetter, into: &list)
        let field = Rect(x: left, y: panel.minY + 42, width: width, height: 32)
        list.fillRect(field, Color(r: 38, g: 42, b: 54))
        let search = query.isEmpty ? HostStrings.inspectorSearchPlaceholder : query
        let typed = place(search, at: Vec2(field.minX + 8, field.minY + 5), width: field.width - 16,
                          color: query.isEmpty ? Self.muted : .white, bold: false, typesetter: typesetter, into: &list)
        let caretX = field.minX + 8 + (query.isEmpty ? 0 : typed.size.x) + 1
        list.fillRect(Rect(x: min(caretX, field.maxX - 4), y: field.minY + 6, width: 2, height: field.height - 12), .white)
        let top = panel.minY + Self.headerHeight
        let shown = rows.dropFirst(firstRow).prefix(visibleRows(in: panel))
        for (offset, row) in shown.enumerated() {
            let y = top + Double(offset) * Self.rowHeight
            if firstRow + offset == selection {
                list.fillRect(Rect(x: panel.minX + 4, y: y, width: panel.width - 8, height: Self.rowHeight), Color(r: 46, g: 84, b: 150))
            }
            let x = left + Double(row.depth) * Self.indent
            if row.isExpandable { Self.drawDisclosure(isOpen: row.isExpanded, at: Vec2(x + 7, y + Self.rowHeight / 2), into: &list) }
            let nameX = x + Self.indent
            let name = typesetter.layout(row.name, style: .sized(Self.textSize, bold: true), maxWidth: max(1, panel.maxX - nameX - Self.padding), maxLines: 1)
            name.draw(into: &list, at: Vec2(nameX, y + 3), color: row.depth == 0 ? .yellow : .white)
            let valueX = nameX + name.size.x + 12
            if valueX < panel.maxX - Self.padding - 24 {
                place(row.summary, at: Vec2(valueX, y + 3), width: panel.maxX - Self.padding - valueX,
                      color: row.isExpandable ? Self.muted : Self.value, bold: false, typesetter: typesetter, into: &list)
            }
        }
        if rows.isEmpty {
            place(HostStrings.inspectorNothingMatches, at: Vec2(left, top + 4), width: width, color: Self.muted, bold: false,
                  typesetter: typesetter, into: &list)
        }
        if let plot {
            let frame = Rect(x: left, y: panel.maxY - Self.footerHeight - Self.plotHeight, width: width, height: Self.plotHeight - 8)
            ProbeChart(series: [plot.series], textSize: 15).draw(in: frame, into: &list, typesetter: typesetter)
        }
        let hints = HostStrings.inspectorHints
        place(hints, at: Vec2(left, panel.maxY - Self.footerHeight + 6), width: width, color: Self.muted, bold: false,
              typesetter: typesetter, into: &list)
    }

    /// A triangle pointing right (folded) or down (unfolded), centred at `center`.
    private static func drawDisclosure(isOpen: Bool, at center: Vec2, into list: inout DrawList) {
        let r = 5.0
        let points = isOpen ? [Vec2(center.x - r, center.y - r / 2), Vec2(center.x + r, center.y - r / 2), Vec2(center.x, center.y + r)]
            : [Vec2(center.x - r / 2, center.y - r), Vec2(center.x + r, center.y), Vec2(center.x - r / 2, center.y + r)]
        list.fillPolygon(points, muted)
    }

    private static let muted = Color(r: 150, g: 158, b: 175)
    private static let value = Color(r: 140, g: 220, b: 160)

    /// Draws one line of `text` at `point`, ending in "…" when it is wider than `width`, and
    /// answers its layout.
    @discardableResult
    private func place(_ text: String, at point: Vec2, width: Double, color: Color, bold: Bool, typesetter: Typesetter,
                       into list: inout DrawList) -> TextLayout {
        let layout = typesetter.layout(text, style: .sized(Self.textSize, bold: bold), maxWidth: max(1, width), maxLines: 1)
        layout.draw(into: &list, at: point, color: color)
        return layout
    }
}
