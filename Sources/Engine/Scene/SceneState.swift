/// A scene's own state at the end of a tick, as `Scene.saveState()` made it for a replay
/// keyframe; only the same scene type reads it back.
///
/// It holds a `Sendable` value: a keyframe is made on one session and restored on another,
/// possibly on another thread, so nothing in it may be an object either session goes on
/// mutating, and the compiler checks it.
public struct SceneState: Sendable {
    private let value: any Sendable

    /// Wraps `value`, usually a struct of the scene's stored properties.
    public init<Value: Sendable>(_ value: Value) { self.value = value }

    /// The wrapped value, or nil when it is not a `Value` (a state made by another scene type).
    public func value<Value>(as type: Value.Type) -> Value? { value as? Value }
}

extension SceneState {
    /// The wrapped value, which `scene`'s `saveState()` made. A session restores only keyframes of
    /// its own scene type, so another type's state is a programming error and traps, naming `scene`.
    public func value<Value>(as type: Value.Type, for scene: any Scene.Type) -> Value {
        guard let value = value(as: type) else {
            preconditionFailure("\(scene.info.id) was given a state another scene type saved")
        }
        return value
    }
}
