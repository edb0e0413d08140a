import Foundation
import GRDB
import Testing
@testable import Records

/// A database file from anyone is checked before use and refused by name when it is not what its
/// schema makes; a sound one opens, copies into memory and comes back whole.
@Suite struct GuardedDatabaseTests {
    @Test func aNewFileIsMadeAndReopened() throws {
        let folder = try NoteSchema.Folder()
        try NoteSchema.make(at: folder.file)
        let database = try GuardedDatabase(file: folder.file, schema: NoteSchema.schema, maxBytes: 1 << 20, budget: .session)
        defer { try? database.close() }
        #expect(database.readOnlyReason == nil)
        #expect(try database.read { db in try String.fetchAll(db, sql: "SELECT text FROM note ORDER BY id") } == ["one", "two"])
        let found = try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note_search WHERE note_search MATCH 'two'") }
        #expect(found == 1, "the search trigger ran: the checked schema is trusted")
    }

    @Test func aForeignOrAlteredSchemaIsRefusedByName() throws {
        let cases = [
            ("CREATE VIEW sneaky AS SELECT 1", "the view sneaky is not one Diorama makes"),
            ("DROP TRIGGER note_search_insert", "the trigger note_search_insert is missing"),
            ("CREATE TRIGGER note_search_insert2 AFTER DELETE ON note BEGIN SELECT 1; END", "the trigger note_search_insert2 is not one Diorama makes"),
        ]
        for (sql, reason) in cases {
            let folder = try NoteSchema.Folder()
            try NoteSchema.make(at: folder.file)
            try NoteSchema.tamper(folder.file, sql)
            #expect(NoteSchema.openingError(folder.file) == .damaged(file: folder.file.path, reason: reason), "\(sql)")
        }
    }

    @Test func aRowBreakingARuleIsRefusedWithItsIdAndColumn() throws {
        for (sql, reason) in [("UPDATE note SET score = 12 WHERE id = 2", "note 2 has a score that is not valid"),
                              ("UPDATE note SET text = x'00' WHERE id = 1", "note 1 has a text that is not valid"),
                              ("UPDATE sqlite_sequence SET seq = 9223372036854775807", "its note id counter is out of range")] {
            let folder = try NoteSchema.Folder()
            try NoteSchema.make(at: folder.file)
            try NoteSchema.tamper(folder.file, sql)
            #expect(NoteSchema.openingError(folder.file) == .damaged(file: folder.file.path, reason: reason), "\(sql)")
        }
    }

    @Test func aNewerFileIsToldApart() throws {
        let folder = try NoteSchema.Folder()
        try NoteSchema.make(at: folder.file)
        try NoteSchema.tamper(folder.file, "INSERT INTO grdb_migrations VALUES ('v3-future')")
        #expect(NoteSchema.openingError(folder.file) == .newer(file: folder.file.path, reason: "migration \"v3-future\""))
    }

    @Test func somethingThatIsNoDatabaseIsRefusedUnchanged() throws {
        let folder = try NoteSchema.Folder()
        let bytes = Data("not a database, just text".utf8)
        try bytes.write(to: folder.file)
        #expect(NoteSchema.openingError(folder.file) == .damaged(file: folder.file.path, reason: RecordsStrings.notADatabase))
        #expect(try Data(contentsOf: folder.file) == bytes)
        #expect(mkfifo(folder.url.appendingPathComponent("fifo.sqlite").path, 0o600) == 0)
        #expect(NoteSchema.openingError(folder.url.appendingPathComponent("fifo.sqlite"))
                == .damaged(file: folder.url.appendingPathComponent("fifo.sqlite").path, reason: RecordsStrings.notARegularFile))
    }

    @Test func aRunawayQueryIsStoppedWithinItsBudget() throws {
        let folder = try NoteSchema.Folder()
        try NoteSchema.make(at: folder.file)
        let database = try GuardedDatabase(file: folder.file, schema: NoteSchema.schema, maxBytes: 1 << 20, budget: .init(seconds: 0.2))
        defer { try? database.close() }
        #expect(throws: DatabaseFileError.tooSlow(file: folder.file.path, seconds: 0.2)) {
            try database.read { db in
                try Int.fetchOne(db, sql: "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n")
            }
        }
    }

    @Test func aSessionsCopyInMemoryComesBackAsTheBytesOfAFile() throws {
        let folder = try NoteSchema.Folder()
        try NoteSchema.make(at: folder.file)
        let database = try GuardedDatabase(file: folder.file, schema: NoteSchema.schema, maxBytes: 1 << 20, budget: .session)
        let copy = try database.inMemoryCopy()
        #expect(try database.checkpointAndClose(), "nothing else holds the file")
        try copy.write { db in try db.execute(sql: "INSERT INTO note (text, score) VALUES ('three', 3)") }
        try Data(try copy.serialized()).write(to: folder.file)
        let reopened = try GuardedDatabase(file: folder.file, schema: NoteSchema.schema, maxBytes: 1 << 20, budget: .session)
        defer { try? reopened.close() }
        #expect(try reopened.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } == 3)
        let readOnly = try reopened.inMemoryCopy(refusingWritesBecause: "shown")
        #expect(readOnly.readOnlyReason == "shown")
        #expect(throws: (any Error).self) { try readOnly.write { db in try db.execute(sql: "DELETE FROM note") } }
    }

    @Test func aFileSetAsideKeepsItsBytesAndTakesTheNextFreeName() throws {
        let folder = try NoteSchema.Folder()
        var names: [String] = []
        for text in ["first", "second"] {
            try Data(text.utf8).write(to: folder.file)
            names.append(try GuardedDatabase.setAside(folder.file, as: "damaged"))
        }
        #expect(names == ["notes.damaged.sqlite", "notes.damaged-2.sqlite"])
        #expect(try Data(contentsOf: folder.url.appendingPathComponent(names[1])) == Data("second".utf8))
        #expect(!FileManager.default.fileExists(atPath: folder.file.path))
    }
}
