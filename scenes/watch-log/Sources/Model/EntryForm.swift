import Engine
import Foundation
import UI

/// The add or edit form's values as the user has them: plain values, hashed into the scene's
/// state.
struct EntryForm: Hashable, StateHashable, Codable {
    /// The entry being edited, nil for a new one.
    var editing: WatchedEntry?
    var title = TextEditingState()
    var type = EntryType.movie
    /// 0 for no dots yet, else 1–3.
    var rating = 0
    var watching = false
    var notes = TextEditingState(isMultiline: true)
    /// The fields the user has changed or left: only their errors show, so a fresh form is not
    /// red all over.
    var touched: Set<EntryField> = []

    /// An empty form for a new entry.
    init() {}

    /// A form holding `entry`, to edit it.
    init(editing entry: WatchedEntry) {
        editing = entry
        title = TextEditingState(text: entry.title)
        type = entry.type
        rating = entry.rating ?? 0
        watching = entry.watching
        notes = TextEditingState(text: entry.notes ?? "", isMultiline: true)
    }

    /// The entry the form would save (dates from the entry edited, or `now` for a new one).
    func entry(now: Date) -> WatchedEntry {
        WatchedEntry(id: editing?.id, title: title.text, type: type, rating: rating == 0 ? nil : rating,
                     notes: notes.text.isEmpty ? nil : notes.text, watching: watching,
                     createdAt: editing?.createdAt ?? now, updatedAt: editing?.updatedAt ?? now)
    }

    /// Every rule the entry breaks, shown or not.
    var errors: [EntryField: EntryValidationError] { entry(now: .distantPast).validationErrors }

    /// Whether Save may be pressed.
    var isValid: Bool { errors.isEmpty }

    /// The message under `field`, once the user has touched it.
    func message(for field: EntryField) -> String? {
        touched.contains(field) ? errors[field]?.message : nil
    }

    /// Whether the form differs from what it started with (Esc then asks first).
    var hasChanges: Bool {
        let start = editing.map(EntryForm.init(editing:)) ?? EntryForm()
        return title.text != start.title.text || type != start.type || rating != start.rating
            || watching != start.watching || notes.text != start.notes.text
    }

    func hash(into hasher: inout StateHasher) {
        hasher.combine(Int(editing?.id ?? -1))
        title.hash(into: &hasher)
        hasher.combine(type.rawValue)
        hasher.combine(rating)
        hasher.combine(watching)
        notes.hash(into: &hasher)
        for field in EntryField.allCases { hasher.combine(touched.contains(field)) }
    }
}
