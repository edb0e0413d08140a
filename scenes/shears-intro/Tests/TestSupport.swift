import Foundation
import Testing
@testable import Engine
@testable import ShearsIntroScene

/// A headless intro session with a throwaway profile; the launcher and the playground-less
/// catalog are enough for hand-over tests.
func makeIntro(seed: UInt64 = 1, parameters: [String: String] = [:]) throws -> SceneRunner {
    let factory = SessionFactory(catalog: SceneCatalog([LauncherScene.self, ShearsIntroScene.self]), assets: AssetStore(root: "/"),
                                 profile: SaveStore(directory: NSTemporaryDirectory() + "diorama-shears-tests"))
    return try factory.makeRunner(sceneID: ShearsIntroScene.info.id, seed: seed, parameters: parameters)
}

func intro(_ runner: SceneRunner) -> ShearsIntroScene { runner.scene as! ShearsIntroScene }

/// The hash of the scene's own state (not the registry's, physics world's or RNG's).
func sceneHash(_ runner: SceneRunner) -> UInt64 {
    var hasher = StateHasher()
    runner.scene.hashState(into: &hasher)
    return hasher.value
}

func number(_ runner: SceneRunner, _ probe: String) -> Double { runner.probes()[probe]?.number ?? .nan }

func phase(_ runner: SceneRunner) -> String { runner.probes()["phase"]?.description ?? "" }

/// Runs ticks until `condition` holds, at most `limit`; returns the ticks run, or nil.
func ticks(until condition: () -> Bool, limit: Int, _ runner: SceneRunner) -> Int? {
    for tick in 0...limit {
        if condition() { return tick }
        runner.runTick()
    }
    return nil
}

/// A drag on the stage from `from` to `to` in `steps` moves, one a tick, then a release.
func drag(_ runner: SceneRunner, from: Vec2, to: Vec2, steps: Int) {
    runner.send(.pointerDown(from, .primary))
    runner.runTick()
    for i in 1...steps {
        runner.send(.pointerMove(from.lerp(to: to, Double(i) / Double(steps))))
        runner.runTick()
    }
    runner.send(.pointerUp(to, .primary))
    runner.runTick()
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
