import SceneTestSupport
import Testing
@testable import Engine

@Suite struct SceneCatalogTests {
    @Test func findsScenesByIDInRegistrationOrder() {
        let catalog = SceneCatalog([LauncherScene.self, TickCounterScene.self])
        #expect(catalog.infos.map(\.id) == ["launcher", "tick-counter"])
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
