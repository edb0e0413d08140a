import CBox2D
import Foundation
@testable import Engine
@testable import Replay
@testable import Physics
import SceneTestSupport
import Testing

/// A scene that saves its (empty) state and sets up a box resting on the ground.
private final class RestingBoxScene: Scene {
    static let info = SceneInfo(id: "resting-box", title: "Resting box", summary: "A box on the ground, for tests.")

    init(context: SceneContext) throws {
        let ground = context.physics.createBody()
        try context.physics.addEdge(from: Vec2(-20, 0), to: Vec2(20, 0), to: ground)
        let box = context.physics.createBody(BodyDef(type: .dynamic, position: Vec2(0, 0.5)))
        try context.physics.addBox(halfSize: Vec2(0.5, 0.5), to: box)
    }

    func fixedUpdate(context: SceneContext, input: [InputEvent]) {}
    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}
    func probes(into probes: inout Probes, context: SceneContext) {}
    func hashState(into hasher: inout StateHasher) {}
    func saveState() -> SceneState? { SceneState(0) }
    func restoreState(_ saved: SceneState) {}
}

@Suite struct SessionSnapshotTests {
    @Test func aSceneThatCannotSaveIsNotSnapshot() throws {
        let runner = try makeRunner()
        #expect(throws: SessionSnapshotError.sceneCannotSave("tick-counter")) { try runner.snapshot() }
    }

    @Test func aRestoredSessionMatchesItsSnapshot() throws {
        let original = try makeRunner(RestingBoxScene.self)
        original.run(ticks: 20)
        let snapshot = try original.snapshot()
        let other = try makeRunner(RestingBoxScene.self)
        other.run(ticks: 3)
        #expect(other.mismatch(with: snapshot) != nil)
        #expect(other.restore(snapshot))
        #expect(other.mismatch(with: snapshot) == nil)
    }

    @Test func aPhysicsDifferenceTheStateHashMissesIsAMismatchInDebugBuilds() throws {
        let runner = try makeRunner(RestingBoxScene.self)
        runner.run(ticks: 20)
        let snapshot = try runner.snapshot()
        #expect(DBTesting_AddToFirstContactImpulse(runner.context.physics.id, 0.001))
        #expect(runner.stateHash() == snapshot.stateHash)
        #if DEBUG
        #expect(runner.mismatch(with: snapshot) == ReplayStrings.deepHashMismatch(tick: 20))
        #endif
    }

    @Test func anIndexerThatCannotSnapshotSaysWhy() throws {
        let factory = SessionFactory(catalog: SceneCatalog([TickCounterScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: NSTemporaryDirectory() + "diorama-indexer-\(UUID())"))
        let runner = try factory.makeRecordedRunner(sceneID: "tick-counter", seed: 2)
        runner.run(ticks: 40)
        let recorder = try #require(runner.recorder)
        recorder.finish(runner: runner)
        let indexer = ReplayIndexer(replay: recorder.replay, factory: factory)
        indexer.run()
        #expect(indexer.index.count == 0 && indexer.index.isFinished)
        #expect(indexer.error as? SessionSnapshotError == .sceneCannotSave("tick-counter"))
    }

    @Test func aDistrustedIndexKeepsItsFirstReason() {
        let index = KeyframeIndex()
        #expect(index.distrustReason == nil)
        index.distrust(because: "first")
        index.distrust(because: "second")
        #expect(index.distrustReason == "first")
    }
}
