import SceneTestSupport
import Testing
import Engine
@testable import Host

@Suite struct LauncherSceneTests {
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
        #expect(runner.context.request == .switchTo(id: "tick-counter"))
    }

    @Test func clickOutsideTheCardsDoesNothing() throws {
        let runner = try makeRunner(LauncherScene.self)
        runner.send(.pointerUp(Vec2(10, 10), .primary))
        runner.runTick()
        #expect(runner.context.request == nil)
    }

    @Test func enterOpensTheSelectedScene() throws {
        let runner = try makeRunner(LauncherScene.self)
        runner.send(.keyDown(.enter))
        runner.runTick()
        #expect(runner.context.request == .switchTo(id: "tick-counter"))
    }

    @Test func drawsTheTitleAndACard() throws {
        let runner = try makeRunner(LauncherScene.self)
        let list = runner.draw(interpolation: 0)
        let texts = list.items.compactMap { item -> String? in
            if case .text(let t) = item.command { return t.string } else { return nil }
        }
        #expect(texts.contains("Diorama"))
        #expect(texts.contains("Tick counter"))
    }

    @Test func aStateRestoredInAnotherSessionCarriesOnTheSame() throws {
        func sceneHash(_ runner: SceneRunner) -> UInt64 {
            var hasher = StateHasher()
            runner.scene.hashState(into: &hasher)
            return hasher.value
        }
        let first = try makeRunner(LauncherScene.self)
        first.send(.pointerMove(Vec2(360, 360)))
        first.runTick()
        let saved = try #require(first.scene.saveState())
        let second = try makeRunner(LauncherScene.self)
        #expect(sceneHash(second) != sceneHash(first))

        second.scene.restoreState(saved)
        #expect(sceneHash(second) == sceneHash(first))
        for runner in [first, second] {
            runner.send(.keyDown(.enter))
            runner.runTick()
        }
        #expect(sceneHash(second) == sceneHash(first))
        #expect(second.context.request == .switchTo(id: "tick-counter"))
    }
}
