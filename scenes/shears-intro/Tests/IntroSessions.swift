import Engine
@testable import ShearsIntroScene
import SceneTestSupport

/// A headless intro session with a throwaway profile.
func makeIntro(seed: UInt64 = 1, parameters: [String: String] = [:]) throws -> SceneRunner {
    try makeSession(ShearsIntroScene.self, seed: seed, parameters: parameters)
}

func intro(_ runner: SceneRunner) -> ShearsIntroScene { runner.scene as! ShearsIntroScene }

func phase(_ runner: SceneRunner) -> String { runner.probes()["phase"]?.description ?? "" }
