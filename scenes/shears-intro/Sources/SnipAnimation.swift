import Engine

/// The cut: the blades open a little wider, then close and open twice around the pivot; a
/// fixed sequence of ticks, the same every time.
enum SnipAnimation {
    /// The blades' opening at rest, in radians (28°).
    static let restAngle = 28 * Double.pi / 180

    /// Keyframes: (tick, opening in degrees, whether the move into it closes).
    private static let keys: [(tick: Int, degrees: Double, closing: Bool)] = [
        (0, 28, false), (6, 34, false), (13, 0, true), (15, 0, false), (24, 31, false),
        (31, 0, true), (33, 0, false), (42, 28, false),
    ]

    /// The length of the cut, in ticks.
    static var duration: Int { keys.last!.tick }

    /// The ticks (from the start of the cut) at which the blades meet: each a snip.
    static var snipTicks: [Int] { keys.filter(\.closing).map(\.tick) }

    /// The opening `tick` ticks into the cut, in radians: closes speed up (the blades snap
    /// shut), opens ease out.
    static func angle(atTick tick: Int) -> Double {
        guard tick > 0 else { return keys[0].degrees * .pi / 180 }
        guard let next = keys.firstIndex(where: { $0.tick >= tick }) else { return keys.last!.degrees * .pi / 180 }
        let from = keys[next - 1], to = keys[next]
        let t = Double(tick - from.tick) / Double(to.tick - from.tick)
        let eased = to.closing ? t * t : smoothstep(0, 1, t)
        return (from.degrees + (to.degrees - from.degrees) * eased) * .pi / 180
    }
}
