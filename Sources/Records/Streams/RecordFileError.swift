/// Why a file of records (CSV or JSON) cannot be read on, naming the file.
public enum RecordFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file cannot be read as its format; the reason says why.
    case unreadable(file: String, reason: String)

    /// What went wrong, for the user.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason): RecordsStrings.unreadableFile(file, reason)
        }
    }

    /// What is wrong without the file's name, for a message that names it already.
    public var reason: String {
        switch self {
        case .unreadable(_, let reason): reason
        }
    }
}
