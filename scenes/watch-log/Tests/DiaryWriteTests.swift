import Engine
import Foundation
import SceneTestSupport
import Testing
@testable import WatchLogScene

/// Ticks change the diary in memory alone; the host writes it over its file after them, a
/// failure to write comes back as input the scene shows, and a replay writes nothing.
@Suite struct DiaryWriteTests {
    /// Serves effects as a headless run does, noting first what the profile held when the tick
    /// that asked for them had just ended, before any was served.
    final class WatchingHost: EffectServer {
        let host = HeadlessEffects()
        let profile: String
        /// The profile at the end of the tick just run, nil when it asked for nothing.
        var atTickEnd: [String: String]?
        /// The effects served so far.
        private(set) var saves = 0

        init(profile: String) { self.profile = profile }

        func serve(_ effect: Effect, for runner: SceneRunner) {
            if atTickEnd == nil { atTickEnd = files(in: profile) }
            if case .save = effect { saves += 1 }
            host.serve(effect, for: runner)
        }
    }

    /// Every file under `folder` with its size and a hash of its bytes (short in a message).
    static func files(in folder: String) -> [String: String] {
        var found: [String: String] = [:]
        guard let names = FileManager.default.enumerator(atPath: folder) else { return found }
        for case let name as String in names {
            if let data = FileManager.default.contents(atPath: folder + "/" + name) { found[name] = "\(data.count) bytes, #\(data.hashValue)" }
        }
        return found
    }

    /// Adding "Heat" with three dots by keyboard, from tick 1, as `add-by-keyboard.yml` does.
    static let addHeat: [TimedInput] = [
        TimedInput(tick: 1, event: .keyDown(.n, .control)),
        TimedInput(tick: 16, event: .text("Heat")),
        TimedInput(tick: 17, event: .keyDown(.tab)), TimedInput(tick: 17, event: .keyDown(.tab)),
        TimedInput(tick: 18, event: .keyDown(.right)), TimedInput(tick: 18, event: .keyDown(.right)),
        TimedInput(tick: 18, event: .keyDown(.right)),
        TimedInput(tick: 19, event: .keyDown(.enter)),
    ]
    /// Ticks enough for the save and its write.
    static let ticks = 20 + Int(WriteSchedule.delayTicks) + 5

    /// The diary's file in `profile`.
    static func diaryFile(_ profile: String) -> URL {
        URL(fileURLWithPath: profile).appendingPathComponent(WatchLogScene.info.id).appendingPathComponent(WatchLogStore.fileName)
    }

    /// The titles the diary's file in `profile` holds, read as the next session would.
    static func titlesOnDisk(_ profile: String) throws -> [String] {
        let store = try WatchLogStore(file: diaryFile(profile))
        defer { try? store.close() }
        return try store.entries(in: 0..<100).map(\.title)
    }

    @Test func ticksTouchNoFileAndTheHostWritesTheDiaryAfterThem() throws {
        let profile = scratchProfile()
        let runner = try makeSession(WatchLogScene.self, profile: profile)
        let host = WatchingHost(profile: profile)
        runner.server = host
        for input in Self.addHeat { runner.send(input.event, at: input.tick) }
        var changedByTicks: [UInt64] = []
        for _ in 0..<Self.ticks {
            let before = Self.files(in: profile)
            host.atTickEnd = nil
            runner.run(ticks: 1)
            if (host.atTickEnd ?? Self.files(in: profile)) != before { changedByTicks.append(runner.nextTick - 1) }
        }
        #expect(number(runner, "entries") == 1)
        #expect(changedByTicks.isEmpty, "the ticks \(changedByTicks) changed the profile")
        #expect(host.saves == 1, "the edits of one burst are written once")
        #expect(try Self.titlesOnDisk(profile) == ["Heat"])
    }

    @Test func aReplayOfTheSessionWritesNothing() throws {
        let live = try makeSession(WatchLogScene.self, profile: scratchProfile())
        for input in Self.addHeat { live.send(input.event, at: input.tick) }
        live.run(ticks: Self.ticks)

        let profile = scratchProfile()
        let replay = try makeSession(WatchLogScene.self, profile: profile)
        replay.server = nil   // a replay serves no effects
        let before = Self.files(in: profile)
        for input in Self.addHeat { replay.send(input.event, at: input.tick) }
        replay.run(ticks: Self.ticks)
        replay.end()
        #expect(number(replay, "entries") == 1)
        #expect(replay.stateHash() == live.stateHash())
        #expect(Self.files(in: profile) == before, "the replay wrote to its profile")
        #expect(try Self.titlesOnDisk(profile).isEmpty)
    }

    @Test func aFailedWriteIsShownAndLeavesWhatWasThere() throws {
        let profile = scratchProfile()
        let runner = try makeSession(WatchLogScene.self, profile: profile)
        // Something that is not a diary takes the file's place after set-up: the write refuses
        // to replace it.
        let file = Self.diaryFile(profile)
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        for input in Self.addHeat { runner.send(input.event, at: input.tick) }
        runner.run(ticks: Self.ticks)
        #expect(number(runner, "entries") == 1, "the entry stays in the session")
        #expect(text(runner, "toast")?.hasPrefix("Your diary could not be written to disk") == true, "\(text(runner, "toast") ?? "")")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) && isFolder.boolValue)
    }
}
