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
    /// notes, then Cancel and Save (disabled until the entry is valid); each message under its
    /// field takes the lines it needs.
    static func addForm(for state: WatchLogScene.State, reader: WatchLogReader, theme: Theme, typesetter: Typesetter,
                        to widgets: inout [Widget]) {
        typealias S = WatchLogStrings
        let entryForm = state.form
        func message(_ id: WidgetID, _ field: EntryField) -> Widget {
            Widget(id, kind: .label(entryForm.message(for: field) ?? "", style: .caption, alignment: .left))
        }
        let content = Stack.column(spacing: theme.spacing(1)) {
            Stack.column {
                // Room under the title for its message, more when the message wraps.
                Stack.column {
                    Widget(titleField, kind: .textField(entryForm.title, placeholder: S.titlePlaceholder, message: entryForm.message(for: .title)))
                        .height(56)
                }.height(96)
                Widget(rewatchHint, kind: .label(rewatchText(for: entryForm, reader: reader) ?? "", style: .caption, alignment: .left))
            }
            viewingLinks(earlierViewings(for: entryForm, reader: reader), in: form, timeZone: reader.timeZone, theme: theme)
            Widget(typePicker, kind: .segmented(S.types, selected: EntryType.allCases.firstIndex(of: entryForm.type) ?? 0))
            Stack.column {
                Stack.row(alignment: .center) {
                    Widget("dots-label", kind: .label(S.dots, style: .body, alignment: .left)).width(200)
                    Widget(rating, kind: .rating(value: entryForm.rating, maximum: 3)).width(240).height(48)
                    StackChild.flexibleSpace()
                }
                message("rating-error", .rating)
            }
            Widget(watching, kind: .toggle(S.watching, isOn: entryForm.watching))
            Stack.column {
                Widget(notes, kind: .textEditor(entryForm.notes, placeholder: S.notesPlaceholder)).height(144)
                message("notes-error", .notes)
            }
            Stack.row(spacing: theme.spacing(2)) {
                Widget(cancel, kind: .button(S.cancel, role: .secondary)).flexible()
                Widget(save, kind: .button(S.save, role: .primary), isEnabled: entryForm.isValid).flexible()
            }
        }
        widgets += Sheet(title: entryForm.editing == nil ? S.newEntry : S.editEntry, height: sheetHeight)
            .widgets(form, in: canvas, phase: state.overlays[WatchLogTree.form], theme: theme, typesetter: typesetter,
                     defaultButton: save, content: content)
    }
}
