import Engine

/// What one input event did to a `TextEditingState`, for the widget that wraps it.
public struct TextEditingOutcome: Hashable, Sendable {
    /// Whether the editor used the event; an unused one (Tab, Enter in a field that does not
    /// submit, a key it has no meaning for) is the widget's or its container's to handle.
    public var isHandled = false
    /// Whether the text changed.
    public var textChanged = false
    /// Whether the selection, the caret or the composition changed (it does when the text does).
    public var selectionChanged = false
    /// Whether Enter was pressed in a single-line field (or Ctrl+Enter in a multi-line one).
    public var isSubmitted = false
    /// Whether Esc was pressed with no composition to cancel.
    public var isCancelled = false
    /// Text to put on the clipboard (Ctrl+C, Ctrl+X); nil when nothing was copied.
    public var copiedText: String?
    /// Whether the editor wants the clipboard's text (Ctrl+V); it arrives as a `paste` event.
    public var wantsPaste = false

    /// Makes an outcome of an event that did nothing: every flag false, nothing copied.
    public init() {}

    /// Asks the host for the clipboard effects the edit wants (`context.effects`).
    public func send(to effects: inout EffectQueue) {
        if let copiedText { effects.copy(copiedText) }
        if wantsPaste { effects.send(.paste) }
    }
}
