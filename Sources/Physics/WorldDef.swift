import Core

/// Settings of a new `PhysicsWorld`.
public struct WorldDef: Sendable {
    /// m/s²; y is up.
    public var gravity = Vec2(0, -10)
    /// Velocity constraint iterations per step (Box2D suggests 8).
    public var velocityIterations = 8
    /// Position constraint iterations per step (Box2D suggests 3).
    public var positionIterations = 3
    /// Whether resting bodies may fall asleep (they then cost almost nothing).
    public var allowSleep = true

    public init() {}

    /// A world with `gravity` (m/s²), otherwise default.
    public init(gravity: Vec2) { self.gravity = gravity }
}
