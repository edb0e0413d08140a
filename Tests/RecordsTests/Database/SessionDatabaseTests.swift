import Foundation
import GRDB
import Testing
@testable import Records

/// A session's database opens whatever its file holds, says what happened, and is a copy in
/// memory that leaves the file alone.
@Suite struct SessionDatabaseTests {
    static func open(_ file: URL, prepared: inout Int) throws -> SessionDatabase {
        try SessionDatabase.open(file: file, schema: NoteSchema.schema, maxBytes: 1 << 20, budget: .session) { database in
            prepared += 1
            try database.write { db in try db.execute(sql: "INSERT INTO note (text, score) VALUES ('sample', 5)") }
        }
    }

    @Test func aDamagedFileIsKeptAsideAndANewOneStarts() throws {
        let folder = try NoteSchema.Folder()
        let bytes = Data("not a database".utf8)
        try bytes.write(to: folder.file)
        var prepared = 0
        let session = try Self.open(folder.file, prepared: &prepared)
        #expect(session.notice == .damagedKeptAside(reason: RecordsStrings.notADatabase, keptAs: "notes.damaged.sqlite"))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("notes.damaged.sqlite")) == bytes)
        #expect(prepared == 1 && session.database.readOnlyReason == nil)
        #expect(try session.database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } == 1)
    }

    @Test func aNewerFileIsKeptAsideAsNewer() throws {
        let folder = try NoteSchema.Folder()
        try NoteSchema.make(at: folder.file)
        try NoteSchema.tamper(folder.file, "PRAGMA user_version = 7")
        var prepared = 0
        let session = try Self.open(folder.file, prepared: &prepared)
        #expect(session.notice == .newerKeptAside(reason: "schema version 7", keptAs: "notes.newer.sqlite"))
    }

    @Test func aLockedFileGivesAnEmptyDatabaseThatRefusesWrites() throws {
        let folder = try NoteSchema.Folder()
        try NoteSchema.make(at: folder.file)
        let holder = try DatabaseQueue(path: folder.file.path, configuration: NoteSchema.plainConfiguration)
        try holder.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE; UPDATE note SET score = score") }
        var prepared = 0
        let session = try Self.open(folder.file, prepared: &prepared)
        #expect(session.notice == .locked(file: "notes.sqlite"))
        #expect(prepared == 0, "nothing is added to a database that refuses writes")
        #expect(session.database.readOnlyReason == RecordsStrings.lockedReason)
        #expect(throws: (any Error).self) { try session.database.write { db in try db.execute(sql: "DELETE FROM note") } }
        try holder.close()
    }

    @Test func aSessionsWritesStayInMemory() throws {
        let folder = try NoteSchema.Folder()
        try NoteSchema.make(at: folder.file)
        var prepared = 0
        let session = try Self.open(folder.file, prepared: &prepared)
        #expect(session.notice == nil)
        let bytes = try Data(contentsOf: folder.file)
        try session.database.write { db in try db.execute(sql: "DELETE FROM note") }
        #expect(try Data(contentsOf: folder.file) == bytes)
    }
}
