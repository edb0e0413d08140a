import Engine
import Testing
import UI

/// A scene the kit runs: a button that opens a sheet, a sheet with a button that counts, and
/// an Esc no widget takes counted apart.
private final class SheetScene: KitScene {
    static let info = SceneInfo(id: "kit-sheet", title: "Kit sheet", summary: "A button and a sheet.")
    static let theme = Theme.standard
    static let openButton: WidgetID = "open", sheet: WidgetID = "sheet", count: WidgetID = "count"

    struct State: KitSceneState, Codable, Sendable {
        var ui = UIState()
        var overlays = Overlays()
        var counted = 0
        var escapes = 0
        var advanced = 0
        /// The actions in the order the scene saw them, with what was open when each came.
        var seen: [String] = []
    }

    var state = State()
    var tree = UITree()

    init(context: SceneContext) { tree = makeTree(context: context) }

    func fixedUpdate(context: SceneContext, input: [InputEvent]) { runInterface(input, context: context) }

    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}

    func makeTree(context: SceneContext) -> UITree {
        let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)
        var widgets = [Widget(Self.openButton, frame: Rect(x: 100, y: 100, width: 200, height: 60), kind: .button("Open", role: .primary))]
        if state.overlays.isVisible(Self.sheet) {
            widgets += Sheet(title: "Sheet", height: 400).widgets(Self.sheet, in: canvas, phase: state.overlays[Self.sheet],
                                                                  theme: Self.theme) { stack in
                [Widget(Self.count, frame: stack.row(height: 56), kind: .button("Count", role: .primary))]
            }
        }
        return UITree(widgets)
    }

    func apply(_ action: UIAction, context: SceneContext) {
        state.seen.append("\(action.probeText) open:\(state.overlays.isOpen(Self.sheet))")
        switch action {
        case .tapped(Self.openButton): state.overlays.open(Self.sheet)
        case .tapped(Self.count): state.counted += 1
        default: break
        }
    }

    func handleUnhandled(_ events: [InputEvent], input: [InputEvent], context: SceneContext) {
        for case .keyDown(let press) in events where press.matches(.escape) { state.escapes += 1 }
    }

    func advance(context: SceneContext) { state.advanced += 1 }
}

@Suite struct KitSceneTests {
    func runner() throws -> SceneRunner {
        let context = SceneContext(seed: 1, assets: AssetStore(root: "/nonexistent"),
                                   save: SaveStore(directory: "/tmp/diorama-kit-tests"), catalog: SceneCatalog([SheetScene.self]))
        return try SceneRunner(SheetScene.self, context: context)
    }

    func click(_ point: Vec2, in runner: SceneRunner) {
        runner.send(.pointerDown(point, .primary))
        runner.send(.pointerUp(point, .primary))
        runner.runTick()
    }

    @Test func anActionOpensALayerThatTheTreeShowsAndFocusesInTheSameTick() throws {
        let runner = try runner()
        let scene = try #require(runner.scene as? SheetScene)
        click(Vec2(200, 130), in: runner)
        #expect(scene.tree.openLayers == [SheetScene.sheet])
        #expect(scene.state.ui.focused == Sheet.closeButton(of: SheetScene.sheet) || scene.state.ui.focused == SheetScene.count)
        #expect(scene.state.overlays[SheetScene.sheet].shownTicks == 1, "the overlays stepped once after the action")
        #expect(scene.hasOverlay(context: runner.context))
        #expect(scene.state.advanced == 1)
    }

    @Test func escDismissesTheTopLayerAndTheKitClosesItBeforeTheSceneSeesTheAction() throws {
        let runner = try runner()
        let scene = try #require(runner.scene as? SheetScene)
        click(Vec2(200, 130), in: runner)
        runner.run(ticks: LayerPhase.transitionTicks)
        runner.send(.keyDown(.escape))
        runner.runTick()
        #expect(scene.state.seen.last == "dismissed sheet open:false")
        #expect(!scene.hasOverlay(context: runner.context))
        #expect(scene.state.escapes == 0, "the layer took Esc")
        runner.run(ticks: LayerPhase.transitionTicks)
        #expect(scene.tree.openLayers.isEmpty && scene.state.overlays == Overlays())
        runner.send(.keyDown(.escape))
        runner.runTick()
        #expect(scene.state.escapes == 1, "with no layer open, Esc is the scene's")
    }

    @Test func aKeyframeRestoreRebuildsTheTreeFromTheState() throws {
        let runner = try runner()
        let scene = try #require(runner.scene as? SheetScene)
        click(Vec2(200, 130), in: runner)
        let saved = scene.state
        runner.run(ticks: 2)
        scene.state = SheetScene.State()
        scene.stateDidRestore(context: runner.context)
        #expect(scene.tree.openLayers.isEmpty)
        scene.state = saved
        scene.stateDidRestore(context: runner.context)
        #expect(scene.tree.openLayers == [SheetScene.sheet])
    }
}
