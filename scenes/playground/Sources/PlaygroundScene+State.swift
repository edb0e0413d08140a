import Engine

extension PlaygroundScene {
    /// The scene's own state: everything that changes after set-up, as plain values, from which
    /// the engine derives the state hash and the replay keyframe.
    public struct State: Codable, Sendable {
        var tilt = 0.0
        var tiltTarget = 0.0
        var heldKeys: Set<Key> = []
        var drag: Drag?
        var dropCount = 0
        /// The body dropped last, while it exists.
        var newest: BodyID?
        /// The gravity that last woke the bodies, in m/s².
        var wakeGravity = Vec2(0, -PlaygroundScene.gravity)
    }

    /// A body held by the pointer through a mouse joint.
    struct Drag: Codable, Sendable {
        var body: BodyID
        var joint: JointID
    }
}
