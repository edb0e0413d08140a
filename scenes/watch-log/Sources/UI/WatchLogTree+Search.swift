import Records
import Engine
import UI

extension WatchLogTree {
    static let searchField: WidgetID = "search", results: WidgetID = "results"

    /// The results list's frame, under the search field and its status line.
    static let resultsFrame = Rect(x: margin, y: contentTop + 104, width: 720 - 2 * margin,
                                   height: 1280 - bottomInset - contentTop - 104)

    /// The results the list of rows `rowHeight` high shows at once: how far Page Up and Page
    /// Down move the choice.
    static func resultsInSight(rowHeight: Double) -> Int { max(1, Int(resultsFrame.height / rowHeight)) }

    /// The results list for `count` results, rows `rowHeight` high, `state`'s choice selected.
    static func resultList(count: Int, state: WatchLogScene.State, rowHeight: Double) -> ListView {
        ListView(results, frame: resultsFrame, rowCounts: [count], rowHeight: rowHeight, headerHeight: 0,
                 selection: count == 0 ? nil : min(state.searchSelection, count - 1))
    }

    /// The search field, a line saying how many titles match (all of them), and the matches,
    /// best first: the list is as long as the count, and the rows in sight are read a page at a
    /// time as it scrolls.
    static func addSearch(for state: WatchLogScene.State, reader: WatchLogReader, theme: Theme, typesetter: Typesetter,
                          to widgets: inout [Widget]) {
        typealias S = WatchLogStrings
        var stack = VerticalStack(x: margin, top: contentTop, width: 720 - 2 * margin, theme: theme)
        widgets.append(Widget(searchField, frame: stack.row(height: 56),
                              kind: .textField(state.search, placeholder: S.searchPlaceholder, message: nil)))
        let text = state.search.text
        widgets.append(stack.row(Widget("search-status", kind: .label(searchStatus(text, reader: reader), style: .caption, alignment: .left)),
                                 height: 32, theme: theme, typesetter: typesetter))
        widgets += resultList(count: reader.searchCount(text), state: state, rowHeight: rowHeight(theme: theme, typesetter: typesetter)).widgets(
            state: state.ui, header: { _ in "" }, row: { _, number in row(for: reader.searchResult(text, at: number), in: reader.timeZone) })
    }

    /// The line under the search field: the hint before anything is typed, then how many titles
    /// match (all of them, "1,038 matches").
    static func searchStatus(_ text: String, reader: WatchLogReader) -> String {
        text.trimmed.isEmpty ? WatchLogStrings.searchHint : WatchLogStrings.searchResults(reader.searchCount(text), text.trimmed)
    }
}
