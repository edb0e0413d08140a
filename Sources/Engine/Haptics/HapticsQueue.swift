/// The rumbles a scene asked for since the host last looked: the scene calls `rumble` in
/// `fixedUpdate`, a windowed host drains the queue after each frame and shakes the connected
/// game controllers.
///
/// Like sounds it is output, not simulated state (never hashed), and headless hosts never
/// drain it, so it keeps only the newest `capacity` requests.
public struct HapticsQueue: Sendable {
    /// The most rumbles kept between drains; older ones are dropped.
    public static let capacity = 8
    /// The rumbles waiting, oldest first.
    public private(set) var pending: [Rumble] = []

    public init() {}

    /// Asks the host to rumble the game controllers at `strength` (0...1) for `milliseconds`.
    public mutating func rumble(strength: Double, milliseconds: Int) {
        if pending.count == Self.capacity { pending.removeFirst() }
        pending.append(Rumble(strength: strength, milliseconds: milliseconds))
    }

    /// Takes the waiting rumbles, oldest first, leaving the queue empty.
    public mutating func drain() -> [Rumble] {
        defer { pending.removeAll() }
        return pending
    }
}
