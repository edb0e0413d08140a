import Engine
import Foundation
import UI

extension WatchLogTree {
    static let detail: WidgetID = "detail", edit: WidgetID = "edit", delete: WidgetID = "delete"
    static let detailRating: WidgetID = "detail-rating"
    static let deleteDialog: WidgetID = "delete-dialog"

    /// `date`'s day in `timeZone`: "23 Nov 2026".
    static func dayText(_ date: Date, in timeZone: TimeZone) -> String {
        let parts = WatchYear.calendar(timeZone).dateComponents([.year, .month, .day], from: date)
        return WatchLogStrings.day(parts.day ?? 1, month: parts.month ?? 1, year: parts.year ?? 1)
    }

    /// The detail sheet of `entry`: its type, dots and state, dates, notes, the Watch History
    /// with a link to each other viewing, then Edit and Delete.
    static func addDetail(_ entry: WatchedEntry, state: WatchLogScene.State, reader: WatchLogReader, theme: Theme,
                          to widgets: inout [Widget]) {
        typealias S = WatchLogStrings
        let zone = reader.timeZone
        let others = reader.viewings(of: entry.title).filter { $0.id != entry.id }
        widgets += Sheet(title: entry.title, height: sheetHeight)
            .widgets(detail, in: canvas, phase: state.overlays[WatchLogTree.detail], theme: theme) { stack in
                var content: [Widget] = []
                content.append(Widget("detail-kind", frame: stack.row(height: 40),
                                      kind: .label(S.typeAndRating(entry), style: .body, alignment: .left)))
                // Rating from here saves at once, like the dots on a card.
                content.append(Widget(detailRating, frame: stack.row(height: 48).slice(from: 0, width: 240),
                                      kind: .rating(value: entry.rating ?? 0, maximum: 3), isEnabled: !state.overlays.isOpen(WatchLogTree.form)))
                var dates = S.added(dayText(entry.createdAt, in: zone))
                if entry.updatedAt != entry.createdAt { dates += " · " + S.changed(dayText(entry.updatedAt, in: zone)) }
                content.append(Widget("detail-dates", frame: stack.row(height: 32), kind: .label(dates, style: .caption, alignment: .left)))
                content.append(Widget("detail-notes", frame: stack.row(height: 160),
                                      kind: .label(entry.notes ?? S.noNotes, style: .body, alignment: .left)))
                content.append(Widget("history-heading", frame: stack.row(height: 32),
                                      kind: .label(S.watchHistory, style: .section, alignment: .left)))
                content.append(Widget("history", frame: stack.row(height: 32),
                                      kind: .label(others.isEmpty ? S.firstViewing : S.alsoWatched, style: .caption, alignment: .left)))
                let links = stack.row(height: 48, gap: 3)
                for (column, other) in zip(links.columns(maxRewatchLinks, gap: theme.spacing(1)), others.suffix(maxRewatchLinks)) {
                    guard let id = other.id else { continue }
                    content.append(Widget(viewingLink(id, in: detail), frame: column,
                                          kind: .button(String(other.year(in: zone)), role: .secondary)))
                }
                let buttons = stack.row(height: 56).columns(2, gap: theme.spacing(2))
                content.append(Widget(edit, frame: buttons[0], kind: .button(S.edit, role: .secondary),
                                      isEnabled: !state.overlays.isOpen(WatchLogTree.form)))
                content.append(Widget(delete, frame: buttons[1], kind: .button(S.delete, role: .destructive),
                                      isEnabled: !state.overlays.isOpen(WatchLogTree.form)))
                return content
            }
    }
}
