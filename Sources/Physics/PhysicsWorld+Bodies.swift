import CBox2D
import Core

// Body state, flags and forces. Stale handles read as zero / false and ignore writes;
// non-finite values are ignored.
extension PhysicsWorld {
    // MARK: - Pose and motion

    /// The body's kind; `.static` for a stale handle.
    public func bodyType(of body: BodyID) -> BodyType { BodyType(DBBody_GetType(id, body.c)) }

    /// The body origin in world space, m.
    public func position(of body: BodyID) -> Vec2 { Vec2(DBBody_GetPosition(id, body.c)) }

    /// The body's rotation, rad (counter-clockwise, not wrapped).
    public func angle(of body: BodyID) -> Double { Double(DBBody_GetAngle(id, body.c)) }

    /// Teleports the body origin to `position` (m) with `angle` (rad).
    public func setTransform(of body: BodyID, position: Vec2, angle: Double) {
        DBBody_SetTransform(id, body.c, DBVec2(position), Float(angle))
    }

    /// The velocity of the centre of mass, m/s.
    public func linearVelocity(of body: BodyID) -> Vec2 { Vec2(DBBody_GetLinearVelocity(id, body.c)) }

    /// Sets the velocity of the centre of mass, m/s (ignored by static bodies).
    public func setLinearVelocity(_ velocity: Vec2, for body: BodyID) {
        DBBody_SetLinearVelocity(id, body.c, DBVec2(velocity))
    }

    /// rad/s, counter-clockwise.
    public func angularVelocity(of body: BodyID) -> Double { Double(DBBody_GetAngularVelocity(id, body.c)) }

    /// The body's linear and angular damping, in 1/s.
    public func damping(of body: BodyID) -> (linear: Double, angular: Double) {
        let d = DBBody_GetDamping(id, body.c)
        return (Double(d.x), Double(d.y))
    }

    /// Sets the rotation speed, rad/s (ignored by static bodies).
    public func setAngularVelocity(_ velocity: Double, for body: BodyID) {
        DBBody_SetAngularVelocity(id, body.c, Float(velocity))
    }

    /// The centre of mass in world space, m.
    public func worldCenter(of body: BodyID) -> Vec2 { Vec2(DBBody_GetWorldCenter(id, body.c)) }

    /// kg; 0 for static and kinematic bodies.
    public func mass(of body: BodyID) -> Double { Double(DBBody_GetMass(id, body.c)) }

    /// The caller's value from `BodyDef.userData` or `setUserData`.
    public func userData(of body: BodyID) -> UInt64 { DBBody_GetUserData(id, body.c) }

    public func setUserData(_ value: UInt64, for body: BodyID) { DBBody_SetUserData(id, body.c, value) }

    // MARK: - Forces

    /// Applies `force` (N) at `point` (world space, m) until the end of the next step.
    public func applyForce(_ force: Vec2, to body: BodyID, at point: Vec2, wake: Bool = true) {
        DBBody_ApplyForce(id, body.c, DBVec2(force), DBVec2(point), wake)
    }

    /// Applies `force` (N) at the centre of mass until the end of the next step.
    public func applyForceToCenter(_ force: Vec2, to body: BodyID, wake: Bool = true) {
        DBBody_ApplyForceToCenter(id, body.c, DBVec2(force), wake)
    }

    /// Applies `torque` (N·m) until the end of the next step.
    public func applyTorque(_ torque: Double, to body: BodyID, wake: Bool = true) {
        DBBody_ApplyTorque(id, body.c, Float(torque), wake)
    }

    /// Changes the velocity at once by `impulse` (N·s) applied at `point` (world space, m).
    public func applyLinearImpulse(_ impulse: Vec2, to body: BodyID, at point: Vec2, wake: Bool = true) {
        DBBody_ApplyLinearImpulse(id, body.c, DBVec2(impulse), DBVec2(point), wake)
    }

    /// Changes the velocity at once by `impulse` (N·s) applied at the centre of mass.
    public func applyLinearImpulseToCenter(_ impulse: Vec2, to body: BodyID, wake: Bool = true) {
        DBBody_ApplyLinearImpulseToCenter(id, body.c, DBVec2(impulse), wake)
    }

    /// Changes the rotation speed at once by `impulse` (kg·m²/s).
    public func applyAngularImpulse(_ impulse: Double, to body: BodyID, wake: Bool = true) {
        DBBody_ApplyAngularImpulse(id, body.c, Float(impulse), wake)
    }

    // MARK: - Flags

    /// Whether the body is simulated this step (asleep bodies cost almost nothing).
    public func isAwake(_ body: BodyID) -> Bool { DBBody_IsAwake(id, body.c) }

    /// Wakes the body, or puts it to sleep (clearing its velocity).
    public func setAwake(_ awake: Bool, for body: BodyID) { DBBody_SetAwake(id, body.c, awake) }

    /// Whether the body uses continuous collision against dynamic bodies too.
    public func isBullet(_ body: BodyID) -> Bool { DBBody_IsBullet(id, body.c) }

    /// Turns bullet mode on or off (about 10× dearer: for a few fast, small bodies only).
    public func setBullet(_ bullet: Bool, for body: BodyID) { DBBody_SetBullet(id, body.c, bullet) }

    /// Whether the body is kept from rotating.
    public func hasFixedRotation(_ body: BodyID) -> Bool { DBBody_IsFixedRotation(id, body.c) }

    /// Keeps the body from rotating, or lets it rotate again.
    public func setFixedRotation(_ fixed: Bool, for body: BodyID) { DBBody_SetFixedRotation(id, body.c, fixed) }

    /// Whether the body takes part in the simulation.
    public func isEnabled(_ body: BodyID) -> Bool { DBBody_IsEnabled(id, body.c) }

    /// Takes the body out of the simulation (no collisions, no motion, ending its contacts) or
    /// puts it back.
    public func setEnabled(_ enabled: Bool, for body: BodyID) { DBBody_SetEnabled(id, body.c, enabled) }
}
