import Engine

/// A list of rows in sections under headers that stick to its top while their section scrolls
/// (years, say), built as widgets for the rows in sight only, so a list of any length costs
/// what a screenful does.
///
/// A scene keeps the selected row (counted through the whole list) in its state, builds the
/// list each tick with `widgets(state:header:row:)`, and applies `.selected(id, row)` and
/// `.activated(id, row)` actions. Arrows Up/Down move the selection and reveal it; Enter, Space
/// or a click activate a row; the wheel, drags, the scrollbar and Page Up/Down/Home/End scroll.
public struct ListView: Sendable, Hashable {
    /// The scroll view the list is.
    public let view: ScrollView
    /// Where its rows and headers are, in content px.
    public let layout: SectionedListLayout

    /// A list in `frame` laid out by `layout` (as wide as the frame), `selection` selected; with
    /// `clickSelectsFirst`, a click on a row not selected only selects it.
    public init(_ id: WidgetID, frame: Rect, layout: SectionedListLayout, selection: Int? = nil,
                clickSelectsFirst: Bool = false) {
        self.layout = layout
        view = ScrollView(id, frame: frame, content: ScrollContent(.list(layout), selection: selection,
                                                                   clickSelectsFirst: clickSelectsFirst))
    }

    /// A list of sections with `rowCounts` rows each, all `rowHeight` px tall under headers
    /// `headerHeight` px tall.
    public init(_ id: WidgetID, frame: Rect, rowCounts: [Int], rowHeight: Double, headerHeight: Double = 56,
                selection: Int? = nil, clickSelectsFirst: Bool = false) {
        let sections = rowCounts.map { ListSection(headerHeight: headerHeight, rowCount: $0, rowHeight: rowHeight) }
        self.init(id, frame: frame, layout: SectionedListLayout(sections: sections, width: frame.width),
                  selection: selection, clickSelectsFirst: clickSelectsFirst)
    }

    /// The list's widget id: its scroll view's.
    public var id: WidgetID { view.id }

    /// The rows and headers in sight in `state`, in the list's viewport px.
    public func viewport(in state: UIState) -> ListViewport {
        layout.viewport(offset: view.offset(in: state), height: view.frame.height)
    }

    /// The id of row `row` (counted through the whole list): "<list>#<row>".
    public func rowID(_ row: Int) -> WidgetID { WidgetID("\(id)#\(row)") }

    /// The list's widgets: the view, the rows in sight (each `row(index, number)` with its
    /// number through the whole list), the section headers in sight with the stuck one last
    /// (each titled `header(section)`), then the scrollbar.
    public func widgets(state: UIState, header: (Int) -> String, row: (ListIndex, Int) -> ListRow) -> [Widget] {
        let shown = viewport(in: state)
        let origin = view.frame.origin
        var widgets = [view.container]
        widgets.reserveCapacity(shown.rows.count + shown.headers.count + 3)
        var section = -1, first = 0
        for shownRow in shown.rows {
            if shownRow.index.section != section {
                section = shownRow.index.section
                first = layout.firstRow(ofSection: section)
            }
            let number = first + shownRow.index.row
            widgets.append(Widget(rowID(number), frame: shownRow.frame.offsetBy(origin),
                                  kind: .listRow(row(shownRow.index, number), index: number,
                                                 isSelected: number == view.content.selection),
                                  clip: id))
        }
        for shownHeader in shown.headers + (shown.pinnedHeader.map { [$0] } ?? []) {
            widgets.append(Widget(WidgetID("\(id)#header\(shownHeader.section)"), frame: shownHeader.frame.offsetBy(origin),
                                  kind: .listHeader(header(shownHeader.section)), clip: id))
        }
        widgets.append(view.scrollBar(state: state))
        return widgets
    }

    /// Scrolls as little as it takes to show row `row` below its sticky header.
    public func scroll(toRow row: Int, in state: inout UIState, animated: Bool = true) {
        view.scroll(toItem: row, in: &state, animated: animated)
    }
}

extension Rect {
    /// This rectangle moved by `delta`.
    func offsetBy(_ delta: Vec2) -> Rect { Rect(origin: origin + delta, size: size) }
}
