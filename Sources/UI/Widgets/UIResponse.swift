import Engine

/// What a tree made of a tick's input: the actions for the scene to apply, and the events no
/// widget took (Esc among them), in the order they came, for the scene to handle itself.
public struct UIResponse: Sendable, Hashable {
    public var actions: [UIAction] = []
    public var unhandled: [InputEvent] = []

    public init(actions: [UIAction] = [], unhandled: [InputEvent] = []) {
        self.actions = actions
        self.unhandled = unhandled
    }
}
