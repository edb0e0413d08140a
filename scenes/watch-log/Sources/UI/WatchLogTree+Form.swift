import Engine
import UI

extension WatchLogTree {
    static let form: WidgetID = "form", titleField: WidgetID = "title-field", typePicker: WidgetID = "type"
    static let rating: WidgetID = "rating", watching: WidgetID = "watching", notes: WidgetID = "notes"
    static let save: WidgetID = "save", cancel: WidgetID = "cancel", discardDialog: WidgetID = "discard"
    static let rewatchHint: WidgetID = "rewatch-hint"

    /// The most earlier viewings the rewatch hint links to (the newest ones).
    static let maxRewatchLinks = 4

    /// The form and detail sheets' height: from y 264 down, in canvas pixels.
    static let sheetHeight = 1016.0

    /// The link to earlier viewing `id` in the rewatch hint or the watch history.
    static func viewingLink(_ id: Int64, in owner: WidgetID) -> WidgetID { WidgetID("\(owner.rawValue).viewing-\(id)") }

    /// The earlier viewings of the title the form holds (the entry edited left out), oldest first.
    static func earlierViewings(for form: EntryForm, reader: WatchLogReader) -> [WatchedEntry] {
        reader.viewings(of: form.title.text).filter { $0.id != form.editing?.id }
    }

    /// The rewatch hint for the form, or nil when the title is new.
    static func rewatchText(for form: EntryForm, reader: WatchLogReader) -> String? {
        let earlier = earlierViewings(for: form, reader: reader)
        guard let first = earlier.first else { return nil }
        var years: [Int] = []
        for entry in earlier {
            let year = entry.year(in: reader.timeZone)
            if years.last != year { years.append(year) }
        }
        return WatchLogStrings.rewatchHint(first.title, years)
    }

    /// The add or edit form: title with the rewatch hint and its links, type, dots, watching,
    /// notes, then Cancel and Save (disabled until the entry is valid).
    static func addForm(for state: WatchLogScene.State, reader: WatchLogReader, theme: Theme, to widgets: inout [Widget]) {
        typealias S = WatchLogStrings
        let entryForm = state.form
        let title = entryForm.editing == nil ? S.newEntry : S.editEntry
        widgets += Sheet(title: title, height: sheetHeight)
            .widgets(form, in: canvas, phase: state.overlays[WatchLogTree.form], theme: theme, defaultButton: save) { stack in
                var content: [Widget] = []
                content.append(Widget(titleField, frame: stack.row(height: 56, gap: 5),
                                      kind: .textField(entryForm.title, placeholder: S.titlePlaceholder,
                                                       message: entryForm.message(for: .title))))
                content.append(Widget(rewatchHint, frame: stack.row(height: 32),
                                      kind: .label(rewatchText(for: entryForm, reader: reader) ?? "", style: .caption,
                                                   alignment: .left)))
                let links = stack.row(height: 48)
                let earlier = earlierViewings(for: entryForm, reader: reader).suffix(maxRewatchLinks)
                for (column, entry) in zip(links.columns(maxRewatchLinks, gap: theme.spacing(1)), earlier) {
                    guard let id = entry.id else { continue }
                    content.append(Widget(viewingLink(id, in: form), frame: column,
                                          kind: .button(String(entry.year(in: reader.timeZone)), role: .secondary)))
                }
                content.append(Widget(typePicker, frame: stack.row(height: 56),
                                      kind: .segmented(S.types, selected: EntryType.allCases.firstIndex(of: entryForm.type) ?? 0)))
                let ratingRow = stack.row(height: 48, gap: 0)
                content.append(Widget("dots-label", frame: ratingRow.slice(from: 0, width: 200),
                                      kind: .label(S.dots, style: .body, alignment: .left)))
                content.append(Widget(rating, frame: ratingRow.slice(from: 200, width: 240),
                                      kind: .rating(value: entryForm.rating, maximum: 3)))
                content.append(Widget("rating-error", frame: stack.row(height: 32),
                                      kind: .label(entryForm.message(for: .rating) ?? "", style: .caption, alignment: .left)))
                content.append(Widget(watching, frame: stack.row(height: 48), kind: .toggle(S.watching, isOn: entryForm.watching)))
                content.append(Widget(notes, frame: stack.row(height: 144, gap: 0),
                                      kind: .textEditor(entryForm.notes, placeholder: S.notesPlaceholder)))
                content.append(Widget("notes-error", frame: stack.row(height: 32),
                                      kind: .label(entryForm.message(for: .notes) ?? "", style: .caption, alignment: .left)))
                let buttons = stack.row(height: 56).columns(2, gap: theme.spacing(2))
                content.append(Widget(cancel, frame: buttons[0], kind: .button(S.cancel, role: .secondary)))
                content.append(Widget(save, frame: buttons[1], kind: .button(S.save, role: .primary), isEnabled: entryForm.isValid))
                return content
            }
    }
}
