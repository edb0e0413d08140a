import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// An SQLite database from a file anyone may have written (a replay's saves, the profile's
/// copy, a file someone sent), opened so that it cannot harm the scene: connected with
/// `GuardedConnection`'s defences, checked by `SchemaInspection` before it is migrated or read,
/// and every statement held to a time budget. Its errors name the file (`DatabaseFileError`).
///
/// A file whose folder cannot be written is opened read-only, so it can still be read. A session
/// works on a copy in memory (`inMemoryCopy`), so its ticks never touch the disk, and hands the
/// host `serialized()` bytes to write after them.
public final class GuardedDatabase: Sendable {
    /// The database file (in memory: the file it was copied from, which errors name).
    public let url: URL
    /// A pool of connections in WAL mode, one read-only connection (see `readOnlyReason`), or a
    /// database in memory.
    public let writer: any DatabaseWriter
    /// Why the database is open read-only (its folder refuses writing: a read-only file system,
    /// a full disk, no permission), nil when it can be written. Every write then fails.
    public let readOnlyReason: String?
    /// The time each statement may take.
    public let budget: StatementTimer.Budget
    /// What the file must be.
    public let schema: DatabaseSchema

    init(url: URL, writer: any DatabaseWriter, readOnlyReason: String?, budget: StatementTimer.Budget, schema: DatabaseSchema) {
        self.url = url
        self.writer = writer
        self.readOnlyReason = readOnlyReason
        self.budget = budget
        self.schema = schema
    }

    /// An empty database in memory that refuses writes, standing in for `file` when it cannot be
    /// used (locked by another program, or in a profile that cannot be written); `reason` says
    /// why, as `readOnlyReason`.
    public convenience init(emptyBecause reason: String, file: URL, schema: DatabaseSchema, budget: StatementTimer.Budget) throws {
        let queue = try DatabaseQueue(configuration: GuardedConnection.configuration(budget: budget))
        try queue.writeWithoutTransaction { db in try GuardedConnection.trustCheckedSchema(db) }
        try schema.migrator.migrate(queue)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA query_only = ON") }
        self.init(url: file, writer: queue, readOnlyReason: reason, budget: budget, schema: schema)
    }

    /// Opens (creating if need be) the database at `file` and migrates it.
    /// - Throws: `DatabaseFileError`: `.damaged` (not a database of `schema`, damaged, a special
    ///   file, over `maxBytes`), `.newer`, `.locked`, `.tooSlow` or `.cannotOpen`.
    public convenience init(file: URL, schema: DatabaseSchema, maxBytes: Int64, budget: StatementTimer.Budget) throws {
        try Self.checkFile(file, maxBytes: maxBytes)
        let writer: any DatabaseWriter, readOnlyReason: String?
        do {
            // Inspected through a read-only connection first: a file that is refused is never
            // opened for writing, so it stays exactly as it was.
            if FileManager.default.fileExists(atPath: file.path) {
                var inspecting = GuardedConnection.configuration(budget: budget)
                inspecting.readonly = true
                let inspector = try DatabaseQueue(path: file.path, configuration: inspecting)
                defer { try? inspector.close() }
                try inspector.read { db in try SchemaInspection.inspect(db, schema: schema) }
            }
            let pool = try DatabasePool(path: file.path, configuration: GuardedConnection.configuration(budget: budget))
            try pool.writeWithoutTransaction { db in try GuardedConnection.trustCheckedSchema(db) }
            try schema.migrator.migrate(pool)
            (writer, readOnlyReason) = (pool, nil)
        } catch let error as DatabaseError where Self.canBeReadOnly(error) {
            let reason = error.message ?? error.description
            // SQLite's own word for a full disk stands even when its failed write has freed the
            // space it took (an empty WAL grows at the first commit) by the time we look.
            let full = error.resultCode == .SQLITE_FULL ? String(cString: strerror(ENOSPC)) : nil
            guard let unwritable = full ?? Self.unwritableReason(file), FileManager.default.fileExists(atPath: file.path) else {
                throw DatabaseFileError.cannotOpen(file: file.path, reason: reason)
            }
            (writer, readOnlyReason) = (try Self.openReadOnly(file, schema: schema, budget: budget), unwritable)
        } catch {
            throw Self.failure(error, file: file.path, budget: budget)
        }
        self.init(url: file, writer: writer, readOnlyReason: readOnlyReason, budget: budget, schema: schema)
    }

    /// Lets go of the database (a file's connections close, its WAL checkpointed into it).
    public func close() throws { try writer.close() }

    /// Reads in one transaction; a database error is thrown as `DatabaseFileError`, others as
    /// they are.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.read(body)
        } catch {
            throw Self.failure(error, file: url.path, budget: budget)
        }
    }

    /// Writes in one transaction, with `read`'s errors.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.write(body)
        } catch {
            throw Self.failure(error, file: url.path, budget: budget)
        }
    }

    /// `error` as a `DatabaseFileError` naming `file` when it is the database's: what the
    /// inspection found, a statement past its budget, a damaged page, a value of the wrong type
    /// or a lock said as such. Other errors are returned as they are.
    static func failure(_ error: any Error, file: String, budget: StatementTimer.Budget) -> any Error {
        switch error {
        case DatabaseProblem.damaged(let reason): return DatabaseFileError.damaged(file: file, reason: reason)
        // SQLite's quick check leaves an index's values unchecked against its table's, so a
        // damaged index can answer what the inspected rows never held.
        case is RowDecodingError: return DatabaseFileError.damaged(file: file, reason: RecordsStrings.valueOfWrongType)
        case DatabaseProblem.newer(let reason): return DatabaseFileError.newer(file: file, reason: reason)
        case let error as DatabaseError:
            switch error.resultCode {
            case .SQLITE_INTERRUPT: return DatabaseFileError.tooSlow(file: file, seconds: budget.seconds)
            case .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_TOOBIG, .SQLITE_FORMAT, .SQLITE_RANGE, .SQLITE_MISMATCH:
                return DatabaseFileError.damaged(file: file, reason: error.message ?? error.description)
            case .SQLITE_BUSY, .SQLITE_LOCKED: return DatabaseFileError.locked(file: file)
            default: return DatabaseFileError.cannotOpen(file: file, reason: error.message ?? error.description)
            }
        default: return error
        }
    }

    // MARK: - Opening

    /// Refuses a file that is not a regular one (a FIFO would block the open), is larger than
    /// `maxBytes`, or does not start as a database does; no file at all is fine (a new one).
    private static func checkFile(_ file: URL, maxBytes: Int64) throws {
        var info = stat()
        guard stat(file.path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw DatabaseFileError.damaged(file: file.path, reason: RecordsStrings.notARegularFile)
        }
        guard Int64(info.st_size) <= maxBytes else {
            throw DatabaseFileError.damaged(file: file.path, reason: RecordsStrings.tooLarge(Int64(info.st_size), limit: maxBytes))
        }
        // SQLite takes a file shorter than a page for an empty database and would write over
        // it: anything but nothing or a database header is damaged, and kept.
        guard info.st_size > 0 else { return }
        let header = (try? FileHandle(forReadingFrom: file))
            .flatMap { handle in defer { try? handle.close() }; return try? handle.read(upToCount: sqliteHeader.count) }
        guard header.map(Array.init) == sqliteHeader else {
            throw DatabaseFileError.damaged(file: file.path, reason: RecordsStrings.notADatabase)
        }
    }

    /// The first bytes of every SQLite database file.
    private static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// Whether `error` may mean the folder or file cannot be written (so it can still be opened
    /// to read), rather than that the file is damaged, newer or locked.
    private static func canBeReadOnly(_ error: DatabaseError) -> Bool {
        [.SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_IOERR, .SQLITE_FULL, .SQLITE_AUTH].contains(error.resultCode)
    }

    /// Why the folder of `file` (or the file) refuses writing, as the system says it; nil when
    /// both can be written, so a failure to open has another cause.
    private static func unwritableReason(_ file: URL) -> String? {
        for path in [file.deletingLastPathComponent().path, file.path] where access(path, W_OK) != 0 {
            return String(cString: strerror(errno))
        }
        // A full disk lets a folder be written in principle; SQLite says what failed.
        var stats = statvfs()
        if statvfs(file.deletingLastPathComponent().path, &stats) == 0, stats.f_bavail == 0 {
            return String(cString: strerror(ENOSPC))
        }
        return nil
    }

    /// One read-only connection to the database at `file`, which must already be migrated (a
    /// read-only database cannot be brought up to date) and pass the inspection.
    private static func openReadOnly(_ file: URL, schema: DatabaseSchema, budget: StatementTimer.Budget) throws -> DatabaseQueue {
        var configuration = GuardedConnection.configuration(budget: budget)
        configuration.readonly = true
        do {
            // Immutable: a database in WAL mode can be read without its -shm file, which a folder
            // that cannot be written cannot hold (Debian's SQLite takes URI file names).
            var uri = URLComponents()
            uri.scheme = "file"
            uri.path = file.path
            uri.queryItems = [URLQueryItem(name: "immutable", value: "1")]
            let queue = try DatabaseQueue(path: uri.string ?? file.path, configuration: configuration)
            let current = try queue.read { db in
                try SchemaInspection.inspect(db, schema: schema)
                return try schema.migrator.hasCompletedMigrations(db)
            }
            guard current else { throw DatabaseFileError.cannotOpen(file: file.path, reason: RecordsStrings.readOnlyOutOfDate) }
            return queue
        } catch let error as DatabaseFileError {
            throw error
        } catch {
            throw failure(error, file: file.path, budget: budget)
        }
    }
}
