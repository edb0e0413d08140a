import Foundation

/// A scene's database file opened for a session whatever state the file is in, so the scene
/// always starts: a damaged or hostile file, or one from a newer version, is kept aside byte for
/// byte (renamed, its WAL with it) and a new database started; a locked file, or a folder that
/// cannot be written and holds no usable file, gives an empty database that refuses writes. Each
/// is a `Notice` the scene tells the user in its own words.
///
/// The database is then copied into memory and the file closed: ticks touch memory alone, and
/// the scene asks the host to write the copy's bytes (`serialized()`) over the file after them.
/// A WAL that cannot be emptied into the file means another program has it open; the copy then
/// refuses writes, since writing the file whole under that program would lose its changes, or
/// have its WAL applied over ours at the next open.
public struct SessionDatabase: Sendable {
    /// What the user must be told about the file.
    public enum Notice: Equatable, Sendable {
        /// The file is damaged (or too slow to read: `reason` says which) and is kept as `keptAs`;
        /// a new database was started.
        case damagedKeptAside(reason: String, keptAs: String)
        /// The file was made by a newer version and is kept as `keptAs`; a new database was started.
        case newerKeptAside(reason: String, keptAs: String)
        /// Another program has the file locked: the database is empty and refuses writes.
        case locked(file: String)
        /// Another program has the file open: the database refuses writes.
        case shared(file: String)
        /// The file cannot be opened for writing (`reason`): the database is empty and refuses writes.
        case unwritable(reason: String)
    }

    /// The session's database, in memory.
    public let database: GuardedDatabase
    /// What the user must be told about the file, nil when it opened as it is.
    public let notice: Notice?

    /// Opens the file at `file` for a session; `prepare` is given the file's database first (to
    /// fill a new one, say) when it opened writable.
    /// - Throws: `DatabaseFileError` when the database cannot be read whole, or `prepare`'s errors.
    public static func open(file: URL, schema: DatabaseSchema, maxBytes: Int64, budget: StatementTimer.Budget,
                            prepare: (GuardedDatabase) throws -> Void = { _ in }) throws -> SessionDatabase {
        func open() throws -> GuardedDatabase { try GuardedDatabase(file: file, schema: schema, maxBytes: maxBytes, budget: budget) }
        // Keeps the file aside as `kind` and starts a new one, told by `notice` given the name kept.
        func keepingAside(as kind: String, _ notice: (String) -> Notice) throws -> (GuardedDatabase, Notice) {
            do {
                let kept = try GuardedDatabase.setAside(file, as: kind)
                return (try open(), notice(kept))
            } catch {
                // The folder refuses the rename or the new file: an empty database instead.
                return try emptyDatabase(file, because: error, schema: schema, budget: budget)
            }
        }
        var notice: Notice?
        let opened: GuardedDatabase
        do {
            opened = try open()
        } catch let error as DatabaseFileError {
            switch error {
            case .damaged, .tooSlow:
                (opened, notice) = try keepingAside(as: "damaged") { .damagedKeptAside(reason: error.reason, keptAs: $0) }
            case .newer:
                (opened, notice) = try keepingAside(as: "newer") { .newerKeptAside(reason: error.reason, keptAs: $0) }
            case .locked:
                notice = .locked(file: file.lastPathComponent)
                opened = try GuardedDatabase(emptyBecause: RecordsStrings.lockedReason, file: file, schema: schema, budget: budget)
            default:
                (opened, notice) = try emptyDatabase(file, because: error, schema: schema, budget: budget)
            }
        } catch {
            (opened, notice) = try emptyDatabase(file, because: error, schema: schema, budget: budget)
        }
        if opened.readOnlyReason == nil { try prepare(opened) }
        let copy = try opened.inMemoryCopy()
        guard opened.readOnlyReason == nil else { return SessionDatabase(database: copy, notice: notice) }
        guard try opened.checkpointAndClose() else {
            return SessionDatabase(database: try copy.inMemoryCopy(refusingWritesBecause: RecordsStrings.lockedReason),
                                   notice: notice ?? .shared(file: file.lastPathComponent))
        }
        return SessionDatabase(database: copy, notice: notice)
    }

    /// An empty database that refuses writes, for a `file` that cannot be opened for `error`.
    private static func emptyDatabase(_ file: URL, because error: any Error, schema: DatabaseSchema,
                                      budget: StatementTimer.Budget) throws -> (GuardedDatabase, Notice) {
        let reason = (error as? DatabaseFileError)?.reason ?? "\(error)"
        return (try GuardedDatabase(emptyBecause: reason, file: file, schema: schema, budget: budget), .unwritable(reason: reason))
    }
}
