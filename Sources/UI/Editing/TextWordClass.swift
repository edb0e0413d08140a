/// What a grapheme cluster counts as when the editor finds words: word moves and Ctrl+Backspace
/// skip clusters that are not `.word`, then a run of `.word`; a double-click selects the run of
/// one class around the cluster clicked.
enum TextWordClass: Hashable, Sendable {
    /// A letter or digit in any script, with its marks: "a", "ở", "7".
    case word
    /// A space, tab or line break.
    case space
    /// Anything else: punctuation, symbols, emoji.
    case other

    /// The class of `character`, by its first scalar's properties (so NFC and NFD agree).
    init(_ character: Character) {
        let first = character.unicodeScalars.first!.properties
        if character.isWhitespace || character.isNewline {
            self = .space
        } else if first.isEmojiPresentation || (character.unicodeScalars.count > 1 && first.isEmoji && !first.isAlphabetic) {
            self = .other
        } else if first.isAlphabetic || first.numericType != nil {
            self = .word
        } else {
            self = .other
        }
    }
}
