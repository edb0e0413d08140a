import CBox2D
import Core

// Joints. A joint dies with either of its bodies.
extension PhysicsWorld {
    /// Creates a mouse joint that drags the point of `body` now at `target` (world space, m)
    /// towards wherever `setTarget(_:for:)` moves the target.
    ///
    /// - Parameters:
    ///   - maxForce: The most force the joint may apply, N (try 1000 × the body's mass).
    ///   - frequency: Stiffness of the spring as its natural frequency, Hz (usually 2...10).
    ///   - dampingRatio: 0 springs freely, 1 damps critically.
    /// - Throws: `PhysicsError.invalidBody`, `.invalidValue`.
    @discardableResult
    public func createMouseJoint(
        body: BodyID, target: Vec2, maxForce: Double, frequency: Double = 5, dampingRatio: Double = 0.7
    ) throws -> JointID {
        var joint = DBJointId()
        let result = DBWorld_CreateMouseJoint(id, body.c, DBVec2(target), Float(maxForce), Float(frequency), Float(dampingRatio), &joint)
        try PhysicsError.check(result, body: body, values: "createMouseJoint: target must be finite, maxForce ≥ 0, frequency > 0, dampingRatio ≥ 0")
        return JointID(joint)
    }

    /// Moves a mouse joint's target (world space, m), waking its body; no-op for other joints.
    public func setTarget(_ target: Vec2, for joint: JointID) { DBJoint_SetTarget(id, joint.c, DBVec2(target)) }

    /// Creates a revolute joint (a hinge) set up by `def`.
    ///
    /// - Throws: `PhysicsError.invalidBody`, `.sameBody`, `.invalidValue`.
    @discardableResult
    public func createRevoluteJoint(_ def: RevoluteJointDef) throws -> JointID {
        var c = def.c
        var joint = DBJointId()
        let result = DBWorld_CreateRevoluteJoint(id, &c, &joint)
        let culprit = isValid(def.bodyA) ? def.bodyB : def.bodyA
        try PhysicsError.check(result, body: culprit, values: "createRevoluteJoint: anchor and angles must be finite, lowerAngle ≤ upperAngle, maxMotorTorque ≥ 0")
        return JointID(joint)
    }

    /// A revolute joint's angle of body B relative to body A, rad; 0 for other joints.
    public func jointAngle(of joint: JointID) -> Double { Double(DBJoint_GetAngle(id, joint.c)) }

    /// Sets a revolute joint's motor speed, rad/s; no-op for other joints.
    public func setMotorSpeed(_ speed: Double, for joint: JointID) { DBJoint_SetMotorSpeed(id, joint.c, Float(speed)) }

    /// The joint's anchor points on its two bodies in world space (m); for a mouse joint the
    /// target and the dragged point. Nil for a stale handle.
    public func anchors(of joint: JointID) -> (a: Vec2, b: Vec2)? {
        var a = DBVec2(), b = DBVec2()
        return DBJoint_GetAnchors(id, joint.c, &a, &b) ? (Vec2(a), Vec2(b)) : nil
    }

    /// Destroys a joint and wakes its bodies; no-op for a stale handle.
    public func destroyJoint(_ joint: JointID) { DBJoint_Destroy(id, joint.c) }

    /// Whether `joint` names a live joint of this world.
    public func isValid(_ joint: JointID) -> Bool { DBJoint_IsValid(id, joint.c) }

    /// Live joints.
    public var jointCount: Int { Int(DBWorld_GetJointCount(id)) }
}
