import SceneTestSupport
import Testing
@testable import Engine

@Suite struct SceneInfoTests {
    static let info = SceneInfo(id: "demo", title: "Demo", summary: "For tests.",
                                parameters: [SceneParameter("bodies", "start with N bodies"), SceneParameter("float", "off: still")])

    @Test func declaredParametersPass() throws {
        try Self.info.checkParameters(["float", "bodies"])
        try Self.info.checkParameters([])
    }

    @Test func anUnknownParameterIsRefusedListingTheKnownOnes() {
        let error = #expect(throws: UnknownSceneParameterError.self) { try Self.info.checkParameters(["bodies", "zzz", "bogus"]) }
        #expect(error?.name == "bogus", "the first unknown name in sorted order")
        #expect(error?.description == "the scene 'demo' has no parameter 'bogus'; its parameters are: "
                + "bodies (start with N bodies), float (off: still)")
    }

    @Test func aSceneWithoutParametersSaysSo() {
        let error = #expect(throws: UnknownSceneParameterError.self) { try TickCounterScene.info.checkParameters(["x"]) }
        #expect(error?.description == "the scene 'tick-counter' has no parameter 'x'; it takes no parameters")
    }

    @Test func knownParametersDropsTheOthers() {
        #expect(Self.info.knownParameters(of: ["bodies": "3", "entry": "guest"]) == ["bodies": "3"])
    }

    @Test func theFactoryRefusesAnUnknownParameterBeforeTheSceneStarts() {
        let factory = SessionFactory(catalog: SceneCatalog([TickCounterScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: "/tmp/diorama-engine-tests"))
        #expect(throws: UnknownSceneParameterError(scene: "tick-counter", name: "bogus", known: [])) {
            try factory.makeRunner(sceneID: "tick-counter", seed: 1, parameters: ["bogus": "1"])
        }
    }
}
