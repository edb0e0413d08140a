import Foundation
import GRDB

/// The watch log's diary: one SQLite database, migrated to the current schema, whose every
/// write is one transaction. The file in the profile (WAL mode) is opened by
/// `WatchLogStore+Opening`, at a session's set-up and by the `diorama watch-log` verbs; a
/// session works on a copy in memory (`inMemoryCopy()`), so its ticks never touch the disk.
///
/// The store never reads the clock: "now" is an argument, so that a replayed session writes the
/// same rows.
public final class WatchLogStore: Sendable {
    /// The profile's sub-folder that holds the database.
    public static let folderName = "watch-log"
    /// The database's file name.
    public static let fileName = "watchlog.sqlite"

    /// The database file (in memory: the file it was copied from, which errors name).
    public let url: URL
    /// A pool of connections in WAL mode, one read-only connection (see `readOnlyReason`), or
    /// a database in memory.
    let pool: any DatabaseWriter
    /// Why the diary is open read-only (its folder refuses writing: a read-only file system, a
    /// full disk, no permission), nil when it can be written. Every write then fails with an error.
    public let readOnlyReason: String?
    /// The time each statement may take (see `StatementTimer`).
    let budget: StatementTimer.Budget

    /// The store over `pool`, an opened diary `url` names.
    init(url: URL, pool: any DatabaseWriter, readOnlyReason: String?, budget: StatementTimer.Budget) {
        self.url = url
        self.pool = pool
        self.readOnlyReason = readOnlyReason
        self.budget = budget
    }

    /// The largest diary file opened, in bytes (512 MiB, about three million entries): a larger
    /// one is refused unread. A replay carries a copy of at most `SaveStore.maxFileBytes`.
    public static let maxFileBytes: Int64 = 512 << 20

    /// An empty diary in memory that refuses writes, standing in for `file` when it cannot be
    /// used (locked by another program, or in a profile that cannot be written); `reason` says
    /// why, as `readOnlyReason`.
    public convenience init(emptyBecause reason: String, file: URL) throws {
        let queue = try DatabaseQueue(configuration: WatchLogSchema.configuration)
        try WatchLogSchema.migrator.migrate(queue)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA query_only = ON") }
        self.init(url: file, pool: queue, readOnlyReason: reason, budget: .session)
    }

    /// Lets go of the database (a file's connections close, its WAL checkpointed into it).
    public func close() throws { try pool.close() }

    /// `error` as the store reports it, naming `file`: what the inspection found, a statement
    /// past its budget, a damaged page, a value of the wrong type or a lock said as such.
    static func failure(_ error: any Error, file: String, budget: StatementTimer.Budget) -> any Error {
        switch error {
        case DiaryProblem.damaged(let reason): return WatchLogError.damaged(file: file, reason: reason)
        // SQLite's quick check leaves an index's values unchecked against its table's, so a
        // damaged index can answer what the inspected rows never held.
        case is RowDecodingError: return WatchLogError.damaged(file: file, reason: WatchLogStrings.valueOfWrongType)
        case DiaryProblem.newer(let reason): return WatchLogError.newerDiary(file: file, reason: reason)
        case let error as DatabaseError:
            switch error.resultCode {
            case .SQLITE_INTERRUPT: return WatchLogError.tooSlow(file: file, seconds: budget.seconds)
            case .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_TOOBIG, .SQLITE_FORMAT, .SQLITE_RANGE, .SQLITE_MISMATCH:
                return WatchLogError.damaged(file: file, reason: error.message ?? error.description)
            case .SQLITE_BUSY, .SQLITE_LOCKED: return WatchLogError.locked(file: file)
            default: return WatchLogError.cannotOpen(file: file, reason: error.message ?? error.description)
            }
        default: return error
        }
    }

    /// Reads through the pool with the store's errors (see `failure`).
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try pool.read(body)
        } catch {
            throw Self.failure(error, file: url.path, budget: budget)
        }
    }

    /// Writes through the pool in one transaction, with the store's errors (see `failure`).
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try pool.write(body)
        } catch {
            throw Self.failure(error, file: url.path, budget: budget)
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
        return try write { db in
            try saved.insert(db)
            return saved
        }
    }

    /// Saves `entries` as they are (dates included) in one transaction; all or none.
    public func add(contentsOf entries: [WatchedEntry]) throws {
        let checked = try entries.map(Self.checked)
        try write { db in
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
        return try write { db in
            guard let old = try WatchedEntry.fetchOne(db, key: id) else { throw WatchLogError.noSuchEntry(id) }
            saved.createdAt = old.createdAt
            try saved.update(db)
            return saved
        }
    }

    /// Deletes the entry `id`; returns it (for an undo that adds it back), nil if it was not there.
    @discardableResult
    public func delete(id: Int64) throws -> WatchedEntry? {
        try write { db in
            guard let entry = try WatchedEntry.fetchOne(db, key: id) else { return nil }
            try entry.delete(db)
            return entry
        }
    }

    /// Puts back an entry `delete(id:)` returned, with its id and dates.
    public func restore(_ entry: WatchedEntry) throws {
        var checked = try Self.checked(entry)
        try write { db in try checked.insert(db) }
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
        try read { db in try WatchedEntry.fetchCount(db) }
    }

    /// The entry `id`, nil if there is none.
    public func entry(id: Int64) throws -> WatchedEntry? {
        try read { db in try WatchedEntry.fetchOne(db, key: id) }
    }

    /// The entries at `range` of the newest-first order (the rows a scrolled list shows).
    public func entries(in range: Range<Int>) throws -> [WatchedEntry] {
        guard !range.isEmpty, range.lowerBound >= 0 else { return [] }
        return try read { db in
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
        try read { db in
            guard let bounds = try Row.fetchOne(db, sql: "SELECT min(createdAt) AS first, max(createdAt) AS last FROM entry"),
                  let first = try bounds.decode(Int64?.self, forColumn: "first"),
                  let last = try bounds.decode(Int64?.self, forColumn: "last") else { return [] }
            // The inspection allows no other dates; a file changed since is refused, not walked
            // year by year from the dawn of time.
            guard EntryLimits.milliseconds.contains(first), EntryLimits.milliseconds.contains(last) else {
                throw DiaryProblem.damaged(WatchLogStrings.badRow("?", "createdAt"))
            }
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
        return try read { db in
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
    /// ranking. The matches past them follow, newest first.
    public static let rankedMatches = 1_000

    /// The most results one read of a search returns (a page of the results list).
    public static let searchPageSize = 50

    /// Entries whose title has words starting with each word of `text` (case and diacritics
    /// ignored, đ read as d), at most `limit`: a title that is exactly `text` first, then the best
    /// match (FTS5's bm25), then the newest. The first results of `search(_:in:)`.
    public func search(_ text: String, limit: Int = searchPageSize) throws -> [WatchedEntry] {
        try search(text, in: 0..<max(0, limit))
    }

    /// How many entries `search` finds for `text`, all of them: the results list's length.
    /// The statement is held to the store's time budget (`StatementTimer`) like every other.
    public func searchCount(_ text: String) throws -> Int {
        guard let query = Self.searchPattern(text) else { return 0 }
        return try read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM entry_search WHERE entry_search MATCH ?", arguments: [query]) ?? 0
        }
    }

    /// The results at `range` of the search for `text`, in its order: the newest
    /// `rankedMatches` matches ranked as `search(_:limit:)` says, then the older ones newest
    /// first. At most `searchPageSize` rows are read at a time (a longer range is cut short), so
    /// every read is bounded however many titles match.
    public func search(_ text: String, in range: Range<Int>) throws -> [WatchedEntry] {
        guard let query = Self.searchPattern(text), range.lowerBound >= 0, !range.isEmpty else { return [] }
        let wanted = range.lowerBound..<(range.lowerBound + min(range.count, Self.searchPageSize))
        let ranked = wanted.clamped(to: 0..<Self.rankedMatches)
        let older = wanted.clamped(to: Self.rankedMatches..<Int.max)
        let key = TitleKey.normalise(text)
        return try read { db in
            var found: [WatchedEntry] = []
            if !ranked.isEmpty {
                found += try WatchedEntry.fetchAll(db, sql: """
                    SELECT entry.* FROM (
                        SELECT rowid AS id, rank FROM entry_search WHERE entry_search MATCH ? ORDER BY rowid DESC LIMIT ?
                    ) AS hit JOIN entry USING (id)
                    ORDER BY entry.titleKey = ? DESC, hit.rank, entry.createdAt DESC, entry.id DESC LIMIT ? OFFSET ?
                    """, arguments: [query, Self.rankedMatches, key, ranked.count, ranked.lowerBound])
            }
            if !older.isEmpty {
                // Past the ranked matches the index's own order (newest first) is the order: the
                // offset walks the index alone, and only the rows shown are read.
                found += try WatchedEntry.fetchAll(db, sql: """
                    SELECT entry.* FROM (
                        SELECT rowid AS id FROM entry_search WHERE entry_search MATCH ? ORDER BY rowid DESC LIMIT ? OFFSET ?
                    ) AS hit JOIN entry USING (id) ORDER BY entry.id DESC
                    """, arguments: [query, older.count, older.lowerBound])
            }
            return found
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
