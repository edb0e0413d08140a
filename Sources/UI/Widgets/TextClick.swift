import Engine

/// The last press on a text field or editor, to tell a double-click from two clicks: when,
/// where and how many presses came in a row.
public struct TextClick: Sendable, Hashable, StateHashable, Codable {
    /// The most ticks between two presses of one double-click (half a second at 60 Hz).
    public static let maxInterval: UInt64 = 30
    /// The farthest two presses of one double-click lie apart, in canvas pixels.
    public static let maxDistance = 6.0

    /// The `UIState.tick` of the press.
    public var tick: UInt64
    /// Where it was, in canvas pixels.
    public var point: Vec2
    /// The presses in a row so far: 1 a click, 2 a double-click.
    public var count: Int

    /// Makes a press at tick `tick` and `point` (canvas pixels), the `count`th in a row.
    public init(tick: UInt64, point: Vec2, count: Int) {
        self.tick = tick; self.point = point; self.count = count
    }

    /// The press at `tick` and `point` after this one: the count goes on when it comes soon and
    /// near enough, and starts again at 1 otherwise.
    public func next(tick: UInt64, point: Vec2) -> TextClick {
        let near = (point - self.point).length <= Self.maxDistance && tick - self.tick <= Self.maxInterval
        return TextClick(tick: tick, point: point, count: near ? count + 1 : 1)
    }

    /// Feeds the tick, point and count into `hasher`.
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(tick)
        hasher.combine(point)
        hasher.combine(count)
    }
}
