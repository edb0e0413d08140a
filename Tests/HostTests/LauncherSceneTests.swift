import SceneTestSupport
import Testing
import Engine
@testable import Host

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

    /// The entries whose cards show whole in the list area now.
    func wholeCards(_ launcher: LauncherScene, canvas: Vec2) -> [Int] {
        let area = LauncherScene.listArea(canvas: canvas)
        return (0..<10).filter {
            let card = launcher.card($0, canvas: canvas)
            return card.minY >= area.minY && card.maxY <= area.maxY
        }
    }

    @Test func hoveringAPartlyShownCardSelectsItAndTheListStaysPut() throws {
        let (runner, launcher) = try longLauncher()
        let canvas = runner.context.canvasSize, area = LauncherScene.listArea(canvas: canvas)
        let shown = wholeCards(launcher, canvas: canvas)
        let partly = try #require((0..<10).first { !shown.contains($0) && launcher.card($0, canvas: canvas).minY < area.maxY })
        let point = Vec2(canvas.x / 2, (launcher.card(partly, canvas: canvas).minY + area.maxY) / 2)
        for _ in 0..<3 {
            runner.send(.pointerMove(point))
            runner.runTick()
            #expect(runner.probes()["selected"] == .string("scene-\(partly + 1)"), "the card under a still pointer stays selected")
            #expect(wholeCards(launcher, canvas: canvas) == shown, "hovering never scrolls")
        }
    }

    @Test func backFromASceneItsCardIsHighlightedAndInView() throws {
        let (runner, launcher) = try longLauncher(parameters: [LauncherScene.fromParameter: "scene-9"])
        #expect(runner.probes()["selected"] == .string("scene-9"))
        #expect(wholeCards(launcher, canvas: runner.context.canvasSize).contains(8), "scrolled to show it")
        let (fresh, _) = try longLauncher(parameters: [LauncherScene.fromParameter: "no-such-scene"])
        #expect(fresh.probes()["selected"] == .string("scene-1"), "an unknown scene starts at the top")
    }

    @Test func upAndDownScrollJustEnoughToShowTheSelectedCard() throws {
        let (runner, launcher) = try longLauncher()
        let canvas = runner.context.canvasSize
        let shown = wholeCards(launcher, canvas: canvas)
        #expect(shown.first == 0 && shown.count < 10)
        for _ in 0..<shown.count { runner.send(.keyDown(.down)) }
        runner.runTick()
        #expect(runner.probes()["selected"] == .string("scene-\(shown.count + 1)"))
        #expect(wholeCards(launcher, canvas: canvas) == shown.map { $0 + 1 }, "one card further, the selected one at the bottom")
        runner.send(.keyDown(.up))
        runner.runTick()
        #expect(wholeCards(launcher, canvas: canvas) == shown.map { $0 + 1 }, "the selected card shows already: no scroll")
        for _ in 0..<shown.count { runner.send(.keyDown(.up)) }
        runner.runTick()
        #expect(runner.probes()["selected"] == .string("scene-10"), "Up from the first wraps to the last")
        #expect(wholeCards(launcher, canvas: canvas).last == 9)
    }

    @Test func theWheelScrollsACardANotchWithinTheListsEnds() throws {
        let (runner, launcher) = try longLauncher()
        let canvas = runner.context.canvasSize
        let shown = wholeCards(launcher, canvas: canvas)
        runner.send(.wheel(1))
        runner.runTick()
        #expect(wholeCards(launcher, canvas: canvas) == shown, "the list does not scroll above its top")
        runner.send(.wheel(-1))
        runner.runTick()
        #expect(wholeCards(launcher, canvas: canvas) == shown.map { $0 + 1 })
        runner.send(.wheel(-20))
        runner.runTick()
        #expect(wholeCards(launcher, canvas: canvas).last == 9, "the last card shows whole at the bottom")
        #expect(runner.probes()["selected"] == .string("scene-1"), "scrolling does not change the selection")
    }

    @Test func listsEveryOtherScene() throws {
        let runner = try makeRunner(LauncherScene.self)
        #expect(runner.probes()["entries"] == .int(1))
        #expect(runner.probes()["selected"] == .string("tick-counter"))
    }

    @Test func clickOnACardOpensItsScene() throws {
        let runner = try makeRunner(LauncherScene.self)
        runner.send(.pointerDown(Vec2(360, 360), .primary))
        runner.send(.pointerUp(Vec2(360, 360), .primary))
        runner.runTick()
        #expect(runner.handOver == .switchTo(id: "tick-counter"))
    }

    @Test func clickOutsideTheCardsDoesNothing() throws {
        let runner = try makeRunner(LauncherScene.self)
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

    @Test func drawsTheTitleAndACard() throws {
        let runner = try makeRunner(LauncherScene.self)
        let list = runner.draw(interpolation: 0)
        // Laid-out text comes in runs of clusters, without the spaces.
        let texts = list.items.compactMap { item -> String? in
            if case .textRun(let run) = item.command { return String(run.clusters) } else { return nil }
        }
        #expect(texts.contains("Diorama"))
        #expect(texts.contains("Tickcounter"))
    }

    @Test func aStateRestoredInAnotherSessionCarriesOnTheSame() throws {
        func sceneHash(_ runner: SceneRunner) -> UInt64 { runner.scene.stateDigest() }
        let first = try makeRunner(LauncherScene.self)
        first.send(.pointerMove(Vec2(360, 360)))
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
