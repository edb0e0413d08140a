import Foundation
import GRDB

/// The watch log's diary on disk: one SQLite database in the profile, in WAL mode, migrated to
/// the current schema on open. Every write is one transaction.
///
/// The store never reads the clock: "now" is an argument, so that a replayed session writes the
/// same rows.
public final class WatchLogStore: Sendable {
    /// The profile's sub-folder that holds the database.
    public static let folderName = "watch-log"
    /// The database's file name.
    public static let fileName = "watchlog.sqlite"

    /// The database file.
    public let url: URL
    /// A pool of connections in WAL mode, or one read-only connection (see `readOnlyReason`).
    let pool: any DatabaseWriter
    /// Why the diary is open read-only (its folder refuses writing: a read-only file system, a
    /// full disk, no permission), nil when it can be written. Every write then fails with an error.
    public let readOnlyReason: String?

    /// Opens (creating if need be) `watch-log/watchlog.sqlite` in `profile` and migrates it.
    public convenience init(profile: URL) throws {
        let folder = profile.appendingPathComponent(Self.folderName, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WatchLogError.cannotOpen(file: folder.path, reason: error.localizedDescription)
        }
        try self.init(file: folder.appendingPathComponent(Self.fileName))
    }

    /// Opens (creating if need be) the database at `file` and migrates it; an existing diary
    /// whose folder cannot be written is opened read-only, so it can still be read.
    public init(file: URL) throws {
        url = file
        do {
            let pool = try DatabasePool(path: file.path, configuration: WatchLogSchema.configuration)
            try WatchLogSchema.migrator.migrate(pool)
            self.pool = pool
            readOnlyReason = nil
        } catch let error as DatabaseError {
            let reason = error.message ?? error.description
            guard let unwritable = Self.unwritableReason(file), FileManager.default.fileExists(atPath: file.path) else {
                throw WatchLogError.cannotOpen(file: file.path, reason: reason)
            }
            pool = try Self.openReadOnly(file)
            readOnlyReason = unwritable
        }
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
    /// read-only diary cannot be brought up to date).
    private static func openReadOnly(_ file: URL) throws -> DatabaseQueue {
        var configuration = WatchLogSchema.configuration
        configuration.readonly = true
        do {
            // Immutable: a diary in WAL mode can be read without its -shm file, which a folder
            // that cannot be written cannot hold (Debian's SQLite takes URI file names).
            var uri = URLComponents()
            uri.scheme = "file"
            uri.path = file.path
            uri.queryItems = [URLQueryItem(name: "immutable", value: "1")]
            let queue = try DatabaseQueue(path: uri.string ?? file.path, configuration: configuration)
            guard try queue.read({ try WatchLogSchema.migrator.hasCompletedMigrations($0) }) else {
                throw WatchLogError.cannotOpen(file: file.path, reason: WatchLogStrings.readOnlyOutOfDate)
            }
            return queue
        } catch let error as DatabaseError {
            throw WatchLogError.cannotOpen(file: file.path, reason: error.message ?? error.description)
        }
    }

    // MARK: - Writing

    /// Saves `entry` as a new viewing added at `now`; returns it with its id.
    @discardableResult
    public func add(_ entry: WatchedEntry, now: Date) throws -> WatchedEntry {
        var saved = try Self.checked(entry)
        saved.id = nil
        saved.createdAt = now
        saved.updatedAt = now
        return try pool.write { db in
            try saved.insert(db)
            return saved
        }
    }

    /// Saves `entries` as they are (dates included) in one transaction; all or none.
    public func add(contentsOf entries: [WatchedEntry]) throws {
        let checked = try entries.map(Self.checked)
        try pool.write { db in
            let inserter = try EntryInserter(db)
            for entry in checked { try inserter.insert(entry, titleKey: entry.titleKey) }
        }
    }

    /// Saves the changes to `entry` (found by its id), stamped as changed at `now`.
    @discardableResult
    public func update(_ entry: WatchedEntry, now: Date) throws -> WatchedEntry {
        guard let id = entry.id else { throw WatchLogError.notSaved }
        var saved = try Self.checked(entry)
        saved.updatedAt = now
        return try pool.write { db in
            guard let old = try WatchedEntry.fetchOne(db, key: id) else { throw WatchLogError.noSuchEntry(id) }
            saved.createdAt = old.createdAt
            try saved.update(db)
            return saved
        }
    }

    /// Deletes the entry `id`; returns it (for an undo that adds it back), nil if it was not there.
    @discardableResult
    public func delete(id: Int64) throws -> WatchedEntry? {
        try pool.write { db in
            guard let entry = try WatchedEntry.fetchOne(db, key: id) else { return nil }
            try entry.delete(db)
            return entry
        }
    }

    /// Puts back an entry `delete(id:)` returned, with its id and dates.
    public func restore(_ entry: WatchedEntry) throws {
        var checked = try Self.checked(entry)
        try pool.write { db in try checked.insert(db) }
    }

    /// `entry` tidied, or the validation errors thrown.
    static func checked(_ entry: WatchedEntry) throws -> WatchedEntry {
        let tidied = entry.tidied
        let errors = tidied.validationErrors
        guard errors.isEmpty else { throw WatchLogError.invalid(errors) }
        return tidied
    }

    // MARK: - Reading

    /// How many entries the diary holds.
    public func count() throws -> Int {
        try pool.read { db in try WatchedEntry.fetchCount(db) }
    }

    /// The entry `id`, nil if there is none.
    public func entry(id: Int64) throws -> WatchedEntry? {
        try pool.read { db in try WatchedEntry.fetchOne(db, key: id) }
    }

    /// The entries at `range` of the newest-first order (the rows a scrolled list shows).
    public func entries(in range: Range<Int>) throws -> [WatchedEntry] {
        guard !range.isEmpty, range.lowerBound >= 0 else { return [] }
        return try pool.read { db in
            // The offset walks the (createdAt, id) index alone; only the rows shown are read.
            try WatchedEntry.fetchAll(db, sql: """
                SELECT entry.* FROM (
                    SELECT id FROM entry ORDER BY createdAt DESC, id DESC LIMIT ? OFFSET ?
                ) AS page JOIN entry USING (id) ORDER BY entry.createdAt DESC, entry.id DESC
                """, arguments: [range.count, range.lowerBound])
        }
    }

    /// The diary's years in `timeZone`, newest first, each with its count and first row index;
    /// years without entries are left out.
    public func yearSections(in timeZone: TimeZone) throws -> [YearSection] {
        try pool.read { db in
            guard let bounds = try Row.fetchOne(db, sql: "SELECT min(createdAt) AS first, max(createdAt) AS last FROM entry"),
                  let first: Int64 = bounds["first"], let last: Int64 = bounds["last"] else { return [] }
            let firstYear = WatchYear.year(of: Date(databaseMilliseconds: first), in: timeZone)
            let lastYear = WatchYear.year(of: Date(databaseMilliseconds: last), in: timeZone)
            let count = try db.makeStatement(sql: "SELECT count(*) FROM entry WHERE createdAt >= ? AND createdAt < ?")
            var sections: [YearSection] = []
            var index = 0
            for year in stride(from: lastYear, through: firstYear, by: -1) {
                let start = WatchYear.start(of: year, in: timeZone).databaseMilliseconds
                let end = WatchYear.start(of: year + 1, in: timeZone).databaseMilliseconds
                let n = try Int.fetchOne(count, arguments: [start, end]) ?? 0
                guard n > 0 else { continue }
                sections.append(YearSection(year: year, count: n, firstIndex: index))
                index += n
            }
            return sections
        }
    }

    /// Every viewing of `title` (compared as `TitleKey`), oldest first: the rewatch hint's list.
    public func viewings(of title: String) throws -> [WatchedEntry] {
        let key = TitleKey.normalise(title)
        guard !key.isEmpty else { return [] }
        return try pool.read { db in
            try WatchedEntry.fetchAll(db, sql: "SELECT * FROM entry WHERE titleKey = ? ORDER BY createdAt, id",
                                      arguments: [key])
        }
    }

    /// The other viewings of `entry`'s title, oldest first: the detail view's watch history.
    public func otherViewings(of entry: WatchedEntry) throws -> [WatchedEntry] {
        try viewings(of: entry.title).filter { $0.id != entry.id }
    }

    /// How many of the most recently added matches a search ranks. Ranking every match of a
    /// first typed letter would take tens of milliseconds in a large diary; past this many matches
    /// the newest ones are ranked, and each further letter narrows the matches towards an exact
    /// ranking.
    public static let rankedMatches = 1_000

    /// Entries whose title has words starting with each word of `text` (case and diacritics
    /// ignored, đ read as d), at most `limit`: a title that is exactly `text` first, then the best
    /// match (FTS5's bm25), then the newest.
    public func search(_ text: String, limit: Int = 50) throws -> [WatchedEntry] {
        guard let query = Self.searchPattern(text) else { return [] }
        return try pool.read { db in
            try WatchedEntry.fetchAll(db, sql: """
                SELECT entry.* FROM (
                    SELECT rowid AS id, rank FROM entry_search WHERE entry_search MATCH ? ORDER BY rowid DESC LIMIT ?
                ) AS hit JOIN entry USING (id)
                ORDER BY entry.titleKey = ? DESC, hit.rank, entry.createdAt DESC, entry.id DESC LIMIT ?
                """, arguments: [query, Self.rankedMatches, TitleKey.normalise(text), limit])
        }
    }

    /// The FTS5 query for typed `text`: every word as a prefix ("phở b" → `"pho"* "b"*`); nil
    /// when `text` has no words.
    static func searchPattern(_ text: String) -> String? {
        let words = TitleKey.words(text)
        guard !words.isEmpty else { return nil }
        return words.map { "\"\($0)\"*" }.joined(separator: " ")
    }

    /// SQLite's `integrity_check` of the database and the search index's own check: ["ok"] when
    /// all is well, else the problems found.
    public func integrityCheck() throws -> [String] {
        // The index's check is written as an INSERT, so it runs on the writer.
        try pool.writeWithoutTransaction { db in
            let problems = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            guard problems == ["ok"] else { return problems }
            do {
                try db.execute(sql: "INSERT INTO entry_search (entry_search, rank) VALUES ('integrity-check', 1)")
            } catch let error as DatabaseError {
                return [error.message ?? error.description]
            }
            return problems
        }
    }
}
