import Engine

/// A layer `UIState` saw open, and the widget that had the focus before it opened (which gets
/// it back when the layer closes).
public struct OpenLayer: Sendable, Hashable, StateHashable, Codable {
    /// The layer's marker widget.
    public var id: WidgetID
    /// The focus to give back when the layer closes.
    public var returnFocus: WidgetID?

    public init(id: WidgetID, returnFocus: WidgetID?) { self.id = id; self.returnFocus = returnFocus }

    public func hash(into hasher: inout StateHasher) {
        id.hash(into: &hasher)
        hasher.combine(returnFocus != nil)
        returnFocus?.hash(into: &hasher)
    }
}
