/// A field of the entry form that validation can refuse.
public enum EntryField: String, CaseIterable, Sendable, Codable {
    case title, rating, notes
}

/// Why a field cannot be saved, with the inline message the form shows under it.
public enum EntryValidationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The title is empty or only spaces.
    case titleRequired
    /// The trimmed title has `count` grapheme clusters, more than `EntryLimits.titleLength`.
    case titleTooLong(count: Int)
    /// No dots while the entry is not marked watching.
    case ratingRequired
    /// A rating outside `EntryLimits.ratings`.
    case ratingOutOfRange(Int)
    /// The notes have `count` grapheme clusters, more than `EntryLimits.notesLength`.
    case notesTooLong(count: Int)

    /// The message for the user.
    public var message: String {
        switch self {
        case .titleRequired: WatchLogStrings.titleRequired
        case .titleTooLong(let count): WatchLogStrings.titleTooLong(count, limit: EntryLimits.titleLength)
        case .ratingRequired: WatchLogStrings.ratingRequired
        case .ratingOutOfRange(let rating): WatchLogStrings.ratingOutOfRange(rating)
        case .notesTooLong(let count): WatchLogStrings.notesTooLong(count, limit: EntryLimits.notesLength)
        }
    }

    public var description: String { message }
}
