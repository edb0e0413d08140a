/// Where a caret stands in a `TextLayout`: a vertical bar, in the layout's coordinates.
public struct TextCaret: Sendable, Equatable {
    /// The bar's x, in canvas pixels.
    public let x: Double
    /// The top of the bar (its line's top), in canvas pixels.
    public let top: Double
    /// The bar's height (the line height), in canvas pixels.
    public let height: Double
    /// The line the caret is on.
    public let line: Int
}
