import Engine

/// A selection in edited text: where it was started (`anchor`) and where the caret stands
/// (`caret`), both grapheme-cluster indices from 0 to the text's cluster count. Equal ends are
/// a plain caret.
public struct TextSelection: Hashable, Sendable, StateHashable, Codable {
    /// The end that stays put while Shift+arrows, Shift+click or a drag move the caret.
    public var anchor: Int
    /// The end the caret stands at, which moves.
    public var caret: Int

    /// A selection from `anchor` to `caret`.
    public init(anchor: Int, caret: Int) {
        self.anchor = anchor
        self.caret = caret
    }

    /// A plain caret at `index`, nothing selected.
    public init(caret index: Int) { self.init(anchor: index, caret: index) }

    /// The clusters selected, lower index first.
    public var range: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

    /// Whether nothing is selected (the selection is a caret).
    public var isEmpty: Bool { anchor == caret }

    /// Feeds the anchor and caret into `hasher`.
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(anchor)
        hasher.combine(caret)
    }
}
