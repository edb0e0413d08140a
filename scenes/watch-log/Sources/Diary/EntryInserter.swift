import GRDB

/// Inserts many entries through one prepared statement: a bulk add or an import, where building
/// a record's statement for each row would cost more than the insert.
struct EntryInserter {
    let statement: Statement

    init(_ db: Database) throws {
        statement = try db.makeStatement(sql: """
            INSERT INTO entry (title, titleKey, type, rating, notes, watching, createdAt, updatedAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    /// Inserts `entry` (as it is: checked, dates included) whose title key is `titleKey`.
    func insert(_ entry: WatchedEntry, titleKey: String) throws {
        try statement.execute(arguments: [entry.title, titleKey, entry.type.rawValue, entry.rating, entry.notes,
                                          entry.watching, entry.createdAt.databaseMilliseconds,
                                          entry.updatedAt.databaseMilliseconds])
    }
}
