import Engine

/// A widget and the part of it under the pointer: a segment's index, a stepper's −
/// (`decrement`) or + (`increment`), a rating's dot, or `whole` for the rest.
public struct WidgetPart: Sendable, Hashable, StateHashable, Codable {
    /// The widget the part belongs to.
    public var id: WidgetID
    /// The part: a segment or dot index from 0, or one of the named parts.
    public var index: Int

    /// Makes part `index` of widget `id`; the whole widget by default.
    public init(_ id: WidgetID, _ index: Int = WidgetPart.whole) { self.id = id; self.index = index }

    /// The whole widget (buttons, switches, sliders).
    public static let whole = -1
    /// A stepper's − button.
    public static let decrement = -2
    /// A stepper's + button.
    public static let increment = -3
    /// A layer's backdrop, outside its panel.
    public static let backdrop = -4

    /// Feeds the widget and the part's index into `hasher`.
    public func hash(into hasher: inout StateHasher) {
        id.hash(into: &hasher)
        hasher.combine(index)
    }
}
