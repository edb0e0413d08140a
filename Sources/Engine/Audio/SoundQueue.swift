/// The sounds a scene asked for since the host last looked: the scene calls `play(_:)` in
/// `fixedUpdate`, a windowed host drains the queue after each frame and plays them.
///
/// It is not part of the simulated state (never hashed), and headless hosts never drain it, so
/// it keeps only the newest `capacity` sounds.
public struct SoundQueue: Sendable {
    /// The most sounds kept between drains; older ones are dropped.
    public static let capacity = 16
    /// The sounds waiting, oldest first.
    public private(set) var pending: [Sound] = []

    public init() {}

    /// Asks the host to play `sound` as soon as it can.
    public mutating func play(_ sound: Sound) {
        if pending.count == Self.capacity { pending.removeFirst() }
        pending.append(sound)
    }

    /// Takes the waiting sounds, oldest first, leaving the queue empty.
    public mutating func drain() -> [Sound] {
        defer { pending.removeAll() }
        return pending
    }
}
