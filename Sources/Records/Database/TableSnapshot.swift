import GRDB

/// A table's whole content as a value: every row with its id, and the last id given out (so the
/// next row added gets the same id as it would have). A replay keyframe holds one for a scene
/// whose database is not rewound with its other state.
public struct TableSnapshot<Record: FetchableRecord & MutablePersistableRecord & Hashable & Sendable>: Sendable, Hashable {
    /// Every row, in id order.
    public var rows: [Record]
    /// The largest id ever given out (SQLite's AUTOINCREMENT counter), 0 for none.
    public var lastID: Int64

    /// The content of `Record`'s table in `db` now.
    public init(_ db: Database) throws {
        let table = Record.databaseTableName
        rows = try Record.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY id")
        lastID = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = ?", arguments: [table]) ?? 0
    }

    /// Makes the table in `db` hold exactly these rows and this id counter (in the caller's
    /// transaction).
    public func restore(in db: Database) throws {
        let table = Record.databaseTableName
        try db.execute(sql: "DELETE FROM \(table)")
        for row in rows {
            var copy = row
            try copy.insert(db)
        }
        try db.execute(sql: "DELETE FROM sqlite_sequence WHERE name = ?", arguments: [table])
        if lastID > 0 { try db.execute(sql: "INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", arguments: [table, lastID]) }
    }
}
