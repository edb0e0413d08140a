import Foundation
@testable import Engine
@testable import Replay
import Testing

/// A scene whose `restoreState` wakes its box, as a scene that touches the physics world while
/// restoring would: the box is awake anyway, so only its sleep timer (deep physics state) moves.
private final class WakesOnRestoreScene: Scene {
    static let info = SceneInfo(id: "wakes-on-restore", title: "Wakes on restore", summary: "For tests.")
    private let physics: PhysicsWorld
    private let box: BodyID

    init(context: SceneContext) throws {
        physics = context.physics
        let ground = physics.createBody()
        try physics.addEdge(from: Vec2(-20, 0), to: Vec2(20, 0), to: ground)
        box = physics.createBody(BodyDef(type: .dynamic, position: Vec2(0, 0.5)))
        try physics.addBox(halfSize: Vec2(0.5, 0.5), to: box)
    }

    func fixedUpdate(context: SceneContext, input: [InputEvent]) {}
    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}
    func probes(into probes: inout Probes, context: SceneContext) {}
    func hashState(into hasher: inout StateHasher) {}
    func saveState() -> SceneState? { SceneState(0) }
    func restoreState(_ saved: SceneState) { physics.setAwake(true, for: box) }
}

@Suite struct ReplayPlayerTests {
    #if DEBUG
    @Test func aKeyframeRestoredToADeeplyDifferentWorldIsDistrustedAndSaysWhy() throws {
        let factory = SessionFactory(catalog: SceneCatalog([WakesOnRestoreScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: NSTemporaryDirectory() + "diorama-player-\(UUID())"))
        let recording = try factory.makeRecordedRunner(sceneID: WakesOnRestoreScene.info.id, seed: 1)
        recording.run(ticks: 25)
        let recorder = try #require(recording.recorder)
        recorder.finish(runner: recording)
        let straight = try ReplayPlayer(recorder.replay, factory: factory)
        try straight.seek(to: 15)

        let player = try ReplayPlayer(recorder.replay, factory: factory, keyframes: KeyframeIndex(interval: 10))
        ReplayIndexer(replay: recorder.replay, factory: factory, index: player.keyframes).run()
        #expect(player.keyframes.count == 3 && player.keyframeWarning == nil)
        try player.seek(to: 15)   // restores tick 10: its state hash matches, its sleep timer does not
        #expect(player.keyframes.count == 0)
        #expect(player.keyframeWarning == ReplayStrings.keyframesDistrusted(ReplayStrings.deepHashMismatch(tick: 10)))
        #expect(player.tick == 15 && player.runner.stateHash() == straight.runner.stateHash())
        #expect(player.runner.context.physics.deepStateHash() == straight.runner.context.physics.deepStateHash())
    }
    #endif
}
