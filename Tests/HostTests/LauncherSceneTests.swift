import SceneTestSupport
import Testing
import Engine
@testable import Host
import UI

/// A scene that does nothing, listed as number `Number.value`: ten of them make a launcher list
/// too long for the canvas.
private final class NumberedScene<Number: SceneNumber>: Scene {
    static var info: SceneInfo {
        SceneInfo(id: "scene-\(Number.value)", title: "Scene \(Number.value)", summary: "Does nothing.")
    }
    var state = 0
    init(context: SceneContext) {}
    func fixedUpdate(context: SceneContext, input: [InputEvent]) {}
    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}
}

private protocol SceneNumber { static var value: Int { get } }
private enum One: SceneNumber { static let value = 1 }
private enum Two: SceneNumber { static let value = 2 }
private enum Three: SceneNumber { static let value = 3 }
private enum Four: SceneNumber { static let value = 4 }
private enum Five: SceneNumber { static let value = 5 }
private enum Six: SceneNumber { static let value = 6 }
private enum Seven: SceneNumber { static let value = 7 }
private enum Eight: SceneNumber { static let value = 8 }
private enum Nine: SceneNumber { static let value = 9 }
private enum Ten: SceneNumber { static let value = 10 }

@Suite struct LauncherSceneTests {
    /// A launcher listing ten scenes, more than its canvas shows at once.
    func longLauncher(parameters: [String: String] = [:]) throws -> (SceneRunner, LauncherScene) {
        let scenes: [any Scene.Type] = [
            NumberedScene<One>.self, NumberedScene<Two>.self, NumberedScene<Three>.self, NumberedScene<Four>.self,
            NumberedScene<Five>.self, NumberedScene<Six>.self, NumberedScene<Seven>.self, NumberedScene<Eight>.self,
            NumberedScene<Nine>.self, NumberedScene<Ten>.self,
        ]
        let context = SceneContext(seed: 1, assets: AssetStore(root: "/nonexistent"), save: SaveStore(directory: "/tmp/diorama-engine-tests"),
                                   parameters: parameters, catalog: SceneCatalog(scenes))
        let runner = try SceneRunner(LauncherScene.self, context: context)
        return (runner, try #require(runner.scene as? LauncherScene))
    }

    /// The rows shown whole in the list now, by their number.
    func wholeRows(_ launcher: LauncherScene, canvas: Vec2) -> [Int] {
        let area = LauncherScene.listArea(canvas: canvas)
        return launcher.tree.widgets.compactMap { widget in
            guard case .listRow(_, let index, _) = widget.kind, widget.frame.minY >= area.minY, widget.frame.maxY <= area.maxY else { return nil }
            return index
        }
    }

    @Test func backFromASceneItsRowIsSelectedAndInView() throws {
        let (runner, launcher) = try longLauncher(parameters: [LauncherScene.fromParameter: "scene-9"])
        #expect(runner.probes()["selected"] == .string("scene-9"))
        #expect(wholeRows(launcher, canvas: runner.context.canvasSize).contains(8), "scrolled to show it")
        let (fresh, _) = try longLauncher(parameters: [LauncherScene.fromParameter: "no-such-scene"])
        #expect(fresh.probes()["selected"] == .string("scene-1"), "an unknown scene starts at the top")
    }

    @Test func downMovesTheSelectionAndScrollsItIntoView() throws {
        let (runner, launcher) = try longLauncher()
        let canvas = runner.context.canvasSize
        let shown = wholeRows(launcher, canvas: canvas)
        #expect(shown.first == 0 && shown.count < 10)
        for _ in 0..<9 { runner.send(.keyDown(.down)) }
        runner.run(ticks: 60)
        #expect(runner.probes()["selected"] == .string("scene-10"))
        #expect(wholeRows(launcher, canvas: canvas).last == 9, "the last row shows whole at the bottom")
    }

    @Test func theWheelScrollsTheListButNotTheSelection() throws {
        let (runner, launcher) = try longLauncher()
        let canvas = runner.context.canvasSize
        let shown = wholeRows(launcher, canvas: canvas)
        runner.send(.pointerMove(LauncherScene.listArea(canvas: canvas).center))
        runner.send(.wheel(-20))
        runner.run(ticks: 120)
        #expect(wholeRows(launcher, canvas: canvas) != shown)
        #expect(wholeRows(launcher, canvas: canvas).last == 9, "the list stops at its end")
        #expect(runner.probes()["selected"] == .string("scene-1"))
    }

    @Test func everySummaryShowsWholeInItsRow() throws {
        let runner = try makeRunner(LauncherScene.self)
        let launcher = try #require(runner.scene as? LauncherScene)
        let typesetter = try Typesetter.shared()
        for widget in launcher.tree.widgets {
            guard case .listRow(let row, _, _) = widget.kind else { continue }
            #expect(row.wrapsSubtitle)
            #expect(widget.frame.height >= row.fittingHeight(width: widget.frame.width, theme: LauncherScene.theme, typesetter: typesetter))
        }
        let long = ListRow("Long", subtitle: String(repeating: "A summary that goes on. ", count: 8), accessory: .chevron, wrapsSubtitle: true)
        #expect(long.fittingHeight(width: 640, theme: .standard, typesetter: typesetter)
                    > ListRow.height(lines: 2) + 2 * Theme.standard.caption.lineHeight, "a long summary makes its row taller")
    }

    @Test func listsEveryOtherScene() throws {
        let runner = try makeRunner(LauncherScene.self)
        #expect(runner.probes()["entries"] == .int(1))
        #expect(runner.probes()["selected"] == .string("tick-counter"))
    }

    @Test func clickOnARowOpensItsScene() throws {
        let runner = try makeRunner(LauncherScene.self)
        let point = LauncherScene.listArea(canvas: runner.context.canvasSize).origin + Vec2(200, 40)
        runner.send(.pointerDown(point, .primary))
        runner.send(.pointerUp(point, .primary))
        runner.runTick()
        #expect(runner.handOver == .switchTo(id: "tick-counter"))
    }

    @Test func clickOutsideTheListDoesNothing() throws {
        let runner = try makeRunner(LauncherScene.self)
        runner.send(.pointerDown(Vec2(10, 10), .primary))
        runner.send(.pointerUp(Vec2(10, 10), .primary))
        runner.runTick()
        #expect(runner.handOver == nil)
    }

    @Test func enterOpensTheSelectedScene() throws {
        let runner = try makeRunner(LauncherScene.self)
        runner.send(.keyDown(.enter))
        runner.runTick()
        #expect(runner.handOver == .switchTo(id: "tick-counter"))
    }

    @Test func showsTheTitleAndARowForEachScene() throws {
        let runner = try makeRunner(LauncherScene.self)
        let launcher = try #require(runner.scene as? LauncherScene)
        #expect(launcher.tree["title"]?.kind == .label("Diorama", style: .title, alignment: .center))
        #expect(launcher.tree.widgets.contains { if case .listRow(let row, _, _) = $0.kind { row.title == "Tick counter" } else { false } })
        #expect(!runner.draw(interpolation: 0).items.isEmpty)
    }

    @Test func aStateRestoredInAnotherSessionCarriesOnTheSame() throws {
        func sceneHash(_ runner: SceneRunner) -> UInt64 { runner.scene.stateDigest() }
        let first = try makeRunner(LauncherScene.self)
        first.send(.pointerMove(LauncherScene.listArea(canvas: first.context.canvasSize).origin + Vec2(200, 40)))
        first.runTick()
        let saved = try #require(first.scene.savedState())
        let second = try makeRunner(LauncherScene.self)
        #expect(sceneHash(second) != sceneHash(first))

        second.scene.restore(saved, context: second.context)
        #expect(sceneHash(second) == sceneHash(first))
        for runner in [first, second] {
            runner.send(.keyDown(.enter))
            runner.runTick()
        }
        #expect(sceneHash(second) == sceneHash(first))
        #expect(second.handOver == .switchTo(id: "tick-counter"))
    }
}
