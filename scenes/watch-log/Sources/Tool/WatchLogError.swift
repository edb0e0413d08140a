/// What went wrong in the watch log's store, import or export, with a message for the user.
public enum WatchLogError: Error, Equatable, CustomStringConvertible {
    /// The entry breaks the validation rules.
    case invalid([EntryField: EntryValidationError])
    /// No entry has this id.
    case noSuchEntry(Int64)
    /// The entry was never saved, so it has no id to update.
    case notSaved
    /// The database file cannot be opened or migrated.
    case cannotOpen(file: String, reason: String)
    /// The diary file is not one Diorama made, or is damaged (its schema, pages or rows); the
    /// reason names what is wrong.
    case damaged(file: String, reason: String)
    /// The diary was made by a newer Diorama; it is neither migrated nor written.
    case newerDiary(file: String, reason: String)
    /// Another program holds the diary locked.
    case locked(file: String)
    /// A statement on the diary ran past its time budget (see `StatementTimer`) and was stopped.
    case tooSlow(file: String, seconds: Double)
    /// An import file cannot be read as its format.
    case unreadableFile(file: String, reason: String)
    /// An import file lacks columns its format needs (named as that format names them).
    case missingColumns(file: String, format: WatchLogFormat, columns: [String])
    /// An import file is not a diary in any format the log reads (a picture, other binary data,
    /// a CSV file with neither format's columns).
    case notADiary(file: String)
    /// An export file cannot be written.
    case cannotWrite(file: String, reason: String)

    /// What went wrong, for the user, naming the file it concerns.
    public var description: String {
        switch self {
        case .invalid(let errors):
            WatchLogStrings.invalidEntry(EntryField.allCases.compactMap { errors[$0]?.message })
        case .noSuchEntry(let id): WatchLogStrings.noSuchEntry(id)
        case .notSaved: WatchLogStrings.notSaved
        case .cannotOpen(let file, let reason): WatchLogStrings.cannotOpen(file, reason)
        case .damaged(let file, let reason): WatchLogStrings.damagedDiary(file, reason)
        case .newerDiary(let file, let reason): WatchLogStrings.newerDiary(file, reason)
        case .locked(let file): WatchLogStrings.lockedDiary(file)
        case .tooSlow(let file, let seconds): WatchLogStrings.tooSlow(file, seconds)
        case .unreadableFile(let file, let reason): WatchLogStrings.unreadableFile(file, reason)
        case .missingColumns(let file, _, _), .notADiary(let file): WatchLogStrings.cannotImportFile(file, reason)
        case .cannotWrite(let file, let reason): WatchLogStrings.cannotWrite(file, reason)
        }
    }

    /// What is wrong with an import file without its name, for a message that names it already
    /// (the toast after a drop); the whole description for the other errors.
    public var reason: String {
        switch self {
        case .unreadableFile(_, let reason): reason
        case .missingColumns(_, let format, let columns): WatchLogStrings.missingColumns(format, columns)
        case .notADiary: WatchLogStrings.notADiary
        default: description
        }
    }
}
