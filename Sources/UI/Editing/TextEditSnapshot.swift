import Engine

/// The text and selection before an edit: one step of undo or redo.
public struct TextEditSnapshot: Hashable, Sendable, StateHashable, Codable {
    /// The text, in normalisation form C.
    public var text: String
    /// The selection, in grapheme clusters of `text`.
    public var selection: TextSelection

    /// Makes a snapshot of `text` (in normalisation form C) with `selection`.
    public init(text: String, selection: TextSelection) {
        self.text = text
        self.selection = selection
    }

    /// Feeds the text and selection into `hasher`.
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(text)
        selection.hash(into: &hasher)
    }
}
