import Engine

/// What the widgets of a tree remember between ticks, as plain values the scene keeps in its
/// state (so saves, keyframes and the state hash cover it).
public struct UIState: Sendable, Hashable, StateHashable, Codable {
    /// The widget keyboard input goes to.
    public var focused: WidgetID?
    /// Whether the focus ring shows: after the keyboard moved focus, not after a click.
    public var showsFocus: Bool
    /// The widget part pressed and not yet let go.
    public var pressed: WidgetPart?
    /// The widget part under the pointer.
    public var hovered: WidgetPart?
    /// The last pointer position, in canvas pixels (nil before the pointer was seen).
    public var pointer: Vec2?
    /// The slider being dragged, the text field or editor whose selection a drag extends, or the
    /// scroll view whose content or scrollbar the pointer holds.
    public var dragging: WidgetID?
    /// The `handle` calls so far, one a tick: the clock that caret blinks and double-clicks go by.
    public internal(set) var tick: UInt64 = 0
    /// The tick of the last edit or caret move: the caret shows solid for a blink after it.
    public internal(set) var caretTick: UInt64 = 0
    /// The last press on a text field or editor (nil before one).
    public internal(set) var lastClick: TextClick?
    /// Whether a Shift key is held (a click then extends a text selection).
    public internal(set) var isShiftHeld = false
    /// The layers seen open, bottom first, each with the focus to give back when it closes
    /// (kept by `followLayers(of:)`).
    public var layers: [OpenLayer] = []
    /// Each scroll view's scroll position and motion, by the view's id (kept by `UITree.handle`).
    public var scrolls: [WidgetID: ScrollState] = [:]

    /// Makes the state of a fresh tree: focus on `focused` (nil for none), its ring shown if `showsFocus`.
    public init(focused: WidgetID? = nil, showsFocus: Bool = false) {
        self.focused = focused
        self.showsFocus = showsFocus
    }

    /// Feeds every field into `hasher`, scroll states in id order.
    public func hash(into hasher: inout StateHasher) {
        Self.combine(focused, into: &hasher)
        hasher.combine(showsFocus)
        Self.combine(pressed, into: &hasher)
        Self.combine(hovered, into: &hasher)
        hasher.combine(pointer != nil)
        if let pointer { hasher.combine(pointer) }
        Self.combine(dragging, into: &hasher)
        hasher.combine(tick)
        hasher.combine(caretTick)
        Self.combine(lastClick, into: &hasher)
        hasher.combine(isShiftHeld)
        hasher.combine(layers.count)
        for layer in layers { layer.hash(into: &hasher) }
        hasher.combine(scrolls.count)
        for (id, scroll) in scrolls.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            id.hash(into: &hasher)
            scroll.hash(into: &hasher)
        }
    }

    private static func combine(_ value: (some StateHashable)?, into hasher: inout StateHasher) {
        hasher.combine(value != nil)
        value?.hash(into: &hasher)
    }
}
