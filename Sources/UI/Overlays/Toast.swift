import Engine

/// A short message at the bottom of the screen for a fixed number of ticks, fading out over its
/// last `fadeTicks`: a plain value the scene keeps in its state and steps once a tick. It takes
/// no focus and no pointer input. One toast at a time: a new message replaces the one showing
/// and starts its time afresh (the newest news wins; nothing piles up behind it).
public struct Toast: Sendable, Hashable, StateHashable, Codable {
    /// The ticks a message shows by default (2.5 s at 60 ticks a second).
    public static let defaultTicks = 150
    /// The last ticks of a message, over which it fades out.
    public static let fadeTicks = 30
    /// The longest message kept, in characters: more than a toast's lines can show, and short
    /// enough that a message quoting a hostile file is laid out at once.
    public static let maxLength = 500

    /// The message showing, or nil.
    public private(set) var message: String?
    /// The ticks until it has gone.
    public private(set) var ticksLeft: Int

    /// No message showing.
    public init() { message = nil; ticksLeft = 0 }

    /// Shows `message` (its first `maxLength` characters, then "…") for `ticks` ticks (at
    /// least 1), replacing any message showing.
    public mutating func show(_ message: String, ticks: Int = Toast.defaultTicks) {
        self.message = message.clipped(to: Self.maxLength)
        ticksLeft = max(1, ticks)
    }

    /// Moves the clock on by one tick; the message goes when its ticks run out.
    public mutating func step() {
        guard ticksLeft > 0 else { return }
        ticksLeft -= 1
        if ticksLeft == 0 { message = nil }
    }

    /// How opaque the message is, 0...1: 1 until its last `fadeTicks`, then down to 0.
    public var opacity: Double { min(1, Double(ticksLeft) / Double(Self.fadeTicks)) }

    /// The message's widget, in a row at the bottom of `canvas` `bottomInset` canvas pixels up
    /// (above a tab bar), or nil when none shows. Put it last in the tree so it is drawn over
    /// any layer.
    public func widget(_ id: WidgetID, in canvas: Rect, bottomInset: Double, theme: Theme) -> Widget? {
        guard let message else { return nil }
        let height = theme.spacing(8)
        let frame = Rect(x: canvas.minX + theme.spacing(5), y: canvas.maxY - bottomInset - theme.spacing(2) - height,
                         width: canvas.width - 2 * theme.spacing(5), height: height)
        return Widget(id, frame: frame, kind: .toast(message, opacity: opacity))
    }

    /// The message's widget with an action button (`action`, titled `title`, `actionWidth` canvas
    /// pixels wide: an Undo, say) on its right, the message in the part left; none when no
    /// message shows.
    public func widgets(_ id: WidgetID, action: WidgetID, title: String, actionWidth: Double = 144, in canvas: Rect,
                        bottomInset: Double, theme: Theme) -> [Widget] {
        guard var message = widget(id, in: canvas, bottomInset: bottomInset, theme: theme) else { return [] }
        let whole = message.frame, size = theme.spacing(7)
        message.frame = whole.slice(from: 0, width: whole.width - actionWidth - theme.spacing(1))
        return [message, Widget(action, frame: Rect(x: whole.maxX - actionWidth, y: whole.center.y - size / 2, width: actionWidth, height: size),
                                kind: .button(title, role: .primary))]
    }

    /// Feeds the message and the ticks left into `hasher`.
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(message ?? "")
        hasher.combine(ticksLeft)
    }
}
