import CBox2D
import Core

/// Settings of a new body: `var def = BodyDef(); def.type = .dynamic; world.createBody(def)`.
public struct BodyDef: Sendable {
    public var type: BodyType = .static
    /// Origin in world space, m.
    public var position: Vec2 = .zero
    /// rad, counter-clockwise.
    public var angle: Double = 0
    /// Velocity of the centre of mass, m/s.
    public var linearVelocity: Vec2 = .zero
    /// rad/s.
    public var angularVelocity: Double = 0
    /// Slows linear motion, 1/s (0 = none; ≥ 0).
    public var linearDamping: Double = 0
    /// Slows rotation, 1/s (0 = none; ≥ 0).
    public var angularDamping: Double = 0
    /// Multiplies the world's gravity for this body (1 = normal, 0 = floats).
    public var gravityScale: Double = 1
    /// Whether the body may fall asleep when it comes to rest.
    public var allowSleep = true
    /// Whether the body starts awake.
    public var isAwake = true
    /// Keeps the body from rotating (a character's capsule).
    public var fixedRotation = false
    /// Continuous collision against dynamic bodies too; about 10× dearer, for a few fast bodies.
    public var isBullet = false
    /// Whether the body takes part in the simulation at all.
    public var isEnabled = true
    /// Free for the caller, e.g. an entity id.
    public var userData: UInt64 = 0

    public init() {}

    /// A body of `type` at `position` (m) turned by `angle` (rad), otherwise default.
    public init(type: BodyType, position: Vec2 = .zero, angle: Double = 0) {
        self.type = type
        self.position = position
        self.angle = angle
    }

    var c: DBBodyDef {
        DBBodyDef(
            type: type.c, position: DBVec2(position), angle: Float(angle),
            linearVelocity: DBVec2(linearVelocity), angularVelocity: Float(angularVelocity),
            linearDamping: Float(linearDamping), angularDamping: Float(angularDamping),
            gravityScale: Float(gravityScale), allowSleep: allowSleep, awake: isAwake,
            fixedRotation: fixedRotation, bullet: isBullet, enabled: isEnabled, userData: userData
        )
    }
}
