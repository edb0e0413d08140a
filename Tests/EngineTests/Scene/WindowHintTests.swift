import Foundation
import SceneTestSupport
import Testing
@testable import Engine

/// A scene that asks for a small always-on-top window when given `small=1`.
private final class GadgetScene: Scene {
    static let info = SceneInfo(id: "gadget", title: "Gadget", summary: "A desktop gadget.",
                                parameters: [SceneParameter("small", "1 for the gadget's window")])
    static func windowHint(parameters: [String: String]) -> WindowHint {
        parameters["small"] == "1" ? .widget(canvasSize: Vec2(600, 300)) : .standard
    }
    var state = 0
    init(context: SceneContext) {}
    func fixedUpdate(context: SceneContext, input: [InputEvent]) {}
    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}
}

/// A session's window hint: asked of the scene's type from its parameters, it sets the canvas.
@Suite struct WindowHintTests {
    let factory = SessionFactory(catalog: SceneCatalog([GadgetScene.self, TickCounterScene.self]), assets: AssetStore(root: "/"),
                                 profile: SaveStore(directory: ScratchFolders.path("diorama-window-hint-tests")))

    @Test func aSceneAsksForItsWindowFromItsParameters() throws {
        let small = try factory.makeRunner(sceneID: "gadget", seed: 1, parameters: ["small": "1"])
        #expect(small.context.windowHint == WindowHint(canvasSize: Vec2(600, 300), windowSize: Vec2(300, 150), alwaysOnTop: true))
        #expect(small.context.canvasSize == Vec2(600, 300))
        #expect(small.draw(interpolation: 1).canvasSize == Vec2(600, 300), "headless draws the same canvas")
        #expect(!small.context.windowHint.isStandard)
        let usual = try factory.makeRunner(sceneID: "gadget", seed: 1)
        #expect(usual.context.windowHint.isStandard && usual.context.canvasSize == Vec2(720, 1280))
    }

    @Test func aSceneThatSaysNothingGetsTheStandardWindow() throws {
        let runner = try factory.makeRunner(sceneID: "tick-counter", seed: 1)
        #expect(runner.context.windowHint == .standard)
        #expect(runner.context.canvasSize == Vec2(720, 1280))
    }
}
