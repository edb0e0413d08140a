/// Why a database file cannot be used, naming the file.
public enum DatabaseFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file cannot be opened or migrated.
    case cannotOpen(file: String, reason: String)
    /// The file is not one the schema's migrations made, or is damaged (its schema, pages or
    /// rows); the reason names what is wrong.
    case damaged(file: String, reason: String)
    /// The file was made by a newer version; it is neither migrated nor written.
    case newer(file: String, reason: String)
    /// Another program holds the file locked.
    case locked(file: String)
    /// A statement ran past its time budget (see `StatementTimer`) and was stopped.
    case tooSlow(file: String, seconds: Double)
    /// The database cannot be copied out of memory.
    case cannotWrite(file: String, reason: String)

    /// What went wrong, for the user.
    public var description: String {
        switch self {
        case .cannotOpen(let file, let reason): RecordsStrings.cannotOpen(file, reason)
        case .damaged(let file, let reason): RecordsStrings.damaged(file, reason)
        case .newer(let file, let reason): RecordsStrings.newer(file, reason)
        case .locked(let file): RecordsStrings.locked(file)
        case .tooSlow(let file, let seconds): RecordsStrings.tooSlow(file, seconds)
        case .cannotWrite(let file, let reason): RecordsStrings.cannotWrite(file, reason)
        }
    }

    /// What is wrong without the file's path, at most a line of 160 characters, for a message
    /// that names the file already.
    public var reason: String {
        let reason = switch self {
        case .cannotOpen(_, let reason), .damaged(_, let reason), .newer(_, let reason), .cannotWrite(_, let reason): reason
        case .tooSlow(_, let seconds): RecordsStrings.tooSlowReason(seconds)
        case .locked: RecordsStrings.lockedReason
        }
        return String(reason.split(separator: "\n").first?.prefix(160) ?? "")
    }
}
