import Foundation
import GRDB
import GRDBSQLite
#if canImport(Glibc)
import Glibc
#endif

/// What a session does with its database file: copies it into memory at set-up, hands the host
/// the copy's bytes after a tick, checks it, and keeps a file it cannot use aside.
extension GuardedDatabase {
    /// A copy of this database in memory, with the same defences and time budget. It refuses
    /// writes when this one does, or when `reason` is given (which it then reports as
    /// `readOnlyReason`).
    /// - Throws: `DatabaseFileError` when the database cannot be read whole.
    public func inMemoryCopy(refusingWritesBecause reason: String? = nil) throws -> GuardedDatabase {
        do {
            let copy = try DatabaseQueue(configuration: GuardedConnection.configuration(budget: budget))
            try writer.backup(to: copy)
            let readOnly = reason ?? readOnlyReason
            try copy.writeWithoutTransaction { db in
                // Only a file that passed the inspection was opened, so its schema is the
                // migrations' own and may be trusted as the file's writer trusts it.
                if readOnly == nil { try GuardedConnection.trustCheckedSchema(db) } else { try db.execute(sql: "PRAGMA query_only = ON") }
            }
            return GuardedDatabase(url: url, writer: copy, readOnlyReason: readOnly, budget: budget, schema: schema)
        } catch {
            throw Self.failure(error, file: url.path, budget: budget)
        }
    }

    /// The database as the bytes of a database file (SQLite's `sqlite3_serialize`), for the host
    /// to write in place of the file.
    /// - Throws: `DatabaseFileError.cannotWrite` when SQLite cannot make the copy (no memory).
    public func serialized() throws -> [UInt8] {
        try read { db in
            var size: sqlite3_int64 = 0
            guard let bytes = sqlite3_serialize(db.sqliteConnection, "main", &size, 0) else {
                throw DatabaseFileError.cannotWrite(file: url.path, reason: RecordsStrings.cannotCopy)
            }
            defer { sqlite3_free(bytes) }
            return Array(UnsafeBufferPointer(start: bytes, count: Int(size)))
        }
    }

    /// Moves everything in the WAL into the file, empties the WAL and lets go of the file, so the
    /// file alone holds the database and a session may replace it whole. False when the WAL could
    /// not be emptied: another program is reading or writing the file.
    /// - Throws: only when the connections cannot be closed.
    public func checkpointAndClose() throws -> Bool {
        let emptied = (try? writer.writeWithoutTransaction { db in try db.checkpoint(.truncate) }) != nil
        try close()
        return emptied
    }

    /// SQLite's `integrity_check` of the database, then each full-text index's own check: ["ok"]
    /// when all is well, else the problems found.
    public func integrityCheck() throws -> [String] {
        // An index's check is written as an INSERT, so it runs on the writer.
        try writer.writeWithoutTransaction { db in
            let problems = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            guard problems == ["ok"] else { return problems }
            for index in schema.searchTables.sorted() {
                do {
                    try db.execute(sql: "INSERT INTO \(index) (\(index), rank) VALUES ('integrity-check', 1)")
                } catch let error as DatabaseError {
                    return [error.message ?? error.description]
                }
            }
            return problems
        }
    }

    /// Renames `file` (and its WAL) aside as `STEM.KIND.sqlite` (`STEM.KIND-2.sqlite`, … when
    /// taken), byte for byte, and removes its shared-memory index (derived, rebuilt from the
    /// WAL); returns the name it is kept as.
    /// - Throws: `DatabaseFileError.cannotOpen` when the folder refuses the rename.
    public static func setAside(_ file: URL, as kind: String) throws -> String {
        let folder = file.deletingLastPathComponent()
        let stem = file.deletingPathExtension().lastPathComponent
        var aside = folder.appendingPathComponent("\(stem).\(kind).sqlite"), number = 1
        while FileManager.default.fileExists(atPath: aside.path) {
            number += 1
            aside = folder.appendingPathComponent("\(stem).\(kind)-\(number).sqlite")
        }
        try rename(file.path, aside.path)
        if FileManager.default.fileExists(atPath: file.path + "-wal") { try rename(file.path + "-wal", aside.path + "-wal") }
        try? FileManager.default.removeItem(atPath: file.path + "-shm")
        return aside.lastPathComponent
    }

    /// `rename(2)`: the bytes stay exactly as they were.
    private static func rename(_ from: String, _ to: String) throws {
        guard Glibc.rename(from, to) == 0 else {
            throw DatabaseFileError.cannotOpen(file: from, reason: String(cString: strerror(errno)))
        }
    }
}
