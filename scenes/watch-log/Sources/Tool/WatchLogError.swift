/// What went wrong in the watch log's store, import or export, with a message for the user.
/// A diary file that cannot be used throws the records kit's `DatabaseFileError`, and an import
/// file that cannot be read its `RecordFileError`.
public enum WatchLogError: Error, Equatable, CustomStringConvertible {
    /// The entry breaks the validation rules.
    case invalid([EntryField: EntryValidationError])
    /// No entry has this id.
    case noSuchEntry(Int64)
    /// The entry was never saved, so it has no id to update.
    case notSaved
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
        case .missingColumns(let file, _, _), .notADiary(let file): WatchLogStrings.cannotImportFile(file, reason)
        case .cannotWrite(let file, let reason): WatchLogStrings.cannotWrite(file, reason)
        }
    }

    /// What is wrong with an import file without its name, for a message that names it already
    /// (the toast after a drop); the whole description for the other errors.
    public var reason: String {
        switch self {
        case .missingColumns(_, let format, let columns): WatchLogStrings.missingColumns(format, columns)
        case .notADiary: WatchLogStrings.notADiary
        default: description
        }
    }
}
