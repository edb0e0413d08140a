import Core

/// A scene's wish for text input (`Effect.textInput`): while set, a window host turns on
/// the desktop's text input and input method, sends typed text as `text` and the input method's
/// composition as `composition`, and takes no key the scene might type, not even Esc.
public struct TextInputRequest: Hashable, Sendable {
    /// The caret's rectangle in canvas pixels: the input method shows its candidate window
    /// beside it.
    public var caret: Rect

    /// Asks for text input with the caret at `caret` (canvas pixels).
    public init(caret: Rect) { self.caret = caret }
}
