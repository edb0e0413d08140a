import Engine

/// One widget of a `UITree`: its name, where it is, what it is and whether it takes input.
public struct Widget: Sendable, Hashable {
    /// The widget's name, stable from tick to tick.
    public var id: WidgetID
    /// Where it is drawn, in canvas pixels; its pointer target is at least the theme's
    /// `minimumTarget` each way, about the same centre.
    public var frame: Rect
    /// What the widget is and what it shows.
    public var kind: WidgetKind
    /// A disabled widget is drawn dimmed, skipped by Tab and ignores the pointer.
    public var isEnabled: Bool
    /// The scroll view it sits in: it is drawn clipped to that view's frame and the pointer
    /// reaches it only inside that frame. Nil for a widget on the screen itself.
    public var clip: WidgetID?

    /// Makes widget `id` of `kind` at `frame` (canvas pixels), clipped to the scroll view `clip` if one is given.
    public init(_ id: WidgetID, frame: Rect, kind: WidgetKind, isEnabled: Bool = true, clip: WidgetID? = nil) {
        self.id = id; self.frame = frame; self.kind = kind; self.isEnabled = isEnabled; self.clip = clip
    }

    /// Whether Tab stops at it: an enabled control.
    public var isFocusable: Bool { isEnabled && kind.isFocusable }

    /// Where the pointer hits it: `frame` grown to at least `minimum` canvas pixels each way.
    public func target(minimum: Double) -> Rect {
        let size = Vec2(max(frame.width, minimum), max(frame.height, minimum))
        return Rect(center: frame.center, size: size)
    }
}
