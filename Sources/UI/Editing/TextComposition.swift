import Engine

/// The input method's text being composed: shown in place of the selection, not yet part of
/// the text, and never counted against its maximum length.
public struct TextComposition: Hashable, Sendable, StateHashable, Codable {
    /// The marked text, in normalisation form C.
    public var text: String
    /// Where the input method's caret or selected part starts in `text`, in grapheme clusters.
    public var cursor: Int
    /// How many clusters of `text` the input method selects from `cursor` (0 for a caret).
    public var length: Int

    /// A composition of `text` (any normalisation form) whose input-method caret stands
    /// `cursor` Unicode scalars in, selecting `length` scalars, as `InputEvent.composition`
    /// counts them; both are clamped to the text and converted to grapheme clusters of its NFC.
    public init(_ text: String, cursor: Int, length: Int) {
        let scalars = Array(text.unicodeScalars)
        let start = min(max(cursor, 0), scalars.count)
        let end = min(start + max(length, 0), scalars.count)
        func clusters(_ count: Int) -> Int {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[..<count])
            return Typesetter.nfc(String(view)).count
        }
        self.text = Typesetter.nfc(text)
        self.cursor = clusters(start)
        self.length = clusters(end) - self.cursor
    }

    /// Feeds the marked text, cursor and length into `hasher`.
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(text)
        hasher.combine(cursor)
        hasher.combine(length)
    }
}
