import Engine

/// The throw after the cut: the scissors as a body under gravity with a spin, stepped each tick
/// with semi-implicit Euler (velocity first, then position), in cm and seconds.
struct FlyOff: Equatable, Codable {
    /// The centre, in cm from the middle of the stage (y up, z towards the viewer).
    var position: Vec3
    /// In cm per second.
    var velocity: Vec3
    /// Axis times speed, in radians per second, view space.
    var spin: Vec3

    /// Gravity, in cm per second squared (a stylised, floaty 0.9 m/s²).
    static let gravity = Vec3(0, -90, 0)
    /// The toss: up and to the right, a little towards the viewer, in cm per second.
    static let launchVelocity = Vec3(26, 78, 14)
    /// The tumble: mostly a clockwise flip in the screen plane, in radians per second.
    static let launchSpin = Vec3(2.2, -1.4, -8.5)

    /// A throw from `position`, keeping some of the spin the scissors already had.
    init(from position: Vec3, carrying spin: Vec3) {
        self.position = position
        self.velocity = Self.launchVelocity
        self.spin = Self.launchSpin + spin * 0.5
    }

    /// Advances `dt` seconds; returns the turn the spin made.
    mutating func step(dt: Double) -> Quaternion {
        velocity += Self.gravity * dt
        position += velocity * dt
        let speed = spin.length
        return speed > 0 ? Quaternion(axis: spin, angle: speed * dt) : .identity
    }
}
