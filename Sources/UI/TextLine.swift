import Engine

/// One line of a `TextLayout`, in the layout's coordinates (origin at its top-left).
public struct TextLine: Sendable, Equatable {
    /// The grapheme clusters shown on the line, as indices into the layout's text; a newline
    /// ending the line and clusters an ellipsis hides are outside it.
    public let range: Range<Int>
    /// The line's left edge after alignment, in canvas pixels.
    public let x: Double
    /// The line's top, in canvas pixels.
    public let top: Double
    /// The baseline, in canvas pixels.
    public let baseline: Double
    /// The advance width of what is drawn, trailing spaces left out, an ellipsis counted, in
    /// canvas pixels.
    public let width: Double
    /// What to draw, one run per stretch of one face; their colour is set when drawn.
    public let runs: [TextRun]
    /// Whether the line ends in an ellipsis standing for text that is not shown.
    public let isTruncated: Bool
    /// The caret's x from `x` before each cluster of `range` and after the last, in canvas pixels.
    public let caretStops: [Double]
}
