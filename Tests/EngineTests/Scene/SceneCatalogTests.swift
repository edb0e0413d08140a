import SceneTestSupport
import Testing
@testable import Engine

/// A scene that does nothing, registered beside `TickCounterScene`.
private final class IdleScene: Scene {
    static let info = SceneInfo(id: "idle", title: "Idle", summary: "Does nothing.")
    init(context: SceneContext) {}
    func fixedUpdate(context: SceneContext, input: [InputEvent]) {}
    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}
    func probes(into probes: inout Probes, context: SceneContext) {}
    var state = 0
}

@Suite struct SceneCatalogTests {
    @Test func findsScenesByIDInRegistrationOrder() {
        let catalog = SceneCatalog([IdleScene.self, TickCounterScene.self])
        #expect(catalog.infos.map(\.id) == ["idle", "tick-counter"])
        #expect(catalog.scene(withID: "tick-counter") == TickCounterScene.self)
        #expect(catalog.scene(withID: "nope") == nil)
    }

    @Test func unknownSceneErrorNamesTheKnownOnes() throws {
        let factory = SessionFactory(catalog: SceneCatalog([TickCounterScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: "/tmp/diorama-engine-tests"))
        #expect(throws: UnknownSceneError.self) { try factory.makeRunner(sceneID: "jar", seed: 1) }
        do {
            _ = try factory.makeRunner(sceneID: "jar", seed: 1)
        } catch {
            #expect("\(error)" == "unknown scene 'jar'; the scenes are: tick-counter")
        }
    }
}
