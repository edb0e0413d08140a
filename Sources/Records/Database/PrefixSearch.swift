import GRDB

/// A search as the user types over an FTS5 index of one column of a table (an external-content
/// index whose rowids are the table's `id`s and whose one column is named as the table's): every word typed is a prefix, case and diacritics
/// folded as `SearchKey` folds them, and the results come a page at a time however many match.
///
/// The newest `rankedMatches` matches are ranked (a row whose key is exactly the text typed
/// first, then FTS5's bm25, then the newest); ranking every match of a first typed letter would
/// take tens of milliseconds in a large table, and each further letter narrows the matches
/// towards an exact ranking. The matches past them follow, newest first.
public struct PrefixSearch: Sendable {
    /// The table searched, whose rows have an integer `id`.
    public var table: String
    /// The FTS5 table indexing it.
    public var index: String
    /// The column of `table` holding each row's key (`SearchKey.normalise` of its text).
    public var keyColumn: String
    /// The column of `table` that orders rows newest first, ties broken by `id`.
    public var newestColumn: String

    /// How many of the newest matches a search ranks.
    public static let rankedMatches = 1_000
    /// The most results one read returns (a page of a results list).
    public static let pageSize = 50

    /// A search of `table` through `index`, on `keyColumn`, newest by `newestColumn`.
    public init(table: String, index: String, keyColumn: String, newestColumn: String) {
        (self.table, self.index, self.keyColumn, self.newestColumn) = (table, index, keyColumn, newestColumn)
    }

    /// The FTS5 query for typed `text`: every word as a prefix ("phở b" → `"pho"* "b"*`); nil
    /// when `text` has no words.
    public static func pattern(_ text: String) -> String? {
        let words = SearchKey.words(text)
        guard !words.isEmpty else { return nil }
        return words.map { "\"\($0)\"*" }.joined(separator: " ")
    }

    /// How many rows match `text`, all of them: a results list's length.
    public func count(_ text: String, in db: Database) throws -> Int {
        guard let query = Self.pattern(text) else { return 0 }
        return try Int.fetchOne(db, sql: "SELECT count(*) FROM \(index) WHERE \(index) MATCH ?", arguments: [query]) ?? 0
    }

    /// The matches of `text` at `range` of the search's order, as `Record`s of the table's rows.
    /// At most `pageSize` rows are read at a time (a longer range is cut short), so every read is
    /// bounded however many rows match.
    public func results<Record: FetchableRecord>(_ text: String, in range: Range<Int>, db: Database) throws -> [Record] {
        guard let query = Self.pattern(text), range.lowerBound >= 0, !range.isEmpty else { return [] }
        let wanted = range.lowerBound..<(range.lowerBound + min(range.count, Self.pageSize))
        let ranked = wanted.clamped(to: 0..<Self.rankedMatches)
        let older = wanted.clamped(to: Self.rankedMatches..<Int.max)
        var found: [Record] = []
        if !ranked.isEmpty {
            found += try Record.fetchAll(db, sql: """
                SELECT \(table).* FROM (
                    SELECT rowid AS id, rank FROM \(index) WHERE \(index) MATCH ? ORDER BY rowid DESC LIMIT ?
                ) AS hit JOIN \(table) USING (id)
                ORDER BY \(table).\(keyColumn) = ? DESC, hit.rank, \(table).\(newestColumn) DESC, \(table).id DESC LIMIT ? OFFSET ?
                """, arguments: [query, Self.rankedMatches, SearchKey.normalise(text), ranked.count, ranked.lowerBound])
        }
        if !older.isEmpty {
            // Past the ranked matches the index's own order (newest first) is the order: the
            // offset walks the index alone, and only the rows shown are read.
            found += try Record.fetchAll(db, sql: """
                SELECT \(table).* FROM (
                    SELECT rowid AS id FROM \(index) WHERE \(index) MATCH ? ORDER BY rowid DESC LIMIT ? OFFSET ?
                ) AS hit JOIN \(table) USING (id) ORDER BY \(table).id DESC
                """, arguments: [query, older.count, older.lowerBound])
        }
        return found
    }

    /// Runs `body`, which adds rows to the table, with the index's insert trigger `insertTrigger`
    /// dropped, then indexes the rows it added in one statement and puts the trigger back as it
    /// was, all in the caller's transaction: about twice as fast as the trigger row by row.
    public func indexingAtEnd<T>(insertTrigger: String, in db: Database, _ body: () throws -> T) throws -> T {
        let lastID = try Int64.fetchOne(db, sql: "SELECT max(id) FROM \(table)") ?? 0
        let trigger = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?",
                                          arguments: [insertTrigger])
        if trigger != nil { try db.execute(sql: "DROP TRIGGER \(insertTrigger)") }
        let result = try body()
        if let trigger {
            try db.execute(sql: "INSERT INTO \(index) (rowid, \(keyColumn)) SELECT id, \(keyColumn) FROM \(table) WHERE id > ?",
                           arguments: [lastID])
            try db.execute(sql: trigger)
        }
        return result
    }
}
