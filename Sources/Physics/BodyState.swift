import CBox2D
import Core

/// One body's motion at the end of a step, in Box2D's exact single-precision values widened to
/// doubles (so feeding it to a `StateHasher` is bit-exact).
public struct BodyState: Hashable, Sendable {
    public var body: BodyID
    /// Origin in world space, m.
    public var position: Vec2
    /// rad.
    public var angle: Double
    /// Velocity of the centre of mass, m/s.
    public var linearVelocity: Vec2
    /// rad/s.
    public var angularVelocity: Double
    public var isAwake: Bool

    public init(body: BodyID, position: Vec2, angle: Double, linearVelocity: Vec2, angularVelocity: Double, isAwake: Bool) {
        self.body = body
        self.position = position
        self.angle = angle
        self.linearVelocity = linearVelocity
        self.angularVelocity = angularVelocity
        self.isAwake = isAwake
    }

    /// Feeds position, angle, velocities and the awake flag (not the handle) into `hasher`.
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(position)
        hasher.combine(angle)
        hasher.combine(linearVelocity)
        hasher.combine(angularVelocity)
        hasher.combine(isAwake)
    }

    init(_ s: DBBodyState) {
        self.init(
            body: BodyID(s.body), position: Vec2(s.position), angle: Double(s.angle),
            linearVelocity: Vec2(s.linearVelocity), angularVelocity: Double(s.angularVelocity), isAwake: s.awake
        )
    }
}
