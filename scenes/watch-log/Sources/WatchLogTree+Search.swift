import Engine
import UI

extension WatchLogTree {
    static let searchField: WidgetID = "search", results: WidgetID = "results"

    /// The results list's frame, under the search field and its status line.
    static let resultsFrame = Rect(x: margin, y: contentTop + 104, width: 720 - 2 * margin,
                                   height: 1280 - bottomInset - contentTop - 104)

    /// The results list for `count` results, `state`'s choice selected.
    static func resultList(count: Int, state: WatchLogScene.State) -> ListView {
        ListView(results, frame: resultsFrame, rowCounts: [count], rowHeight: ListRow.height(lines: 2), headerHeight: 0,
                 selection: count == 0 ? nil : min(state.searchSelection, count - 1))
    }

    /// The search field, a line saying how many titles match, and the matches, best first.
    static func addSearch(for state: WatchLogScene.State, reader: WatchLogReader, theme: Theme, to widgets: inout [Widget]) {
        typealias S = WatchLogStrings
        var stack = VerticalStack(x: margin, top: contentTop, width: 720 - 2 * margin, theme: theme)
        widgets.append(Widget(searchField, frame: stack.row(height: 56),
                              kind: .textField(state.search, placeholder: S.searchPlaceholder, message: nil)))
        let found = reader.search(state.search.text)
        let status = state.search.text.trimmed.isEmpty ? S.searchHint : S.searchResults(found.count, state.search.text.trimmed)
        widgets.append(Widget("search-status", frame: stack.row(height: 32), kind: .label(status, style: .caption, alignment: .left)))
        widgets += resultList(count: found.count, state: state).widgets(
            state: state.ui, header: { _ in "" }, row: { _, number in row(for: found[number], in: reader.timeZone) })
    }
}
