import Foundation
import Testing
@testable import Engine
@testable import Replay
import SceneTestSupport

/// A scene whose save on session end changes hashed state, as the sticker jar's does.
private final class SavesOnEndScene: Scene {
    static let info = SceneInfo(id: "saves-on-end", title: "Saves on end", summary: "Changes state when it saves.")
    struct State: Codable, Sendable {
        var ticks = 0
        var saves = 0
    }
    var state = State()

    init(context: SceneContext) {}
    func fixedUpdate(context: SceneContext, input: [InputEvent]) { state.ticks += 1 }
    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}
    func sessionWillEnd(context: SceneContext) { state.saves += 1 }
}

@Suite struct SessionEndTests {
    @Test func theEndHashIsTheLastTicksEvenWhenTheSceneSavesOnEnd() throws {
        let factory = SessionFactory(catalog: SceneCatalog([SavesOnEndScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: ScratchFolders.path("diorama-end")))
        let runner = try factory.makeRecordedRunner(sceneID: SavesOnEndScene.info.id, seed: 3)
        runner.run(ticks: 75)
        let lastTickHash = runner.stateHash()
        runner.end()
        let replay = try #require(runner.recorder).replay
        #expect(replay.end?.tick == 75)
        #expect(replay.end?.hash == lastTickHash)
        #expect((runner.scene as? SavesOnEndScene)?.state.saves == 1, "the scene still saves")
        let outcome = try ReplayVerifier.verify(replay, factory: factory)
        #expect(outcome.divergence == nil)
    }
}
