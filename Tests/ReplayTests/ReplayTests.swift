import Foundation
import SceneTestSupport
import Testing
@testable import Engine
@testable import Replay

@Suite struct ReplayTests {
    /// A recorded TickCounterScene session with inputs at ticks 5 and 70, 150 ticks long.
    func recorded() throws -> (Replay, SessionFactory) {
        let factory = SessionFactory(catalog: SceneCatalog([TickCounterScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: ScratchFolders.path("diorama-replay")))
        let runner = try factory.makeRecordedRunner(sceneID: "tick-counter", seed: 4)
        runner.send(.keyDown(.space), at: 5)
        runner.send(.pointerDown(Vec2(1, 2), .secondary), at: 70)
        runner.run(ticks: 150)
        let recorder = try #require(runner.recorder)
        recorder.finish(runner: runner)
        return (recorder.replay, factory)
    }

    @Test func recordsInputsCheckpointsAndTheEnd() throws {
        let (replay, _) = try recorded()
        #expect(replay.inputs.map(\.tick) == [5, 70])
        #expect(replay.checkpoints.map(\.tick) == [60, 120])
        #expect(replay.checkpoints.allSatisfy { $0.tickHashes.count == 60 })
        #expect(replay.end?.tick == 150)
        #expect(replay.checkpoints[0].probes.first { $0.name == "ticks" }?.value == "60")
    }

    @Test func writesEveryFileAsTheSessionRunsAndGoesOnWhenOneFails() throws {
        let folder = ScratchFolders.path("diorama-record")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let factory = SessionFactory(catalog: SceneCatalog([TickCounterScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: folder + "/profile"))
        let paths = [folder + "/last.replay", folder + "/record.replay", "/dev/full"]
        let runner = try factory.makeRecordedRunner(sceneID: "tick-counter", seed: 4, paths: paths)
        runner.send(.keyDown(.space), at: 5)
        runner.run(ticks: 70)   // one checkpoint, no end yet
        for path in paths.prefix(2) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains("\"kind\":\"input\"") && text.contains("\"kind\":\"checkpoint\""), "\(path)")
        }
        let recorder = try #require(runner.recorder)
        #expect("\(try #require(recorder.writeError))".contains("/dev/full"))
        recorder.finish(runner: runner)
        #expect(try String(contentsOfFile: paths[1], encoding: .utf8) == recorder.replay.jsonLines)
    }

    @Test func aPipeOrAFolderNamedForTheRecordingIsRefusedWithoutWaiting() throws {
        let folder = ScratchFolders.path("diorama-record")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/record.replay", 0o600) == 0)
        let header = ReplayHeader(scene: "tick-counter", parameters: [:], seed: 1)
        let pipe = try #require(throws: ReplayError.self) { try ReplayRecorder(header: header, paths: [folder + "/record.replay"]) }
        #expect("\(pipe)".contains("\(folder)/record.replay") && "\(pipe)".contains("is a named pipe"), "\(pipe)")
        let folderError = try #require(throws: ReplayError.self) { try ReplayRecorder(header: header, paths: [folder]) }
        #expect("\(folderError)".contains("is a folder"), "\(folderError)")
    }

    @Test func roundTripsThroughJSONLines() throws {
        let (replay, _) = try recorded()
        let text = replay.jsonLines
        #expect(text.split(separator: "\n").first?.hasPrefix("{\"kind\":\"header\"") == true)
        #expect(try Replay(jsonLines: text, file: "r.replay") == replay)
    }

    @Test func verifiesItsOwnRecording() throws {
        let (replay, factory) = try recorded()
        let outcome = try ReplayVerifier.verify(replay, factory: factory)
        #expect(outcome.divergence == nil)
        #expect(outcome.ticks == 150)
        #expect(outcome.checkpointsCompared == 2)
    }

    @Test func unsimulatedProbesAreNeitherRecordedNorCompared() throws {
        var (replay, factory) = try recorded()
        #expect(replay.checkpoints.allSatisfy { !$0.probes.contains { $0.name == "session" } })
        #expect(try ReplayVerifier.verify(replay, factory: factory).divergence == nil)
        // One recorded anyway (an older recorder) with another session's value is not compared.
        replay.checkpoints[0].probes.append(("session", "12345"))
        #expect(try ReplayVerifier.verify(replay, factory: factory).divergence == nil)
    }

    @Test func aChangedInputIsPinnedToItsTick() throws {
        var (replay, factory) = try recorded()
        replay.inputs[1] = TimedInput(tick: 70, event: .pointerDown(Vec2(1, 3), .secondary))
        // The scene records input but it does not change state; key presses do.
        replay.inputs[0] = TimedInput(tick: 6, event: .keyDown(.space))
        let divergence = try #require(try ReplayVerifier.verify(replay, factory: factory).divergence)
        #expect(divergence.tick == 5)
        #expect(divergence.checkpointTick == 60)
    }

    @Test func aDifferentSeedDivergesAtTheFirstTickWithProbes() throws {
        var (replay, factory) = try recorded()
        replay.header.seed = 5
        let divergence = try #require(try ReplayVerifier.verify(replay, factory: factory).divergence)
        #expect(divergence.tick == 0)
        #expect(divergence.probeDifferences.contains { $0.probe == "walk" })
        #expect(!divergence.probeDifferences.contains { $0.probe == "ticks" })
    }

    @Test func aReplayWithoutAnEndVerifiesToItsLastCheckpoint() throws {
        var (replay, factory) = try recorded()
        replay.end = nil
        let outcome = try ReplayVerifier.verify(replay, factory: factory)
        #expect(outcome.divergence == nil && !outcome.hadEnd && outcome.ticks == 120)
        #expect(!outcome.checkedNothing)
    }

    @Test func aReplayWithNeitherCheckpointNorEndChecksNothing() throws {
        var (replay, factory) = try recorded()
        let end = replay.end
        replay.checkpoints = []
        replay.end = nil
        let outcome = try ReplayVerifier.verify(replay, factory: factory)
        #expect(outcome.checkedNothing && outcome.checkpointsCompared == 0 && outcome.divergence == nil)
        replay.end = end
        #expect(!(try ReplayVerifier.verify(replay, factory: factory)).checkedNothing, "the end hash is a check")
    }

    @Test func savedFilesTravelInTheHeader() throws {
        let factory = SessionFactory(catalog: SceneCatalog([TickCounterScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: ScratchFolders.path("diorama-replay")))
        try factory.profile.scoped(to: "tick-counter").write("jar", to: "jar.json")
        let runner = try factory.makeRecordedRunner(sceneID: "tick-counter", seed: 1)
        let header = try #require(runner.recorder?.replay.header)
        #expect(header.saves == ["jar.json": Data("jar".utf8).base64EncodedString()])
        try factory.profile.scoped(to: "tick-counter").write("later", to: "other.json")
        try factory.resetSavedFiles(to: header.saves, sceneID: "tick-counter")
        #expect(try factory.profile.scoped(to: "tick-counter").files() == ["jar.json": Array("jar".utf8)])
    }

    @Test func seeksBackwardsAndForwards() throws {
        let (replay, factory) = try recorded()
        let player = try ReplayPlayer(replay, factory: factory)
        try player.seek(to: 100)
        let at100 = player.runner.stateHash()
        try player.seek(to: 30)
        #expect(player.tick == 30)
        try player.seek(to: 100)
        #expect(player.runner.stateHash() == at100)
        try player.seek(to: 10_000)
        #expect(player.tick == 150 && player.isAtEnd)
    }

    @Test func malformedLinesNameTheLine() {
        let header = Replay.line(for: ReplayHeader(scene: "x", parameters: [:], seed: 1))
        func error(_ text: String) -> String {
            do { _ = try Replay(jsonLines: text, file: "f.replay"); return "no error" } catch { return "\(error)" }
        }
        #expect(error("") == "f.replay: is empty; expected a header line")
        #expect(error("{\"kind\":\"input\",\"tick\":1}\n") == "f.replay:1: expected the header record first, found 'input'")
        #expect(error(header + "\n{\"kind\":\"input\",\"tick\":\"soon\",\"event\":{\"type\":\"wheel\",\"dy\":1}}\n")
                == "f.replay:2: input: field 'tick' should be a number")
        #expect(error(header + "\n{\"kind\":\"input\",\"tick\":1,\"event\":{\"type\":\"wheel\"}}\n")
                == "f.replay:2: input: missing field 'event.dy'")
        #expect(error(header + "\n{\"kind\":\"input\",\"tick\":9,\"event\":{\"type\":\"wheel\",\"dy\":1}}\n{\"kind\":\"input\",\"tick\":3,\"event\":{\"type\":\"wheel\",\"dy\":1}}\n")
                == "f.replay:3: input at tick 3 comes after tick 9; records must be in tick order")
        #expect(error(header + "\n{\"kind\":\"end\",\"tick\":1,\"hash\":\"zz\"}\n") == "f.replay:2: end hash 'zz' is not 16 hex digits")
        #expect(error(header + "\n{\"kind\":\"check\n{\"kind\":\"end\",\"tick\":0,\"hash\":\"0000000000000000\"}\n")
                == "f.replay:2: not a JSON record with a \"kind\"; expected one of header, input, checkpoint, end",
                "only the last line may be cut off")
        #expect(error("{\"kind\":\"head") == "f.replay:1: not a JSON record with a \"kind\"; expected one of header, input, checkpoint, end",
                "a file cut off in its header is no replay")
    }

    /// A session killed while writing a line leaves it cut off: the replay ends at the record
    /// before, and says so.
    @Test func aCutOffLastLineEndsTheReplayWithANote() throws {
        let header = Replay.line(for: ReplayHeader(scene: "x", parameters: [:], seed: 1))
        let input = Replay.line(for: TimedInput(tick: 3, event: .wheel(1)))
        let whole = try Replay(jsonLines: header + "\n" + input + "\n", file: "f.replay")
        #expect(whole.truncation == nil)
        let cut = try Replay(jsonLines: header + "\n" + input + "\n{\"kind\":\"checkpoint\",\"tick\":6", file: "f.replay")
        #expect(cut == whole)
        #expect(cut.truncation == "f.replay: line 3 is cut off mid-record (the session was stopped while writing it); "
                + "the replay ends at its last complete record")
    }
}
