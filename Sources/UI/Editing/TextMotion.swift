/// Where a caret move goes: by cluster, by word, to a line's or the text's ends, or a line up
/// or down.
public enum TextMotion: Hashable, Sendable, CaseIterable {
    /// One cluster left (←); a selection collapses to its start instead.
    case left
    /// One cluster right (→); a selection collapses to its end instead.
    case right
    /// To the start of this or the previous word (Ctrl+←).
    case wordLeft
    /// To the end of this or the next word (Ctrl+→).
    case wordRight
    /// To the start of the line as laid out, or of the text in a single-line field (Home).
    case lineStart
    /// To the end of the line as laid out, or of the text in a single-line field (End).
    case lineEnd
    /// To the start of the text (Ctrl+Home).
    case documentStart
    /// To the end of the text (Ctrl+End).
    case documentEnd
    /// To the line above, nearest the x the caret keeps to; from the first line, to the start.
    case up
    /// To the line below, nearest the x the caret keeps to; from the last line, to the end.
    case down
}
