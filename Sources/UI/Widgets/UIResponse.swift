import Engine

/// What a tree made of a tick's input: the actions for the scene to apply, and the events no
/// widget took (Esc among them), in the order they came, for the scene to handle itself; and
/// what a focused text field asks of the host.
public struct UIResponse: Sendable, Hashable {
    public var actions: [UIAction] = []
    public var unhandled: [InputEvent] = []
    /// While a text field or editor has the focus, its caret's canvas rectangle, for the scene
    /// to set as `context.textInput`; nil otherwise, so the host stops text input.
    public var textInput: TextInputRequest?
    /// Text the focused field copied or cut, and whether it asked for the clipboard's text,
    /// for the scene to pass on to `context.clipboard` (see `send(to:)`).
    public var clipboard = ClipboardRequests()

    public init(actions: [UIAction] = [], unhandled: [InputEvent] = [], textInput: TextInputRequest? = nil) {
        self.actions = actions
        self.unhandled = unhandled
        self.textInput = textInput
    }

    /// Passes the text input request and the clipboard requests on to the host.
    public func send(to context: SceneContext) {
        context.textInput = textInput
        if let copied = clipboard.copied { context.clipboard.copy(copied) }
        if clipboard.wantsPaste { context.clipboard.requestPaste() }
    }
}
