import Engine

/// The text and selection before an edit: one step of undo or redo.
public struct TextEditSnapshot: Hashable, Sendable, StateHashable, Codable {
    /// The text, in normalisation form C.
    public var text: String
    public var selection: TextSelection

    public init(text: String, selection: TextSelection) {
        self.text = text
        self.selection = selection
    }

    public func hash(into hasher: inout StateHasher) {
        hasher.combine(text)
        selection.hash(into: &hasher)
    }
}
