import Engine

/// A layer `UIState` saw open, and the widget that had the focus before it opened (which gets
/// it back when the layer closes).
public struct OpenLayer: Sendable, Hashable, StateHashable, Codable {
    /// The layer's marker widget.
    public var id: WidgetID
    /// The focus to give back when the layer closes.
    public var returnFocus: WidgetID?

    /// Makes the record of layer `id`, giving the focus back to `returnFocus` when it closes.
    public init(id: WidgetID, returnFocus: WidgetID?) { self.id = id; self.returnFocus = returnFocus }

    /// Feeds the layer and the focus to give back into `hasher`.
    public func hash(into hasher: inout StateHasher) {
        id.hash(into: &hasher)
        hasher.combine(returnFocus != nil)
        returnFocus?.hash(into: &hasher)
    }
}
