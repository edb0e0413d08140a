import Engine
import Foundation
import Replay
import Testing

/// Counts ticks and draws a marker that moves with a second counter; whether that second counter
/// is saved in keyframes is the test's choice.
private class CountingScene: Scene {
    class var info: SceneInfo { SceneInfo(id: "counting", title: "Counting", summary: "Counts ticks, for tests.") }

    var ticks = 0
    /// Drawn and probed, but not hashed: a cosmetic value only keyframes can carry.
    var marker = 0

    required init(context: SceneContext) {}

    func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        ticks += 1
        marker = (marker + 7) % 100
    }

    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.fillCircle(Vec2(Double(marker), 10), radius: 4, .white)
    }

    func probes(into probes: inout Probes, context: SceneContext) {
        probes.set("marker", marker)
    }

    func hashState(into hasher: inout StateHasher) { hasher.combine(ticks) }

    func saveState() -> SceneState? { SceneState([ticks, marker]) }

    func restoreState(_ state: SceneState) {
        guard let saved = state.value(as: [Int].self) else { return }
        ticks = saved[0]
        marker = saved[1]
    }
}

/// Like `CountingScene`, but its restore forgets the marker.
private final class ForgetfulScene: CountingScene {
    override class var info: SceneInfo { SceneInfo(id: "forgetful", title: "Forgetful", summary: "Forgets, for tests.") }

    override func restoreState(_ state: SceneState) {
        guard let saved = state.value(as: [Int].self) else { return }
        ticks = saved[0]
    }
}

@Suite struct KeyframeAuditTests {
    /// The differences the audit finds in a 200-tick session of `scene`.
    private func audit(_ scene: any Scene.Type) throws -> [String] {
        let factory = SessionFactory(catalog: SceneCatalog([scene]), assets: AssetStore(root: "/nonexistent"),
                                     profile: SaveStore(directory: NSTemporaryDirectory() + "diorama-audit-\(UUID().uuidString)"))
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
