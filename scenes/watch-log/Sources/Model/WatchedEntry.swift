import Engine
import Foundation
import Records

/// One viewing in the diary: a title watched (or being watched), its dots and notes.
///
/// A rewatch in another year is a new entry; entries with the same `SearchKey` are linked as
/// viewings of one title. Dates are instants; the year an entry belongs to depends on the
/// user's time zone (`year(in:)`).
public struct WatchedEntry: Identifiable, Equatable, Hashable, Sendable, Codable {
    /// The store's row id; nil until the entry is saved.
    public var id: Int64?
    /// The title, trimmed; 1–200 grapheme clusters.
    public var title: String
    public var type: EntryType
    /// 1–3 dots (good, great, excellent); nil only while `watching`.
    public var rating: Int?
    /// Free text, at most 1,000 grapheme clusters; nil when empty.
    public var notes: String?
    /// Whether the user is still watching it (a show mid-season, a film paused).
    public var watching: Bool
    /// When the entry was added: the diary's order and year grouping.
    public var createdAt: Date
    /// When the entry was last changed.
    public var updatedAt: Date

    public init(id: Int64? = nil, title: String, type: EntryType, rating: Int?, notes: String? = nil,
                watching: Bool = false, createdAt: Date, updatedAt: Date? = nil) {
        self.id = id
        self.title = title
        self.type = type
        self.rating = rating
        self.notes = notes
        self.watching = watching
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    /// The calendar year of `createdAt` in `timeZone` (Gregorian).
    public func year(in timeZone: TimeZone) -> Int {
        CalendarDay(createdAt, in: timeZone).year
    }

    /// The title as rewatch detection and search compare it.
    public var titleKey: String { SearchKey.normalise(title) }

    /// This entry with the title trimmed and empty notes made nil: what the form saves.
    public var tidied: WatchedEntry {
        var entry = self
        entry.title = title.trimmed
        if let notes, notes.trimmed.isEmpty { entry.notes = nil }
        return entry
    }

    /// What is wrong with each field, none when the entry may be saved.
    public var validationErrors: [EntryField: EntryValidationError] {
        var errors: [EntryField: EntryValidationError] = [:]
        let trimmed = title.trimmed
        if trimmed.isEmpty {
            errors[.title] = .titleRequired
        } else if trimmed.count > EntryLimits.titleLength {
            errors[.title] = .titleTooLong(count: trimmed.count)
        }
        if let rating {
            if !EntryLimits.ratings.contains(rating) { errors[.rating] = .ratingOutOfRange(rating) }
        } else if !watching {
            errors[.rating] = .ratingRequired
        }
        if let notes, notes.count > EntryLimits.notesLength {
            errors[.notes] = .notesTooLong(count: notes.count)
        }
        return errors
    }
}
