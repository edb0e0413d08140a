import Foundation
import SceneTestSupport
import Testing
@testable import Engine

/// A host serving the effects a scene asks for: they reach the host when the tick ends, in the
/// order asked, and every answer arrives as input in the next tick.
@Suite struct EffectServingTests {
    /// Serves as a window host does (`WindowLikeEffects`) and notes what it served.
    final class RecordingHost: EffectServer {
        let window = WindowLikeEffects()
        var served: [String] = []
        var clipboard: TextClipboard { window.clipboard }

        init() { window.clipboard = TextClipboard("old") }

        func serve(_ effect: Effect, for runner: SceneRunner) {
            served.append("\(effect)".prefix(while: { $0 != "(" }).description)
            window.serve(effect, for: runner)
        }
    }

    @Test func effectsReachTheHostWhenTheTickEndsAndAnswersArriveInTheNextTick() throws {
        let folder = ScratchFolders.path("effects")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/a.png", contents: Data([1, 2, 3])))
        let runner = try makeRunner(), host = RecordingHost()
        runner.server = host
        runner.runTick()
        runner.context.effects.copy("first")
        runner.context.effects.copy("second")
        runner.context.effects.send(.paste)
        runner.context.effects.send(.listFolder(FolderListingRequest(path: folder + "/gone", folder: "old")))
        runner.context.effects.send(.listFolder(FolderListingRequest(path: folder, folder: "Not A Tag")))
        runner.context.effects.send(.readFile(path: folder + "/a.png"))
        #expect(host.served.isEmpty, "nothing is served inside a tick")
        runner.runTick()
        #expect(host.served == ["copy", "copy", "paste", "listFolder", "listFolder", "readFile"])
        #expect(host.clipboard.text == "second")
        #expect(runner.context.effects.pending.isEmpty)
        runner.runTick()
        let scene = try #require(runner.scene as? TickCounterScene)
        #expect(scene.received.map(\.tick) == [2, 2, 2])
        #expect(scene.received.map(\.event) == [.paste("second"), .listing(FolderListing(folder: "old", entries: [])),
                                                .fileDrop(try DroppedFile(name: "a.png", bytes: [1, 2, 3]))])
        #expect(host.window.takeReports().isEmpty)
    }

    @Test func aPipeAskedForIsReportedNotWaitedOn() throws {
        let folder = ScratchFolders.path("effects")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe.png", 0o644) == 0)
        let runner = try makeRunner(), host = RecordingHost()
        runner.server = host
        runner.context.effects.send(.readFile(path: folder + "/pipe.png"))
        runner.run(ticks: 2)
        #expect(try #require(runner.scene as? TickCounterScene).received.isEmpty)
        #expect(host.window.takeReports() == ["\(folder)/pipe.png: is not a regular file (a folder, a pipe or a device)"])
    }

    @Test func withNoHostEffectsAreDroppedNotKept() throws {
        let runner = try makeRunner()
        for _ in 0..<100 {
            runner.context.effects.play(Sound(samples: [0.5]))
            runner.context.effects.send(.paste)
            runner.runTick()
            #expect(runner.context.effects.pending.isEmpty)
        }
        #expect(try #require(runner.scene as? TickCounterScene).received.isEmpty)
    }

    @Test func theRunnerKeepsTheHandOverAndTextInputForItsHost() throws {
        let runner = try makeRunner()
        runner.send(.keyDown(.enter))
        runner.context.effects.send(.textInput(TextInputRequest(caret: Rect(x: 1, y: 2, width: 3, height: 4))))
        var driver = TickCountDriver(total: 5, ticksPerFrame: 5)
        #expect(runner.runFrame(&driver) == 1, "a frame stops at the hand-over")
        #expect(runner.textInput?.caret == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(runner.takeHandOver() == .switchTo(id: SceneInfo.launcherID))
        #expect(runner.handOver == nil)
        runner.context.effects.send(.textInput(nil))
        runner.runTick()
        #expect(runner.textInput == nil)
    }

    @Test func aHeadlessHostCountsSoundsAndRumblesAndKeepsOnlyTheNewest() throws {
        let runner = try makeRunner(), host = HeadlessEffects()
        runner.server = host
        for n in 1...(HeadlessEffects.keptCount + 3) {
            runner.context.effects.play(Sound(samples: [Float(n)]))
            runner.context.effects.rumble(strength: 0.5, milliseconds: n)
            runner.runTick()
        }
        #expect(host.sounds.count == HeadlessEffects.keptCount && host.sounds.first?.samples == [4])
        #expect(host.rumbles.map(\.milliseconds) == Array(4...(HeadlessEffects.keptCount + 3)))
    }
}

/// Saves a scene asks for are made by the host when the tick ends, never inside it; a failure
/// comes back as input, and a session with no host (a replay) writes nothing.
@Suite struct SaveEffectTests {
    @Test func aSaveIsWrittenWhenTheTickEndsAndAFailureComesBackAsInput() throws {
        let runner = try makeSession(TickCounterScene.self), host = HeadlessEffects()
        let context = runner.context
        runner.server = host
        context.effects.save([1, 2, 3], as: "a.bin")
        #expect(!FileManager.default.fileExists(atPath: context.save.path(of: "a.bin")), "not inside the tick")
        runner.runTick()
        #expect(try context.save.read("a.bin") == [1, 2, 3])
        try FileManager.default.createDirectory(atPath: context.save.path(of: "folder"), withIntermediateDirectories: true)
        context.effects.save([4], as: "folder")
        context.effects.send(.removeSave(name: "../escape"))
        runner.runTick()
        runner.runTick()
        let failed = try #require(runner.scene as? TickCounterScene).received.compactMap { input -> String? in
            if case .saveFailed(let failure) = input.event { failure.name } else { nil }
        }
        #expect(failed == ["folder", "../escape"])
    }

    @Test func withNoHostNothingIsWrittenAndTheEndsSavesAreServed() throws {
        let runner = try makeSession(TickCounterScene.self)
        runner.server = nil
        runner.context.effects.save([1], as: "replayed.bin")
        runner.runTick()
        #expect(!runner.context.save.exists("replayed.bin"), "a replay writes nothing")
        let host = HeadlessEffects()
        runner.server = host
        runner.context.effects.save([2], as: "at-end.bin")   // as a scene's sessionWillEnd would
        runner.end()
        #expect(try runner.context.save.read("at-end.bin") == [2])
    }

    @Test func aFailedSaveRoundTripsThroughAReplayLineAndHostileOnesAreRefused() throws {
        let event = InputEvent.saveFailed(SaveFailure(name: "draft.json", reason: "disk full"))
        #expect(try JSONDecoder().decode(InputEvent.self, from: try JSONEncoder().encode(event)) == event)
        for bad in [#"{"type":"saveFailed","name":"\#(String(repeating: "n", count: 256))","reason":"r"}"#, #"{"type":"saveFailed","name":"a"}"#,
                    #"{"type":"saveFailed","name":"a","reason":"\#(String(repeating: "r", count: SaveFailure.maxReasonLength + 1))"}"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(InputEvent.self, from: Data(bad.utf8)) }
        }
    }
}
