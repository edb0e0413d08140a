import Engine

extension PlaygroundScene {
    /// The scene's own state: everything that changes after set-up, as plain values, so that a
    /// replay keyframe saves and restores it in one piece.
    struct State {
        var tilt = 0.0
        var tiltTarget = 0.0
        var heldKeys: Set<Key> = []
        var drag: (body: BodyID, joint: JointID)?
        var dropCount = 0
        /// The body dropped last, while it exists.
        var newest: BodyID?
        /// The gravity that last woke the bodies, in m/s².
        var wakeGravity = Vec2(0, -PlaygroundScene.gravity)
    }

    public func saveState() -> SceneState? { SceneState(state) }

    public func restoreState(_ saved: SceneState) {
        let state = saved.value(as: State.self, for: Self.self)
        self.state = state
    }
}
