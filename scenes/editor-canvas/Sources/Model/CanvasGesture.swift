import Engine

/// A pointer or two-finger gesture on a sticker under way: what it does and everything needed to put the
/// document back exactly if Esc cancels it.
struct CanvasGesture: Equatable, Sendable, Codable {
    enum Kind: Equatable, Sendable, Codable {
        /// Dragging the sticker.
        case move
        /// Dragging corner `corner` (0 top-left, clockwise) of the selection box.
        case scale(corner: Int)
        /// Dragging the rotation handle.
        case rotate
        /// Two fingers pinching and turning the sticker from transform `base`.
        case pinch(base: StickerTransform)
    }

    var kind: Kind
    /// The sticker the gesture changes.
    var sticker: Int
    /// The document as it was when the gesture began: Esc puts it back, and the undo step is it.
    var before: EditorDocument
    /// Where the pointer went down (the fingers' centre, for a pinch), in photo pixels.
    var start: Vec2

    /// Whether two fingers drive it.
    var isPinch: Bool {
        if case .pinch = kind { true } else { false }
    }
}
