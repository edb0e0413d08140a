import Engine

/// A pointer gesture on a sticker under way: what it does and everything needed to put the
/// document back exactly if Esc cancels it.
struct CanvasGesture: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// Dragging the sticker.
        case move
        /// Dragging corner `corner` (0 top-left, clockwise) of the selection box.
        case scale(corner: Int)
        /// Dragging the rotation handle.
        case rotate
    }

    var kind: Kind
    /// The sticker the gesture changes.
    var sticker: Int
    /// The document as it was when the gesture began: Esc puts it back, and the undo step is it.
    var before: EditorDocument
    /// Where the pointer went down, in photo pixels.
    var start: Vec2
}
