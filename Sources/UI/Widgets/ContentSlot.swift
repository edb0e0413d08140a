import Engine

/// A place in a tree where the scene draws its own content with the kit's metrics: a
/// `.content` widget's frame, or the picture box of a grid tile whose art is `.content`. The
/// kit calls the scene's drawing for it in tree order, clipped as the widget is, so the content
/// lies over what comes before it and under what comes after (a sheet, a dialog, the toast).
public struct ContentSlot: Sendable, Hashable {
    /// The widget the content belongs to: a `.content` widget, or the grid tile.
    public var id: WidgetID
    /// The tile's index through its grid, or nil for a `.content` widget.
    public var index: Int?
    /// The scroll view (a grid) the widget is in, or nil.
    public var view: WidgetID?
    /// Where the content goes, in canvas pixels: the widget's frame, or the tile's picture box
    /// inside its swatch.
    public var frame: Rect

    /// Makes the slot of widget `id` (tile `index` of scroll view `view`, if one) at `frame`.
    public init(id: WidgetID, index: Int? = nil, view: WidgetID? = nil, frame: Rect) {
        self.id = id; self.index = index; self.view = view; self.frame = frame
    }
}

/// Draws a scene's content into a slot of the tree.
public typealias ContentDrawing = (ContentSlot, inout DrawList) -> Void
