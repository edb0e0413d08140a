import Engine

/// What a tree made of a tick's input: the actions for the scene to apply, and the events no
/// widget took (Esc among them), in the order they came, for the scene to handle itself; and
/// what a focused text field asks of the host.
public struct UIResponse: Sendable, Hashable {
    /// The actions the widgets took, in the order the input came, for the scene to apply.
    public var actions: [UIAction] = []
    /// The events no widget took, in the order they came, for the scene to handle itself.
    public var unhandled: [InputEvent] = []
    /// While a text field or editor has the focus, its caret's canvas rectangle, for the host's
    /// text input (`Effect.textInput`); nil otherwise, so the host stops text input.
    public var textInput: TextInputRequest?
    /// Text the focused field copied or cut, for the host's clipboard (see `send(to:)`).
    public var copiedText: String?
    /// Whether the focused field asked for the clipboard's text (see `send(to:)`).
    public var wantsPaste = false

    /// Makes a response with `actions`, `unhandled` events and a `textInput` request.
    public init(actions: [UIAction] = [], unhandled: [InputEvent] = [], textInput: TextInputRequest? = nil) {
        self.actions = actions
        self.unhandled = unhandled
        self.textInput = textInput
    }

    /// Asks the host for the text input and the clipboard effects the tree wants.
    public func send(to context: SceneContext) {
        context.effects.send(.textInput(textInput))
        if let copiedText { context.effects.copy(copiedText) }
        if wantsPaste { context.effects.send(.paste) }
    }
}
