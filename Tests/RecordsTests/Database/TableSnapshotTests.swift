import Foundation
import GRDB
import Testing
@testable import Records

/// A table's snapshot brings back its rows and its id counter exactly, so the next row added
/// gets the id it would have had.
@Suite struct TableSnapshotTests {
    struct Note: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
        static let databaseTableName = "note"
        var id: Int64?
        var text: String
        var score: Int
        mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
    }

    @Test func aRestoreBringsBackTheRowsAndTheNextID() throws {
        let folder = try NoteSchema.Folder()
        try NoteSchema.make(at: folder.file)
        let database = try GuardedDatabase(file: folder.file, schema: NoteSchema.schema, maxBytes: 1 << 20, budget: .session)
        defer { try? database.close() }
        try database.write { db in try db.execute(sql: "DELETE FROM note WHERE id = 2") }
        let snapshot = try database.read { db in try TableSnapshot<Note>(db) }
        #expect(snapshot.rows.map(\.text) == ["one"] && snapshot.lastID == 2)
        try database.write { db in try db.execute(sql: "DELETE FROM note; INSERT INTO note (text, score) VALUES ('x', 1), ('y', 1)") }
        try database.write { db in try snapshot.restore(in: db) }
        #expect(try database.read { db in try TableSnapshot<Note>(db) } == snapshot)
        var next = Note(text: "three", score: 3)
        try database.write { db in try next.insert(db) }
        #expect(next.id == 3, "the counter came back with the rows")
    }
}
