import Foundation
import GRDB
import SceneTestSupport
import Testing
@testable import Records
@testable import WatchLogScene

/// The watch log starts whatever its diary file holds: a damaged or newer diary is kept aside
/// byte for byte and a new one started, a locked or unwritable one gives an empty read-only
/// diary, and each says so.
@Suite struct DiaryOpenerTests {
    let profile: TemporaryProfile
    let file: URL

    init() throws {
        profile = try TemporaryProfile()
        file = profile.url.appendingPathComponent(WatchLogStore.fileName)
    }

    func entry(_ title: String) -> WatchedEntry {
        WatchedEntry(title: title, type: .movie, rating: 2, createdAt: day(0))
    }

    @Test func randomBytesAreKeptAsideAndANewDiaryStarts() throws {
        var generator = SplitMix64(seed: 28)
        let bytes = Data((0..<8_192).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        try bytes.write(to: file)
        let opened = try DiaryOpener.openForSession(file: file, samples: nil, now: day(0))
        let aside = profile.url.appendingPathComponent("watchlog.damaged.sqlite")
        #expect(try Data(contentsOf: aside) == bytes)
        #expect(opened.notice?.contains("watchlog.damaged.sqlite") == true)
        #expect(opened.store.readOnlyReason == nil)
        #expect(try opened.store.count() == 0)
        try opened.store.add(entry("Heat"), now: day(1))
        // A second damaged file does not replace the first one kept.
        try bytes.prefix(100).write(to: file)
        _ = try DiaryOpener.openForSession(file: file, samples: nil, now: day(0))
        #expect(try Data(contentsOf: aside) == bytes)
        #expect(try Data(contentsOf: profile.url.appendingPathComponent("watchlog.damaged-2.sqlite")).count > 0)
    }

    @Test func aNewerDiaryIsKeptAsideUnchanged() throws {
        try HostileDiary.makeDiary(at: file)
        var generator = SplitMix64(seed: 1)
        try HostileDiary.apply(.sql("PRAGMA user_version = 999", label: ""), to: file, using: &generator)
        let bytes = try Data(contentsOf: file)
        let opened = try DiaryOpener.openForSession(file: file, samples: nil, now: day(0))
        #expect(try Data(contentsOf: profile.url.appendingPathComponent("watchlog.newer.sqlite")) == bytes)
        #expect(opened.notice?.contains("newer Diorama") == true)
        #expect(try opened.store.count() == 0)
    }

    @Test func aLockedDiaryOpensEmptyAndReadOnly() throws {
        try HostileDiary.makeDiary(at: file)
        let holder = try DatabaseQueue(path: file.path, configuration: HostileDiary.configuration)
        // In exclusive locking mode a connection keeps its write lock after the write commits.
        try holder.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE; UPDATE entry SET title = title WHERE id = 1")
        }
        let opened = try DiaryOpener.openForSession(file: file, samples: nil, now: day(0))
        #expect(opened.store.readOnlyReason == RecordsStrings.lockedReason)
        #expect(opened.notice?.contains("locked") == true)
        #expect(throws: (any Error).self) { try opened.store.add(entry("Heat"), now: day(1)) }
        #expect(FileManager.default.fileExists(atPath: file.path), "a locked diary is not set aside")
        try holder.close()
    }

    @Test func aSessionsDiaryIsInMemoryWithItsFileEmptiedOfItsWAL() throws {
        try HostileDiary.makeDiary(at: file)
        let opened = try DiaryOpener.openForSession(file: file, samples: nil, now: day(0))
        #expect(opened.store.readOnlyReason == nil && opened.notice == nil)
        let bytes = try Data(contentsOf: file)
        try opened.store.add(entry("Heat"), now: day(1))
        #expect(try Data(contentsOf: file) == bytes, "a write stays in memory")
        let walBytes = (try? FileManager.default.attributesOfItem(atPath: file.path + "-wal")[.size] as? Int) ?? 0
        #expect(walBytes == 0, "the file alone holds the diary, so writing it whole loses nothing")
    }

    @Test func aDiaryAnotherProgramIsReadingIsReadOnlyForTheSession() throws {
        try HostileDiary.makeDiary(at: file)
        let other = try DatabasePool(path: file.path, configuration: HostileDiary.configuration)
        try other.write { db in try db.execute(sql: "UPDATE entry SET title = title WHERE id = 1") }
        try other.read { _ in
            // Its read keeps frames in the WAL that cannot be moved into the file meanwhile.
            let opened = try DiaryOpener.openForSession(file: file, samples: nil, now: day(0))
            #expect(opened.store.readOnlyReason == RecordsStrings.lockedReason)
            #expect(opened.notice == WatchLogStrings.sharedNotice(file.lastPathComponent))
            #expect(try opened.store.count() > 0, "its entries still show")
            #expect(throws: (any Error).self) { try opened.store.add(entry("Heat"), now: day(1)) }
        }
        try other.close()
    }

    @Test(.enabled(if: geteuid() != 0, "root writes any folder"))
    func aReadOnlyProfileWithoutADiaryOpensEmptyAndSaysSo() throws {
        let folder = profile.url.appendingPathComponent("locked-profile")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o700) }
        let opened = try DiaryOpener.openForSession(file: folder.appendingPathComponent("watch-log/watchlog.sqlite"), samples: nil, now: day(0))
        #expect(opened.store.readOnlyReason != nil)
        #expect(opened.notice != nil)
        #expect(try opened.store.count() == 0)
    }

    @Test func theSceneStartsOnADamagedDiaryAndShowsWhy() throws {
        let profile = scratchProfile()
        let folder = URL(fileURLWithPath: profile).appendingPathComponent(WatchLogScene.info.id)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not a database at all, just some text".utf8).write(to: folder.appendingPathComponent(WatchLogStore.fileName))
        let runner = try makeSession(WatchLogScene.self, profile: profile)
        runner.run(ticks: 2)
        #expect(text(runner, "diary_notice")?.contains("watchlog.damaged.sqlite") == true)
        #expect(text(runner, "toast")?.contains("watchlog.damaged.sqlite") == true)
        #expect(number(runner, "entries") == 0)
    }
}
