import Engine
import Foundation
import Replay
import Testing
import SceneTestSupport

/// Counts ticks and draws a marker that moves with a second counter, which keyframes carry but
/// the state hash does not.
private class CountingScene: Scene {
    class var info: SceneInfo { SceneInfo(id: "counting", title: "Counting", summary: "Counts ticks, for tests.") }

    struct State: Codable, Sendable {
        var ticks = 0
        /// Drawn and probed, but not hashed: a cosmetic value only keyframes can carry.
        @Unhashed var marker: Int? = 0
    }

    var state = State()

    required init(context: SceneContext) {}

    func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        state.ticks += 1
        state.marker = ((state.marker ?? 0) + 7) % 100
    }

    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.fillCircle(Vec2(Double(state.marker ?? 0), 10), radius: 4, .white)
    }

    func probes(into probes: inout Probes, context: SceneContext) {
        probes.set("marker", state.marker ?? 0)
    }

    func stateDidRestore(context: SceneContext) {}
}

/// Like `CountingScene`, but it loses the marker after a restore.
private final class ForgetfulScene: CountingScene {
    override class var info: SceneInfo { SceneInfo(id: "forgetful", title: "Forgetful", summary: "Forgets, for tests.") }

    override func stateDidRestore(context: SceneContext) { state.marker = 0 }
}

@Suite struct KeyframeAuditTests {
    /// The differences the audit finds in a 200-tick session of `scene`.
    private func audit(_ scene: any Scene.Type) throws -> [String] {
        let factory = SessionFactory(catalog: SceneCatalog([scene]), assets: AssetStore(root: "/nonexistent"),
                                     profile: SaveStore(directory: ScratchFolders.path("diorama-audit")))
        let runner = try factory.makeRecordedRunner(sceneID: scene.info.id, seed: 3)
        runner.run(ticks: 200)
        let recorder = try #require(runner.recorder)
        recorder.finish(runner: runner)
        return try KeyframeAudit(factory: factory).differences(in: recorder.replay)
    }

    @Test func aSceneThatSavesEverythingPasses() throws {
        #expect(try audit(CountingScene.self) == [])
    }

    @Test func aRestoreThatForgetsDrawnStateIsCaught() throws {
        let differences = try audit(ForgetfulScene.self)
        #expect(differences.contains { $0.contains("probes") && $0.contains("marker=") }, "\(differences)")
        #expect(differences.contains { $0.contains("the picture differs") }, "\(differences)")
    }
}
