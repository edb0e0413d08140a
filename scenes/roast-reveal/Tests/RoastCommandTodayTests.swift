import ArgumentParser
import Engine
import Foundation
import Testing
@testable import RoastRevealScene
import SceneTestSupport

/// `diorama roast today`: the day's roast and the streak from a profile, read and never written.
@Suite struct RoastCommandTodayTests {
    /// A fresh profile folder, with `save` in the scene's folder when given.
    func profile(_ save: RoastSave? = nil) throws -> String {
        let dir = ScratchFolders.path("roast-tool")
        if let save { try save.write(to: SaveStore(directory: dir).scoped(to: RoastRevealScene.info.id)) }
        return dir
    }

    func today(_ arguments: [String], home: String = "/nonexistent-home") throws -> String {
        try RoastCommand.Today.parse(arguments).output(environment: ["HOME": home], wallClock: Fixtures.date("2026-11-23T12:00:00Z"),
                                                       machineZone: Fixtures.zone("UTC"))
    }

    @Test func theSameAllDayAndANewRoastAfterMidnightInTheUsersZone() throws {
        let dir = try profile()
        let morning = try today(["--profile", dir, "--now", "2026-11-23T00:05+07:00"])
        let night = try today(["--profile", dir, "--now", "2026-11-23T23:59+07:00"])
        #expect(morning == night)
        #expect(morning.hasPrefix("Roast of the day · 2026-11-23\n"))
        // 17:30 UTC is already the 24th in Hanoi: the zone, not UTC, says when the day turns.
        let after = try today(["--profile", dir, "--now", "2026-11-23T17:30Z", "--tz", "Asia/Ho_Chi_Minh"])
        #expect(after.hasPrefix("Roast of the day · 2026-11-24\n"))
        #expect(after.split(separator: "\n")[2] != morning.split(separator: "\n")[2])
        #expect(!FileManager.default.fileExists(atPath: dir), "read-only: not even the folder is made")
    }

    @Test func itShowsTheProfilesStreakInItsLanguageAtItsDefaultSpice() throws {
        var save = RoastSave()
        save.streak = UserStreak()
        save.streak.current = 5
        save.streak.longest = 9
        save.streak.freezes = 1
        save.streak.lastActiveDay = CalendarDay(year: 2026, month: 11, day: 23)
        save.settings.language = .vi
        save.settings.defaultSpice = 5
        let dir = try profile(save)
        let lines = try today(["--profile", dir, "--now", "2026-11-23T09:00+07:00"]).split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0] == "Roast của ngày · 2026-11-23")
        #expect(lines[1].hasSuffix(RoastTree.chillies(5)))
        #expect(lines[3] == "🔥 Chuỗi: 5 ngày · Đã giữ chuỗi hôm nay")
        #expect(lines[4] == "Chuỗi dài nhất: 9 ngày · Lượt đóng băng: 1")
        let english = try today(["--profile", dir, "--now", "2026-11-23T09:00+07:00", "--lang", "en"]).split(separator: "\n")
        #expect(english[3] == "🔥 Streak: 5 days · Streak kept today")
        // Two days on, the one freeze covers the missed day; three days on the streak has lapsed.
        let frozen = try today(["--profile", dir, "--now", "2026-11-25T09:00+07:00", "--lang", "en"]).split(separator: "\n")
        #expect(frozen[3] == "🔥 Streak: 5 days · A streak freeze saved your streak")
        let lapsed = try today(["--profile", dir, "--now", "2026-11-26T09:00+07:00", "--lang", "en"]).split(separator: "\n")
        #expect(lapsed[3] == "🔥 Streak: 0 days · Start a new streak today")
    }

    @Test func theDefaultProfileIsTheOnePlaySavesIn() throws {
        let home = try profile()
        let store = SaveStore(directory: SaveStore.defaultDirectory(environment: ["HOME": home])).scoped(to: RoastRevealScene.info.id)
        var save = RoastSave()
        save.settings.language = .vi
        try save.write(to: store)
        #expect(try today(["--now", "2026-11-23T09:00+07:00"], home: home).hasPrefix("Roast của ngày"))
        #expect(throws: RoastCommand.Failure.self) {
            try RoastCommand.Today.parse([]).output(environment: [:], wallClock: Date(), machineZone: .current)
        }
    }

    @Test func aDamagedSaveIsNamedAndLeftAsItIs() throws {
        let dir = try profile()
        let store = SaveStore(directory: dir).scoped(to: RoastRevealScene.info.id)
        try store.write(Array("{\"version\": 1, \"history\": [".utf8), to: RoastSave.fileName)
        let error = try #require(throws: RoastCommand.Failure.self) { try today(["--profile", dir]) }
        #expect(error.description.hasPrefix(store.path(of: RoastSave.fileName) + ": the save is damaged"))
        #expect(try store.files().keys.sorted() == [RoastSave.fileName], "nothing set aside or rewritten")
        #expect(try store.read(RoastSave.fileName) == Array("{\"version\": 1, \"history\": [".utf8))
    }

    @Test(arguments: [
        (["--now", "2026-11-23T09:00"], "--now '2026-11-23T09:00' is not a time"),
        (["--tz", "Mars/Olympus"], "--tz 'Mars/Olympus' is not a time zone"),
    ])
    func badTimesAndZonesAreNamed(arguments: [String], says: String) throws {
        let error = try #require(throws: RoastCommand.Failure.self) { try today(arguments) }
        #expect(error.description.hasPrefix(says), "\(error)")
    }

    @Test(arguments: [["--lang", "fr"], ["--profile"], ["--profile", ""], ["--colour", "red"], ["tomorrow"]])
    func badArgumentsAreRefusedBeforeAnythingIsRead(arguments: [String]) {
        #expect(throws: (any Error).self) { try RoastCommand.Today.parse(arguments) }
    }

    @Test func theCommandIsRoastWithTodayUnderIt() throws {
        #expect(RoastCommand.configuration.commandName == "roast")
        #expect(try RoastCommand.parseAsRoot(["today", "--lang", "vi"]) is RoastCommand.Today)
        #expect(throws: (any Error).self) { try RoastCommand.parseAsRoot(["yesterday"]) }
    }
}
