/// A game controller's rumble a scene asks for: how hard and for how long.
public struct Rumble: Hashable, Sendable {
    /// The longest rumble, in milliseconds.
    public static let maxMilliseconds = 2_000

    /// 0...1: how hard the motors turn.
    public let strength: Double
    /// How long they turn, in milliseconds (1...`maxMilliseconds`).
    public let milliseconds: Int

    /// A rumble of `strength` (clamped to 0...1; NaN is none) for `milliseconds` (clamped to
    /// 1...`maxMilliseconds`).
    public init(strength: Double, milliseconds: Int) {
        self.strength = strength.isNaN ? 0 : min(max(strength, 0), 1)
        self.milliseconds = min(max(milliseconds, 1), Self.maxMilliseconds)
    }
}
