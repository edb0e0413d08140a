import Engine
import Foundation
import GRDB
import Records

/// The watch log's diary: one SQLite database, migrated to the current schema, whose every
/// write is one transaction. The file in the profile (WAL mode) is opened by
/// `WatchLogStore+Opening` as the records kit opens a file from anyone (`GuardedDatabase`), at a
/// session's set-up and by the `diorama watch-log` verbs; a session works on a copy in memory
/// (`inMemoryCopy()`), so its ticks never touch the disk.
///
/// The store never reads the clock: "now" is an argument, so that a replayed session writes the
/// same rows.
public final class WatchLogStore: Sendable {
    /// The profile's sub-folder that holds the database.
    public static let folderName = "watch-log"
    /// The database's file name.
    public static let fileName = "watchlog.sqlite"
    /// The largest diary file opened, in bytes (512 MiB, about three million entries): a larger
    /// one is refused unread. A replay carries a copy of at most `SaveStore.maxFileBytes`.
    public static let maxFileBytes: Int64 = 512 << 20

    /// The diary's database.
    let database: GuardedDatabase

    /// The store over `database`.
    init(_ database: GuardedDatabase) { self.database = database }

    /// The database file (in memory: the file it was copied from, which errors name).
    public var url: URL { database.url }
    /// Why the diary is open read-only, nil when it can be written (see `GuardedDatabase`).
    public var readOnlyReason: String? { database.readOnlyReason }
    /// The time each statement may take.
    var budget: StatementTimer.Budget { database.budget }
    /// The connections, for tests that look under the store.
    var pool: any DatabaseWriter { database.writer }

    /// Lets go of the database (a file's connections close, its WAL checkpointed into it).
    public func close() throws { try database.close() }

    /// Reads in one transaction; the diary's file's errors are `DatabaseFileError`s.
    func read<T>(_ body: (Database) throws -> T) throws -> T { try database.read(body) }

    /// Writes in one transaction; the diary's file's errors are `DatabaseFileError`s.
    func write<T>(_ body: (Database) throws -> T) throws -> T { try database.write(body) }

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
                throw DatabaseProblem.damaged(WatchLogStrings.badRow("?", "createdAt"))
            }
            let firstYear = CalendarDay(Date(databaseMilliseconds: first), in: timeZone).year
            let lastYear = CalendarDay(Date(databaseMilliseconds: last), in: timeZone).year
            let count = try db.makeStatement(sql: "SELECT count(*) FROM entry WHERE createdAt >= ? AND createdAt < ?")
            var sections: [YearSection] = []
            var index = 0
            for year in stride(from: lastYear, through: firstYear, by: -1) {
                let start = CalendarDay(year: year, month: 1, day: 1).start(in: timeZone).databaseMilliseconds
                let end = CalendarDay(year: year + 1, month: 1, day: 1).start(in: timeZone).databaseMilliseconds
                let n = try Int.fetchOne(count, arguments: [start, end]) ?? 0
                guard n > 0 else { continue }
                sections.append(YearSection(year: year, count: n, firstIndex: index))
                index += n
            }
            return sections
        }
    }

    /// Every viewing of `title` (compared as `SearchKey`), oldest first: the rewatch hint's list.
    public func viewings(of title: String) throws -> [WatchedEntry] {
        let key = SearchKey.normalise(title)
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

    /// The search over titles (see `PrefixSearch`).
    static let titleSearch = PrefixSearch(table: "entry", index: "entry_search", keyColumn: "titleKey", newestColumn: "createdAt")
    /// How many of the newest matches a search ranks.
    public static let rankedMatches = PrefixSearch.rankedMatches
    /// The most results one read of a search returns (a page of the results list).
    public static let searchPageSize = PrefixSearch.pageSize

    /// Entries whose title has words starting with each word of `text` (case and diacritics
    /// ignored, đ read as d), at most `limit`, in `search(_:in:)`'s order.
    public func search(_ text: String, limit: Int = searchPageSize) throws -> [WatchedEntry] {
        try search(text, in: 0..<max(0, limit))
    }

    /// How many entries `search` finds for `text`, all of them: the results list's length.
    public func searchCount(_ text: String) throws -> Int {
        try read { db in try Self.titleSearch.count(text, in: db) }
    }

    /// The results at `range` of the search for `text` (see `PrefixSearch.results`).
    public func search(_ text: String, in range: Range<Int>) throws -> [WatchedEntry] {
        try read { db in try Self.titleSearch.results(text, in: range, db: db) }
    }

    /// SQLite's check of the diary and its search index (see `GuardedDatabase.integrityCheck`).
    public func integrityCheck() throws -> [String] { try database.integrityCheck() }
}
