import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// Opening the diary's file: at a session's set-up (which copies it into memory, see
/// `inMemoryCopy()`) and in the `diorama watch-log` verbs, never inside a tick.
extension WatchLogStore {
    /// Opens (creating if need be) `watch-log/watchlog.sqlite` in `profile` and migrates it, with
    /// a session's time budget on every statement.
    public convenience init(profile: URL) throws {
        try self.init(profile: profile, budget: .session)
    }

    /// Opens (creating if need be) `watch-log/watchlog.sqlite` in `profile` and migrates it, each
    /// statement held to `budget`.
    convenience init(profile: URL, budget: StatementTimer.Budget) throws {
        let folder = profile.appendingPathComponent(Self.folderName, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WatchLogError.cannotOpen(file: folder.path, reason: error.localizedDescription)
        }
        try self.init(file: folder.appendingPathComponent(Self.fileName), budget: budget)
    }

    /// Opens (creating if need be) the database at `file` and migrates it, with a session's
    /// time budget on every statement; see `init(file:budget:)`.
    public convenience init(file: URL) throws {
        try self.init(file: file, budget: .session)
    }

    /// Opens (creating if need be) the database at `file` and migrates it; an existing diary
    /// whose folder cannot be written is opened read-only, so it can still be read.
    ///
    /// The file is untrusted (it may come from a replay someone sent): it is opened with
    /// `DiaryConnection`'s defences and must pass `DiaryInspection` before it is migrated or read.
    /// - Throws: `WatchLogError.damaged` (not a diary, or a damaged one), `.newerDiary`,
    ///   `.locked`, `.tooSlow` or `.cannotOpen`, each naming the file.
    convenience init(file: URL, budget: StatementTimer.Budget) throws {
        try Self.checkFile(file)
        let pool: any DatabaseWriter, readOnlyReason: String?
        do {
            // Inspected through a read-only connection first: a file that is refused is never
            // opened for writing, so it stays exactly as it was.
            if FileManager.default.fileExists(atPath: file.path) {
                var inspecting = DiaryConnection.configuration(timer: budget)
                inspecting.readonly = true
                let inspector = try DatabaseQueue(path: file.path, configuration: inspecting)
                defer { try? inspector.close() }
                try inspector.read { db in try DiaryInspection.inspect(db) }
            }
            let writer = try DatabasePool(path: file.path, configuration: DiaryConnection.configuration(timer: budget))
            try writer.writeWithoutTransaction { db in try DiaryConnection.trustCheckedSchema(db) }
            try WatchLogSchema.migrator.migrate(writer)
            (pool, readOnlyReason) = (writer, nil)
        } catch let error as DatabaseError where Self.canBeReadOnly(error) {
            let reason = error.message ?? error.description
            // SQLite's own word for a full disk stands even when its failed write has freed the
            // space it took (an empty WAL grows at the first commit) by the time we look.
            let full = error.resultCode == .SQLITE_FULL ? String(cString: strerror(ENOSPC)) : nil
            guard let unwritable = full ?? Self.unwritableReason(file), FileManager.default.fileExists(atPath: file.path) else {
                throw WatchLogError.cannotOpen(file: file.path, reason: reason)
            }
            (pool, readOnlyReason) = (try Self.openReadOnly(file, budget: budget), unwritable)
        } catch {
            throw Self.failure(error, file: file.path, budget: budget)
        }
        self.init(url: file, pool: pool, readOnlyReason: readOnlyReason, budget: budget)
    }

    /// Refuses a file that is not a regular one (a FIFO would block the open) or is larger
    /// than `maxFileBytes`; no file at all is fine (a new diary).
    private static func checkFile(_ file: URL) throws {
        var info = stat()
        guard stat(file.path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw WatchLogError.damaged(file: file.path, reason: WatchLogStrings.notARegularFile)
        }
        guard Int64(info.st_size) <= maxFileBytes else {
            throw WatchLogError.damaged(file: file.path, reason: WatchLogStrings.diaryTooLarge(Int64(info.st_size), limit: maxFileBytes))
        }
        // SQLite takes a file shorter than a page for an empty database and would write over
        // it: anything but nothing or a database header is damaged, and kept.
        guard info.st_size > 0 else { return }
        let header = (try? FileHandle(forReadingFrom: file))
            .flatMap { handle in defer { try? handle.close() }; return try? handle.read(upToCount: sqliteHeader.count) }
        guard header.map(Array.init) == sqliteHeader else {
            throw WatchLogError.damaged(file: file.path, reason: WatchLogStrings.notADatabase)
        }
    }

    /// The first bytes of every SQLite database file.
    private static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// Whether `error` may mean the diary's folder or file cannot be written (so it can still
    /// be opened to read), rather than that the file is damaged, newer or locked.
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

    /// One read-only connection to the diary at `file`, which must already be migrated (a
    /// read-only diary cannot be brought up to date) and pass the inspection.
    private static func openReadOnly(_ file: URL, budget: StatementTimer.Budget) throws -> DatabaseQueue {
        var configuration = DiaryConnection.configuration(timer: budget)
        configuration.readonly = true
        do {
            // Immutable: a diary in WAL mode can be read without its -shm file, which a folder
            // that cannot be written cannot hold (Debian's SQLite takes URI file names).
            var uri = URLComponents()
            uri.scheme = "file"
            uri.path = file.path
            uri.queryItems = [URLQueryItem(name: "immutable", value: "1")]
            let queue = try DatabaseQueue(path: uri.string ?? file.path, configuration: configuration)
            let current = try queue.read { db in
                try DiaryInspection.inspect(db)
                return try WatchLogSchema.migrator.hasCompletedMigrations(db)
            }
            guard current else {
                throw WatchLogError.cannotOpen(file: file.path, reason: WatchLogStrings.readOnlyOutOfDate)
            }
            return queue
        } catch let error as WatchLogError {
            throw error
        } catch {
            throw failure(error, file: file.path, budget: budget)
        }
    }

    /// Moves everything in the diary's WAL into its file, empties the WAL and lets go of the
    /// file, so the file alone holds the diary and a session may replace it whole. False when
    /// the WAL could not be emptied: another program is reading or writing the diary.
    /// - Throws: only when the connections cannot be closed.
    func checkpointAndClose() throws -> Bool {
        let emptied = (try? pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }) != nil
        try close()
        return emptied
    }
}
