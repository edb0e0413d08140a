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
    var state = 0
}

/// A scene that drops a spinning ball every tick and draws each ball between ticks where the
/// engine places it.
private final class FallingBallsScene: Scene {
    static let info = SceneInfo(id: "falling-balls", title: "Falling balls", summary: "Balls drawn between ticks, for tests.")
    var state = 0

    init(context: SceneContext) {}

    func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        var def = BodyDef(type: .dynamic, position: Vec2(Double(state % 7), 10), angle: Double(state))
        def.angularVelocity = 3
        let ball = context.physics.createBody(def)
        _ = try? context.physics.addCircle(radius: 0.25, to: ball)
        state += 1
    }

    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        for body in context.physics.bodies {
            let pose = context.physics.interpolatedTransform(of: body, alpha: interpolation)
            list.line(pose.apply(.zero), pose.apply(Vec2(0.25, 0)), .white, width: 1)
        }
    }
}

/// A scene whose store (a database, say) cannot be read, so it cannot be snapshot.
private final class UnreadableStoreScene: StoreBackedScene {
    static let info = SceneInfo(id: "unreadable-store", title: "Unreadable store", summary: "For tests.")
    var state = 0
    var storeSummary: Int { 0 }
    init(context: SceneContext) {}
    func fixedUpdate(context: SceneContext, input: [InputEvent]) { state += 1 }
    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}
    func storeContent() -> Int? { nil }
    func restoreStore(_ content: Int) {}
}

@Suite struct SessionSnapshotTests {
    @Test func aSceneThatCannotSaveIsNotSnapshot() throws {
        let runner = try makeRunner(UnreadableStoreScene.self)
        #expect(throws: SessionSnapshotError.sceneCannotSave("unreadable-store")) { try runner.snapshot() }
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

    @Test func aRestoredSessionDrawsBetweenTicksAsTheOriginalDid() throws {
        let original = try makeRunner(FallingBallsScene.self)
        original.run(ticks: 30)
        let snapshot = try original.snapshot()
        let frame = original.draw(interpolation: 0.5).items
        original.run(ticks: 7)
        #expect(original.draw(interpolation: 0.5).items != frame)
        for runner in [original, try makeRunner(FallingBallsScene.self)] {
            #expect(runner.restore(snapshot))
            #expect(runner.draw(interpolation: 0.5).items == frame)
        }
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
        let factory = SessionFactory(catalog: SceneCatalog([UnreadableStoreScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: ScratchFolders.path("diorama-indexer")))
        let runner = try factory.makeRecordedRunner(sceneID: "unreadable-store", seed: 2)
        runner.run(ticks: 40)
        let recorder = try #require(runner.recorder)
        recorder.finish(runner: runner)
        let indexer = ReplayIndexer(replay: recorder.replay, factory: factory)
        indexer.run()
        #expect(indexer.index.count == 0 && indexer.index.isFinished)
        #expect(indexer.error as? SessionSnapshotError == .sceneCannotSave("unreadable-store"))
    }

    @Test func aDistrustedIndexKeepsItsFirstReason() {
        let index = KeyframeIndex()
        #expect(index.distrustReason == nil)
        index.distrust(because: "first")
        index.distrust(because: "second")
        #expect(index.distrustReason == "first")
    }
}
