import GRDB
import GRDBSQLite

/// The diary a session works on: a copy in memory of the file opened at set-up, whose writes
/// stay in memory; the scene hands the host `serialized()` bytes to write after the tick.
extension WatchLogStore {
    /// A copy of this diary in memory, with the same defences and time budget. It refuses
    /// writes when this one does, or when `reason` is given (which it then reports as
    /// `readOnlyReason`).
    /// - Throws: the store's errors (see `failure`) when the diary cannot be read whole.
    public func inMemoryCopy(refusingWritesBecause reason: String? = nil) throws -> WatchLogStore {
        do {
            let copy = try DatabaseQueue(configuration: DiaryConnection.configuration(timer: budget))
            try pool.backup(to: copy)
            let readOnly = reason ?? readOnlyReason
            try copy.writeWithoutTransaction { db in
                // Only a file that passed the inspection was opened, so its schema is the
                // migrations' own and may be trusted as the file's writer trusts it.
                if readOnly == nil { try DiaryConnection.trustCheckedSchema(db) } else { try db.execute(sql: "PRAGMA query_only = ON") }
            }
            return WatchLogStore(url: url, pool: copy, readOnlyReason: readOnly, budget: budget)
        } catch {
            throw Self.failure(error, file: url.path, budget: budget)
        }
    }

    /// The database as the bytes of a database file (SQLite's `sqlite3_serialize`), for the
    /// host to write in place of the diary's file.
    /// - Throws: `WatchLogError.cannotWrite` when SQLite cannot make the copy (no memory).
    public func serialized() throws -> [UInt8] {
        try read { db in
            var size: sqlite3_int64 = 0
            guard let bytes = sqlite3_serialize(db.sqliteConnection, "main", &size, 0) else {
                throw WatchLogError.cannotWrite(file: url.path, reason: WatchLogStrings.cannotCopyDiary)
            }
            defer { sqlite3_free(bytes) }
            return Array(UnsafeBufferPointer(start: bytes, count: Int(size)))
        }
    }
}
