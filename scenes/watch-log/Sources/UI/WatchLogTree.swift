import Engine
import Foundation
import UI

/// The watch log's widgets, built each tick from the scene's state and what the store holds:
/// the header, the year list (or the search and its results, or the empty state), then any open
/// sheet and dialog and the toast over them.
enum WatchLogTree {
    static let searchButton: WidgetID = "search-button", add: WidgetID = "add"
    static let years: WidgetID = "years", empty: WidgetID = "empty"
    static let toast: WidgetID = "toast", undo: WidgetID = "undo"

    /// The whole canvas, in canvas pixels.
    static let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)
    /// The canvas margin left and right (the design's xl, 32 pt), in canvas pixels.
    static let margin = 32.0
    /// The top of the list, leaving room under the header for the host's overlays, in canvas pixels.
    static let contentTop = 272.0
    /// The space left under the list, in canvas pixels.
    static let bottomInset = 32.0

    /// The year list's frame.
    static let listFrame = Rect(x: margin, y: contentTop, width: 720 - 2 * margin, height: 1280 - bottomInset - contentTop)

    /// The year list for `state` with `reader`'s sections, rows `rowHeight` high.
    static func yearList(for state: WatchLogScene.State, reader: WatchLogReader, rowHeight: Double) -> ListView {
        ListView(years, frame: listFrame, rowCounts: reader.sections.map(\.count), rowHeight: rowHeight, selection: state.selectedRow)
    }

    /// The rows' height, one for every row so a list finds its rows by arithmetic: two lines,
    /// or more when the longest second line the language makes (the longest type, rating and
    /// month) wraps in a row with the badge, in canvas pixels.
    static func rowHeight(theme: Theme, typesetter: Typesetter) -> Double {
        typealias S = WatchLogStrings
        func longest(_ words: [String]) -> Int { words.indices.max { words[$0].count < words[$1].count } ?? 0 }
        let day = S.day(28, month: longest(S.months) + 1, year: 2026)
        let row = ListRow("", subtitle: S.rowSubtitle(S.types[longest(S.types)], longest(S.ratingNames) + 1, day: day),
                          accessory: .rating(3, maximum: 3), leading: .tv, badge: S.watchingBadge, wrapsSubtitle: true)
        return row.fittingHeight(width: listFrame.width, theme: theme, typesetter: typesetter)
    }

    /// The tree for `state`, laid out on the 720 × 1280 canvas.
    static func tree(for state: WatchLogScene.State, reader: WatchLogReader, theme: Theme, typesetter: Typesetter) -> UITree {
        typealias S = WatchLogStrings
        var widgets = Stack.row(spacing: theme.spacing(2), alignment: .start) {
            Stack.column(spacing: theme.spacing(1)) {
                Widget("title", kind: .label(S.sceneTitle, style: .title, alignment: .left))
                Widget("count", kind: .label(reader.problem ?? countLine(reader), style: .caption, alignment: .left))
            }.flexible()
            Widget(searchButton, kind: .button(S.search, role: .secondary)).width(160)
            Widget(add, kind: .iconButton(.plus, name: S.add, role: .primary))
        }.widgets(in: Rect(x: margin, y: 72, width: 720 - 2 * margin, height: 0), theme: theme, typesetter: typesetter)
        if state.isSearching {
            addSearch(for: state, reader: reader, theme: theme, typesetter: typesetter, to: &widgets)
        } else if reader.count == 0 {
            widgets += EmptyState(icon: .list, title: S.emptyTitle, message: S.emptyMessage, action: S.emptyAction)
                .widgets(empty, in: listFrame, theme: theme, typesetter: typesetter)
        } else {
            widgets += yearList(for: state, reader: reader, rowHeight: rowHeight(theme: theme, typesetter: typesetter)).widgets(
                state: state.ui,
                header: { section in
                    let year = reader.sections[section]
                    return S.yearHeader(year.year, count: year.count)
                },
                row: { _, number in row(for: reader.entry(at: number), in: reader.timeZone) })
        }
        addLayers(for: state, reader: reader, theme: theme, typesetter: typesetter, to: &widgets)
        return UITree(widgets, defaultButton: state.overlays.isOpen(WatchLogTree.form) && !state.overlays.isOpen(WatchLogTree.discardDialog) ? save : nil)
    }

    /// The entry count under the title, saying so when the diary is read-only.
    static func countLine(_ reader: WatchLogReader) -> String {
        let count = WatchLogStrings.entryCount(reader.count)
        return reader.store.readOnlyReason.map { WatchLogStrings.readOnly(count, $0) } ?? count
    }

    /// A list row for `entry`: its type's icon, its title (ending in "…" when too long: the
    /// detail shows it whole), type, rating in words and day (in `timeZone`, wrapped in a
    /// language whose words are long), the watching badge, its dots.
    static func row(for entry: WatchedEntry?, in timeZone: TimeZone) -> ListRow {
        guard let entry else { return ListRow("") }
        return ListRow(entry.title, subtitle: WatchLogStrings.rowSubtitle(entry.type.displayName, entry.rating,
                                                                         day: dayText(entry.createdAt, in: timeZone)),
                       accessory: .rating(entry.rating ?? 0, maximum: 3), leading: icon(for: entry.type),
                       badge: entry.watching ? WatchLogStrings.watchingBadge : nil, wrapsSubtitle: true, isExcerpt: true)
    }

    /// The icon a row of `type` shows: a strip of film or a television.
    static func icon(for type: EntryType) -> Icon {
        switch type {
        case .movie: .film
        case .tvShow: .tv
        }
    }

    /// The sheets and dialogs while they show, then the toast (with its Undo button after a
    /// delete, while nothing is open over the list) at the bottom.
    static func addLayers(for state: WatchLogScene.State, reader: WatchLogReader, theme: Theme, typesetter: Typesetter,
                          to widgets: inout [Widget]) {
        var sheets: [(inout [Widget]) -> Void] = []
        if state.overlays.isVisible(WatchLogTree.detail), let id = state.detailID, let entry = reader.entry(id: id) {
            sheets.append { addDetail(entry, state: state, reader: reader, theme: theme, typesetter: typesetter, to: &$0) }
        }
        if state.overlays.isVisible(WatchLogTree.form) {
            let addsForm: (inout [Widget]) -> Void = { addForm(for: state, reader: reader, theme: theme, typesetter: typesetter, to: &$0) }
            if state.detailOverForm { sheets.insert(addsForm, at: 0) } else { sheets.append(addsForm) }
        }
        for addSheet in sheets { addSheet(&widgets) }
        if state.overlays.isVisible(WatchLogTree.deleteDialog), let id = state.detailID, let entry = reader.entry(id: id) {
            widgets += ConfirmationDialog(title: WatchLogStrings.deleteTitle(entry.title), message: WatchLogStrings.deleteMessage,
                                          confirm: WatchLogStrings.delete, cancel: WatchLogStrings.cancel)
                .widgets(deleteDialog, in: canvas, phase: state.overlays[WatchLogTree.deleteDialog], theme: theme, typesetter: typesetter)
        }
        if state.overlays.isVisible(WatchLogTree.discardDialog) {
            widgets += ConfirmationDialog(title: WatchLogStrings.discardTitle, message: WatchLogStrings.discardMessage,
                                          confirm: WatchLogStrings.discard, cancel: WatchLogStrings.keepEditing)
                .widgets(discardDialog, in: canvas, phase: state.overlays[WatchLogTree.discardDialog], theme: theme, typesetter: typesetter)
        }
        if state.deleted != nil, !state.overlays.isAnyOpen {
            widgets += state.overlays.toast.widgets(toast, action: undo, title: WatchLogStrings.undo, in: canvas, bottomInset: bottomInset,
                                                    theme: theme)
        } else if let toastWidget = state.overlays.toast.widget(toast, in: canvas, bottomInset: bottomInset, theme: theme) {
            widgets.append(toastWidget)
        }
    }
}
