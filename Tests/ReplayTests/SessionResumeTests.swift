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

    /// A recorded session with inputs at ticks 5, 70 and 130, ended after 150 ticks, and its
    /// state hash after each tick.
    func recorded() throws -> (Replay, hashes: [UInt64]) {
        let runner = try factory().makeRecordedRunner(sceneID: "tick-counter", seed: 4)
        runner.send(.keyDown(.space), at: 5)
        runner.send(.pointerDown(Vec2(1, 2), .secondary), at: 70)
        runner.send(.keyDown(.space), at: 130)
        var hashes = [runner.stateHash()]
        for _ in 0..<150 {
            runner.runTick()
            hashes.append(runner.stateHash())
        }
        let recorder = try #require(runner.recorder)
        recorder.finish(runner: runner)
        return (recorder.replay, hashes)
    }

    @Test(arguments: [0, 5, 6, 71, 149, 150] as [UInt64])
    func resumingAtATickGivesTheRecordedRunsState(tick: UInt64) throws {
        let (replay, hashes) = try recorded()
        let runner = try factory().makeResumedRunner(from: replay, atTick: tick, keepingReplay: true)
        #expect(runner.nextTick == tick)
        #expect(runner.stateHash() == hashes[Int(tick)])
        let recording = try #require(runner.recorder?.replay)
        #expect(recording.inputs == replay.inputs.filter { $0.tick < tick }, "the input before the tick is recorded anew")
        #expect(recording.header.seed == replay.header.seed)
    }

    @Test func aResumedSessionCanBeResumedAgain() throws {
        let (replay, hashes) = try recorded()
        let first = try factory().makeResumedRunner(from: replay, atTick: 100, keepingReplay: true)
        first.run(ticks: 20)
        let recorder = try #require(first.recorder)
        recorder.finish(runner: first)
        let second = try factory().makeResumedRunner(from: recorder.replay, atTick: 110)
        #expect(second.stateHash() == hashes[110])
    }

    @Test func theNewRecordingReadsBackInTickOrder() throws {
        let (replay, hashes) = try recorded()
        let file = ScratchFolders.path("diorama-resumed", suffix: ".replay")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let runner = try factory().makeResumedRunner(from: replay, atTick: 140, paths: [file])
        runner.end()
        let written = try Replay(contentsOf: file)
        #expect(written.inputs == replay.inputs)
        #expect(written.end?.tick == 140 && written.end?.hash == hashes[140])
    }

    @Test func aTickPastTheRecordingStopsAtItsEnd() throws {
        let (replay, hashes) = try recorded()
        let runner = try factory().makeResumedRunner(from: replay, atTick: 10_000)
        #expect(runner.nextTick == 150)
        #expect(runner.stateHash() == hashes[150])
    }

    @Test func theSameCodeAndParametersResume() throws {
        let (replay, _) = try recorded()
        #expect(ResumeRefusal.check(replay.header, declaredBefore: [], catalog: SceneCatalog([TickCounterScene.self])) == nil)
    }

    @Test func aSceneThatDeclaresOtherParametersStartsAfresh() throws {
        let (replay, _) = try recorded()
        let refusal = try #require(ResumeRefusal.check(replay.header, declaredBefore: [],
                                                       catalog: SceneCatalog([ParameterizedCounterScene.self])))
        #expect(refusal.description.contains("parameters changed"))
        #expect(refusal.description.contains("none before, speed now"))
    }

    @Test func aSceneThatRefusesTheRecordedParametersStartsAfresh() throws {
        var (replay, _) = try recorded()
        replay.header.parameters = ["balls": "3"]
        let refusal = try #require(ResumeRefusal.check(replay.header, declaredBefore: [],
                                                       catalog: SceneCatalog([TickCounterScene.self])))
        #expect(refusal.description.contains("balls"))
    }

    @Test func aSceneThatIsGoneStartsAfresh() throws {
        var (replay, _) = try recorded()
        replay.header.scene = "renamed"
        let refusal = try #require(ResumeRefusal.check(replay.header, declaredBefore: [],
                                                       catalog: SceneCatalog([TickCounterScene.self])))
        #expect(refusal.description.contains("'renamed' is gone"))
    }

    @Test func anotherTickRateIsRefused() throws {
        var (replay, _) = try recorded()
        replay.header.tickRate = 30
        #expect(throws: ResumeRefusal.self) { try factory().makeResumedRunner(from: replay, atTick: 10) }
    }
}
