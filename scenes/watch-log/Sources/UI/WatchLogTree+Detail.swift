import Engine
import Foundation
import UI

extension WatchLogTree {
    static let detail: WidgetID = "detail", edit: WidgetID = "edit", delete: WidgetID = "delete"
    static let detailRating: WidgetID = "detail-rating"
    static let deleteDialog: WidgetID = "delete-dialog"

    /// `date`'s day in `timeZone`: "23 Nov 2026".
    static func dayText(_ date: Date, in timeZone: TimeZone) -> String {
        let day = CalendarDay(date, in: timeZone)
        return WatchLogStrings.day(day.day, month: day.month, year: day.year)
    }

    /// The detail sheet of `entry`: its type, dots and state, dates, notes (as many lines as
    /// they take), the Watch History with a link to each other viewing, then Edit and Delete.
    static func addDetail(_ entry: WatchedEntry, state: WatchLogScene.State, reader: WatchLogReader, theme: Theme,
                          typesetter: Typesetter, to widgets: inout [Widget]) {
        typealias S = WatchLogStrings
        let zone = reader.timeZone, formOpen = state.overlays.isOpen(WatchLogTree.form)
        let others = reader.viewings(of: entry.title).filter { $0.id != entry.id }
        var dates = S.added(dayText(entry.createdAt, in: zone))
        if entry.updatedAt != entry.createdAt { dates += " · " + S.changed(dayText(entry.updatedAt, in: zone)) }
        let content = Stack.column(spacing: theme.spacing(1)) {
            Widget("detail-kind", kind: .label(S.typeAndRating(entry), style: .body, alignment: .left))
            // Rating from here saves at once, like the dots on a card.
            Widget(detailRating, kind: .rating(value: entry.rating ?? 0, maximum: 3), isEnabled: !formOpen).width(240).height(48)
            Widget("detail-dates", kind: .label(dates, style: .caption, alignment: .left))
            Widget("detail-notes", kind: .label(entry.notes ?? S.noNotes, style: .body, alignment: .left)).height(160)
            Widget("history-heading", kind: .label(S.watchHistory, style: .section, alignment: .left))
            Widget("history", kind: .label(others.isEmpty ? S.firstViewing : S.alsoWatched, style: .caption, alignment: .left))
            viewingLinks(others, in: detail, timeZone: zone, theme: theme)
            StackChild.space(theme.spacing(1))
            Stack.row(spacing: theme.spacing(2)) {
                Widget(edit, kind: .button(S.edit, role: .secondary), isEnabled: !formOpen).flexible()
                Widget(delete, kind: .button(S.delete, role: .destructive), isEnabled: !formOpen).flexible()
            }
        }
        widgets += Sheet(title: entry.title, height: sheetHeight)
            .widgets(detail, in: canvas, phase: state.overlays[WatchLogTree.detail], theme: theme, typesetter: typesetter, content: content)
    }

    /// A row of links to the newest `maxRewatchLinks` of `viewings` (each a quarter of the row,
    /// titled with its year in `timeZone`) in sheet `owner`.
    static func viewingLinks(_ viewings: [WatchedEntry], in owner: WidgetID, timeZone: TimeZone, theme: Theme) -> StackChild {
        let shown = viewings.suffix(maxRewatchLinks).compactMap { entry in entry.id.map { (id: $0, year: entry.year(in: timeZone)) } }
        return Stack.row(spacing: theme.spacing(1)) {
            for link in shown { Widget(viewingLink(link.id, in: owner), kind: .button(String(link.year), role: .secondary)).flexible() }
            for _ in shown.count..<maxRewatchLinks { StackChild.flexibleSpace() }
        }.height(48)
    }
}
