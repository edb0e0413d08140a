import Engine

/// The spin the scissors keep when a drag lets go: an angular velocity measured from the drag's
/// last few ticks, which then slows down gently.
struct Spin: Equatable, Codable {
    /// Axis times speed, in radians per second, in view space.
    var velocity: Vec3 = .zero

    /// How much of the drag's newest tick the estimate takes; the rest is the older estimate.
    static let smoothing = 0.45
    /// The fraction of the speed kept each tick when coasting: 0.98 keeps 30% after a second.
    static let decay = 0.98
    /// The fastest spin, in radians per second (three turns a second).
    static let maxSpeed = 6 * Double.pi
    /// Below this speed, in radians per second, a coasting spin counts as stopped.
    static let restSpeed = 0.25

    /// The speed, in radians per second.
    var speed: Double { velocity.length }

    /// Folds in the turn a drag made during one tick of `dt` seconds.
    mutating func track(_ turn: Quaternion, dt: Double) {
        var q = turn.normalized
        if q.w < 0 { q = Quaternion(w: -q.w, x: -q.x, y: -q.y, z: -q.z) }
        let axis = Vec3(q.x, q.y, q.z)
        let measured = axis.length > 1e-12 ? axis.normalized * (q.angle / dt) : .zero
        velocity = velocity.lerp(to: measured, Self.smoothing)
        if speed > Self.maxSpeed { velocity = velocity.normalized * Self.maxSpeed }
    }

    /// The turn the spin makes in `dt` seconds.
    func rotation(over dt: Double) -> Quaternion {
        speed > 0 ? Quaternion(axis: velocity, angle: speed * dt) : .identity
    }

    /// Slows the spin by one tick's decay, scaled by `factor` (1 normally, more to brake).
    mutating func slow(by factor: Double = Self.decay) {
        velocity = velocity * factor
    }
}
