import CBox2D
import Core

/// Settings of a revolute joint: a hinge that pins two bodies together at one point.
public struct RevoluteJointDef: Sendable {
    public var bodyA: BodyID
    public var bodyB: BodyID
    /// The hinge in world space, m (taken at creation, in the bodies' current poses).
    public var anchor: Vec2
    /// Whether the two bodies still collide with each other.
    public var collideConnected = false
    /// Whether `lowerAngle...upperAngle` limits the hinge.
    public var enableLimit = false
    /// Lowest angle of B relative to A, rad.
    public var lowerAngle: Double = 0
    /// Highest angle of B relative to A, rad (≥ `lowerAngle`).
    public var upperAngle: Double = 0
    /// Whether a motor drives the hinge towards `motorSpeed`.
    public var enableMotor = false
    /// rad/s.
    public var motorSpeed: Double = 0
    /// The most torque the motor may apply, N·m (≥ 0).
    public var maxMotorTorque: Double = 0

    /// A free hinge between `bodyA` and `bodyB` at `anchor` (world space, m).
    public init(bodyA: BodyID, bodyB: BodyID, anchor: Vec2) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        self.anchor = anchor
    }

    var c: DBRevoluteJointDef {
        DBRevoluteJointDef(
            bodyA: bodyA.c, bodyB: bodyB.c, anchor: DBVec2(anchor), collideConnected: collideConnected,
            enableLimit: enableLimit, lowerAngle: Float(lowerAngle), upperAngle: Float(upperAngle),
            enableMotor: enableMotor, motorSpeed: Float(motorSpeed), maxMotorTorque: Float(maxMotorTorque)
        )
    }
}
