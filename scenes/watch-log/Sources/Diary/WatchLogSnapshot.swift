import GRDB

/// The diary's whole content as a value: every entry with its id and dates, and the last id
/// given out (so the next entry added gets the same id as it would have). A replay keyframe
/// holds one, since the database is not rewound with the scene's other state.
public struct WatchLogSnapshot: Sendable, Hashable {
    /// Every entry, in id order.
    public var entries: [WatchedEntry]
    /// The largest id ever given out (SQLite's AUTOINCREMENT counter), 0 for none.
    public var lastID: Int64
}

extension WatchLogStore {
    /// The diary's content now.
    public func snapshot() throws -> WatchLogSnapshot {
        try read { db in
            let entries = try WatchedEntry.fetchAll(db, sql: "SELECT * FROM entry ORDER BY id")
            let lastID = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'entry'") ?? 0
            return WatchLogSnapshot(entries: entries, lastID: lastID)
        }
    }

    /// Makes the diary hold exactly `snapshot`'s entries and id counter, in one transaction.
    public func restore(_ snapshot: WatchLogSnapshot) throws {
        try write { db in
            try db.execute(sql: "DELETE FROM entry")
            for entry in snapshot.entries {
                var copy = entry
                try copy.insert(db)
            }
            try db.execute(sql: "DELETE FROM sqlite_sequence WHERE name = 'entry'")
            if snapshot.lastID > 0 {
                try db.execute(sql: "INSERT INTO sqlite_sequence (name, seq) VALUES ('entry', ?)", arguments: [snapshot.lastID])
            }
        }
    }
}
