import Engine

/// Spots a quick side-to-side shake of the mouse: three sharp reversals within half a second.
struct ShakeDetector: Codable {
    /// How far the pointer must travel one way before a turn counts, in canvas pixels.
    static let minimumTravel = 40.0
    /// The reversals that make a shake, and the ticks they must fall within.
    static let reversalsNeeded = 3, window: UInt64 = 30

    private var lastX: Double?
    /// -1 moving left, 1 moving right, 0 not yet known.
    private var direction = 0
    /// Distance moved in `direction` since the last turn, in canvas pixels.
    private var travel = 0.0
    /// Ticks of the recent reversals, oldest first.
    private var reversals: [UInt64] = []

    /// Notes a pointer move to canvas x `x` on `tick`; true when it completes a shake.
    mutating func pointerMoved(toX x: Double, tick: UInt64) -> Bool {
        defer { lastX = x }
        guard let lastX, x != lastX else { return false }
        let step = x > lastX ? 1 : -1
        if step == direction || direction == 0 {
            direction = step
            travel += abs(x - lastX)
            return false
        }
        if travel >= Self.minimumTravel { reversals.append(tick) }
        direction = step
        travel = abs(x - lastX)
        reversals.removeAll { tick - $0 > Self.window }
        guard reversals.count >= Self.reversalsNeeded else { return false }
        reversals.removeAll()
        return true
    }

    func hash(into hasher: inout StateHasher) {
        hasher.combine(lastX ?? -1)
        hasher.combine(direction)
        hasher.combine(travel)
        hasher.combine(reversals.count)
        for tick in reversals { hasher.combine(tick) }
    }

    /// Forgets the motion so far (the pointer was pressed or left the window).
    mutating func reset() { self = ShakeDetector() }
}
