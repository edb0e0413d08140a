import Foundation
import GRDB
import Testing
@testable import Records
@testable import WatchLogScene

/// Diaries nobody should trust (a replay's saves, a file someone sent): each is refused with a
/// message naming what is wrong, or read, always in bounded time and never by a crash.
@Suite struct HostileDiaryTests {
    let profile: TemporaryProfile
    let file: URL

    init() throws {
        profile = try TemporaryProfile()
        file = profile.url.appendingPathComponent(WatchLogStore.fileName)
    }

    /// The diary at `file` after `mutation`.
    func hostile(_ mutation: HostileDiary.Mutation, seed: UInt64 = 1) throws {
        try HostileDiary.makeDiary(at: file)
        var generator = SplitMix64(seed: seed)
        try HostileDiary.apply(mutation, to: file, using: &generator)
    }

    /// The error opening the diary at `file` throws, or nil when it opens.
    func openingError(budget: Double = 0.5) -> DatabaseFileError? {
        do {
            _ = try WatchLogStore(file: file, budget: .init(seconds: budget))
            return nil
        } catch let error as DatabaseFileError {
            return error
        } catch {
            Issue.record("not a DatabaseFileError: \(error)")
            return nil
        }
    }

    @Test func anEntryTableReplacedByAnEndlessViewIsRefusedByName() throws {
        try hostile(HostileDiary.schemaMutations[0])
        let start = Date()
        let error = try #require(openingError())
        #expect(Date().timeIntervalSince(start) < 5)
        guard case .damaged(let path, let reason) = error else { Issue.record("\(error)"); return }
        #expect(path == file.path)
        #expect(reason.contains("the view entry"), "\(reason)")
    }

    @Test func foreignTriggersViewsTablesAndIndexesAreNamed() throws {
        for (mutation, name) in [(1, "the view later"), (2, "the table extra"), (3, "the index entry_twice"), (4, "the trigger spin"),
                                 (6, "the index entry_by_created is missing"), (7, "the table sqlite_stat1"),
                                 (8, "the table entry differs"), (9, "the trigger entry_search_insert differs")] {
            try? FileManager.default.removeItem(at: file)
            try hostile(HostileDiary.schemaMutations[mutation])
            let error = try #require(openingError())
            #expect("\(error)".contains(name), "\(HostileDiary.schemaMutations[mutation]): \(error)")
        }
    }

    @Test func datesThatAreNotIntegerMillisecondsAreErrorsNotTraps() throws {
        for value in ["'garbage'", "'99999-01-01'", "1e308"] {
            try? FileManager.default.removeItem(at: file)
            try hostile(.sql("UPDATE entry SET createdAt = \(value) WHERE id = 3", label: value))
            let error = try #require(openingError())
            #expect(error == .damaged(file: file.path, reason: WatchLogStrings.badRow("3", "createdAt")), "\(value)")
            // Read without the inspection, the row is a thrown error too.
            let queue = try DatabaseQueue(path: file.path)
            #expect(throws: DatabaseProblem.damaged(WatchLogStrings.badRow("3", "createdAt"))) {
                try queue.read { db in try WatchedEntry.fetchAll(db) }
            }
        }
    }

    @Test func aNewerDiaryIsRefusedAndLeftUntouched() throws {
        for (index, expected) in [(10, "schema version 999"), (12, "v4-from-the-future")] {
            try? FileManager.default.removeItem(at: file)
            try hostile(HostileDiary.schemaMutations[index])
            let before = try Data(contentsOf: file)
            let error = try #require(openingError())
            guard case .newer(_, let reason) = error else { Issue.record("\(error)"); continue }
            #expect(reason.contains(expected))
            #expect(try Data(contentsOf: file) == before, "the newer diary was written")
            let wal = try? Data(contentsOf: URL(fileURLWithPath: file.path + "-wal"))
            #expect(wal?.isEmpty ?? true, "the newer diary's WAL was written")
        }
    }

    @Test func everyConnectionIsDefensive() throws {
        try HostileDiary.makeDiary(at: file)
        let store = try WatchLogStore(file: file)
        try store.pool.read { (db: Database) throws in
            #expect(try Bool.fetchOne(db, sql: "PRAGMA trusted_schema") == false)
            #expect(try Bool.fetchOne(db, sql: "PRAGMA cell_size_check") == true)
            #expect(throws: DatabaseError.self) { try db.execute(sql: "SELECT load_extension('libm.so.6')") }
            #expect(throws: DatabaseError.self) { try db.execute(sql: "SELECT length(zeroblob(2000000))") }
            #expect(throws: DatabaseError.self) { try db.execute(sql: "ATTACH ':memory:' AS other") }
        }
        try store.pool.writeWithoutTransaction { (db: Database) throws in
            // Defensive mode: the schema's text cannot be written, even with writable_schema asked for.
            try db.execute(sql: "PRAGMA writable_schema = ON")
            #expect(throws: DatabaseError.self) { try db.execute(sql: "UPDATE sqlite_schema SET sql = 'x' WHERE name = 'entry'") }
            #expect(throws: DatabaseError.self) { try db.execute(sql: "DELETE FROM entry_search_data") }
        }
    }

    @Test func anEndlessQueryStopsAtTheBudgetNamingTheDiary() throws {
        try HostileDiary.makeDiary(at: file)
        let store = try WatchLogStore(file: file, budget: .init(seconds: 0.3))
        let start = Date()
        #expect(throws: DatabaseFileError.tooSlow(file: file.path, seconds: 0.3)) {
            try store.read { db in try Int.fetchOne(db, sql: HostileDiary.endless) }
        }
        #expect(Date().timeIntervalSince(start) < 3)
        #expect(DatabaseFileError.tooSlow(file: file.path, seconds: 0.3).description.contains(file.path))
        // The next statement gets a budget of its own.
        #expect(try store.count() == 12)
    }

    @Test func aDiaryLargerThanTheCapIsRefusedUnread() throws {
        FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(WatchLogStore.maxFileBytes) + 1)
        try handle.close()
        let error = try #require(openingError())
        #expect("\(error)".contains("at most \(WatchLogStore.maxFileBytes)"))
    }

    @Test func aFIFOInPlaceOfTheDiaryIsRefusedWithoutBlocking() throws {
        #expect(mkfifo(file.path, 0o600) == 0)
        let error = try #require(openingError())
        #expect(error == .damaged(file: file.path, reason: RecordsStrings.notARegularFile))
    }
}
