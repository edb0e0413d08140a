import Foundation
@testable import Engine
@testable import Replay
import Testing
import SceneTestSupport

/// A scene whose `stateDidRestore` wakes its box, as a scene that touches the physics world while
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
    var state = 0
    func stateDidRestore(context: SceneContext) { physics.setAwake(true, for: box) }
}

/// Drops a ball on each Space and walks at random; keeps its counters in its saved state, so
/// replays of it get keyframes.
private final class FallingBallsScene: Scene {
    static let info = SceneInfo(id: "falling-balls", title: "Falling balls", summary: "For tests.")
    struct State: Codable, Sendable, Equatable {
        var ticks = 0
        var walk = 0.0
    }
    var state = State()

    init(context: SceneContext) throws {
        try context.physics.addEdge(from: Vec2(-20, 0), to: Vec2(20, 0), to: context.physics.createBody())
    }

    func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        state.ticks += 1
        state.walk += context.random.next(in: -1.0...1.0)
        for event in input where event == .keyDown(.space) {
            let ball = context.physics.createBody(BodyDef(type: .dynamic, position: Vec2(state.walk.truncatingRemainder(dividingBy: 10), 10)))
            _ = try? context.physics.addCircle(radius: 0.5, to: ball, ShapeDef())
        }
    }
    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}
    func probes(into probes: inout Probes, context: SceneContext) { probes.set("ticks", state.ticks) }
}

@Suite struct ReplayPlayerTests {
    @Test func seeksWhileTheIndexerRunsLandWhereTheStraightRunIs() throws {
        let scratch = ScratchFolders.path("diorama-player")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let factory = SessionFactory(catalog: SceneCatalog([FallingBallsScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: scratch + "/profile"))
        let recording = try factory.makeRecordedRunner(sceneID: FallingBallsScene.info.id, seed: 9)
        for tick in stride(from: 3, to: 1_800, by: 37) { recording.send(.keyDown(.space), at: UInt64(tick)) }
        recording.run(ticks: 1_800)
        let recorder = try #require(recording.recorder)
        recorder.finish(runner: recording)

        // Back and forth, so some seeks restore keyframes the indexer has just made and some
        // run ahead of it.
        let targets: [UInt64] = [1_500, 20, 900, 1_790, 300, 1_200, 5, 1_650, 60, 1_799]
        var expected: [UInt64: UInt64] = [:]
        let straight = try ReplayPlayer(recorder.replay, factory: factory)
        for target in targets.sorted() {
            try straight.seek(to: target)
            expected[target] = straight.runner.stateHash()
        }
        let player = try ReplayPlayer(recorder.replay, factory: factory, keyframes: KeyframeIndex(interval: 30))
        player.startIndexing(profile: SaveStore(directory: scratch + "/indexer"))
        defer { player.stopIndexing() }
        for target in targets {
            try player.seek(to: target)
            #expect(player.tick == target && player.runner.stateHash() == expected[target], "tick \(target)")
        }
        player.stopIndexing()
        #expect(player.keyframes.count > 0, "\(player.keyframeWarning ?? "no warning")")
        #expect(player.keyframeWarning == nil)
    }

    #if DEBUG
    @Test func aKeyframeRestoredToADeeplyDifferentWorldIsDistrustedAndSaysWhy() throws {
        let factory = SessionFactory(catalog: SceneCatalog([WakesOnRestoreScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: ScratchFolders.path("diorama-player")))
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
