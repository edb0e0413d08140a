import Engine

/// The hash of the scene's own state (not the registry's, physics world's or RNG's).
public func sceneHash(_ runner: SceneRunner) -> UInt64 {
    runner.scene.stateDigest()
}
