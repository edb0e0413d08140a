import Foundation
import SceneTestSupport
import Testing
@testable import Engine
@testable import Replay

/// A scene like `TickCounterScene` that declares a parameter: what a rebuilt scene looks like
/// after its author added one.
private final class ParameterizedCounterScene: Scene {
    static let info = SceneInfo(id: "tick-counter", title: "Tick counter", summary: "For tests.",
                                parameters: [SceneParameter("speed", "how fast it counts")])
    var state = 0
    init(context: SceneContext) throws {}
    func fixedUpdate(context: SceneContext, input: [InputEvent]) { state += 1 }
    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}
    func probes(into probes: inout Probes, context: SceneContext) {}
}

@Suite struct SessionResumeTests {
    func factory(_ scenes: [any Scene.Type] = [TickCounterScene.self]) -> SessionFactory {
        SessionFactory(catalog: SceneCatalog(scenes), assets: AssetStore(root: "/"),
                       profile: SaveStore(directory: ScratchFolders.path("diorama-resume")))
    }

    /// A session whose input was kept, with inputs at ticks 5, 70 and 130 (queued ahead, as a
    /// script does), run 150 ticks, and its state hash after each tick.
    func recorded() throws -> (SessionInput, hashes: [UInt64]) {
        let runner = try factory().makeInputRecordedRunner(sceneID: "tick-counter", seed: 4)
        runner.send(.keyDown(.space), at: 5)
        runner.send(.pointerDown(Vec2(1, 2), .secondary), at: 70)
        runner.send(.keyDown(.space), at: 130)
        var hashes = [runner.stateHash()]
        for _ in 0..<150 {
            runner.runTick()
            hashes.append(runner.stateHash())
        }
        return (try #require(runner.observer as? InputRecorder).recording, hashes)
    }

    @Test(arguments: [0, 5, 6, 71, 149, 150] as [UInt64])
    func resumingAtATickGivesTheRecordedRunsState(tick: UInt64) throws {
        let (recording, hashes) = try recorded()
        let runner = try factory().makeResumedRunner(from: recording, atTick: tick)
        #expect(runner.nextTick == tick)
        #expect(runner.stateHash() == hashes[Int(tick)])
        let kept = try #require(runner.observer as? InputRecorder).recording
        #expect(kept.inputs.map(\.tick) == recording.inputs.map(\.tick).filter { $0 < tick }.sorted(),
                "the input before the tick is kept again, in tick order")
        #expect(kept.header == recording.header)
    }

    @Test func aResumedSessionCanBeResumedAgain() throws {
        let (recording, hashes) = try recorded()
        let first = try factory().makeResumedRunner(from: recording, atTick: 100)
        first.send(.keyDown(.space), at: 130)
        first.run(ticks: 20)
        let kept = try #require(first.observer as? InputRecorder).recording
        let second = try factory().makeResumedRunner(from: kept, atTick: 110)
        #expect(second.stateHash() == hashes[110])
    }

    @Test func inputOutOfTickOrderIsSentInOrder() throws {
        var (recording, hashes) = try recorded()
        recording.inputs.reverse()   // as a damaged hand-over might have them
        #expect(try factory().makeResumedRunner(from: recording, atTick: 150).stateHash() == hashes[150])
    }

    @Test func aTickPastADayIsRefused() throws {
        let (recording, _) = try recorded()
        #expect(throws: ResumeRefusal.self) { try factory().makeResumedRunner(from: recording, atTick: ReplayLimits.maxTick + 1) }
    }

    @Test func theRecordingRoundTripsAsJSON() throws {
        let (recording, _) = try recorded()
        #expect(try JSONDecoder().decode(SessionInput.self, from: JSONEncoder().encode(recording)) == recording)
    }

    @Test func theSameCodeAndParametersResume() throws {
        let (recording, _) = try recorded()
        #expect(ResumeRefusal.check(recording.header, declaredBefore: [], catalog: SceneCatalog([TickCounterScene.self])) == nil)
    }

    @Test func aSceneThatDeclaresOtherParametersStartsAfresh() throws {
        let (recording, _) = try recorded()
        let refusal = try #require(ResumeRefusal.check(recording.header, declaredBefore: [],
                                                       catalog: SceneCatalog([ParameterizedCounterScene.self])))
        #expect(refusal.description.contains("parameters changed"))
        #expect(refusal.description.contains("none before, speed now"))
    }

    @Test func aSceneThatRefusesTheRecordedParametersStartsAfresh() throws {
        var (recording, _) = try recorded()
        recording.header.parameters = ["balls": "3"]
        let refusal = try #require(ResumeRefusal.check(recording.header, declaredBefore: [],
                                                       catalog: SceneCatalog([TickCounterScene.self])))
        #expect(refusal.description.contains("balls"))
    }

    @Test func aSceneThatIsGoneStartsAfresh() throws {
        var (recording, _) = try recorded()
        recording.header.scene = "renamed"
        let refusal = try #require(ResumeRefusal.check(recording.header, declaredBefore: [],
                                                       catalog: SceneCatalog([TickCounterScene.self])))
        #expect(refusal.description.contains("'renamed' is gone"))
    }

    @Test func theRecordingIsWrittenAsAReplayThatVerifies() throws {
        let (recording, hashes) = try recorded()
        let factory = factory()
        try factory.profile.createDirectory()
        let path = factory.profile.path(of: "last.replay")
        try factory.writeReplay(of: recording, throughTick: 150, to: path)
        let replay = try Replay(contentsOf: path)
        #expect(replay.lastTick == 150)
        #expect(replay.end?.hash == hashes[150])
        #expect(replay.inputs.map(\.tick) == recording.inputs.map(\.tick).sorted())
        let outcome = try ReplayVerifier.verify(replay, factory: factory)
        #expect(outcome.divergence == nil && outcome.checkpointsCompared > 0)
        #expect(!FileManager.default.fileExists(atPath: path + ".partial"))
    }

    @Test func writingAReplayLeavesTheProfilesSavesAlone() throws {
        var (recording, _) = try recorded()
        recording.header.saves = ["counter.txt": Data("at the start".utf8).base64EncodedString()]
        let factory = factory()
        let store = factory.profile.scoped(to: "tick-counter")
        try store.write("saved since", to: "counter.txt")
        try factory.writeReplay(of: recording, throughTick: 20, to: factory.profile.path(of: "last.replay"))
        #expect(try store.read("counter.txt") == Array("saved since".utf8))
        #expect(try Replay(contentsOf: factory.profile.path(of: "last.replay")).header.saves == recording.header.saves)
    }

    @Test func aReplayThatCannotBeWrittenLeavesTheOldOne() throws {
        let (recording, _) = try recorded()
        let factory = factory()
        let path = factory.profile.path(of: "last.replay")
        try factory.profile.write("old", to: "last.replay")
        try FileManager.default.createDirectory(atPath: path + ".partial", withIntermediateDirectories: true)
        #expect(throws: ReplayError.self) { try factory.writeReplay(of: recording, throughTick: 20, to: path) }
        #expect(try factory.profile.read("last.replay") == Array("old".utf8))
    }

    @Test func anotherTickRateIsRefused() throws {
        var (recording, _) = try recorded()
        recording.header.tickRate = 30
        #expect(throws: ResumeRefusal.self) { try factory().makeResumedRunner(from: recording, atTick: 10) }
    }
}
