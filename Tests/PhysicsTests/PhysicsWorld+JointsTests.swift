import Core
import Physics
import Testing

@Suite("PhysicsWorld: joints")
struct PhysicsWorldJointsTests {
    @Test func mouseJointDragsABodyToItsTarget() throws {
        let world = PhysicsWorld()
        let box = try addBox(to: world, at: Vec2(0, 5))
        world.gravity = .zero
        let joint = try world.createMouseJoint(body: box, target: Vec2(0, 5), maxForce: 1000)
        run(world, steps: 30)
        #expect(world.position(of: box).distance(to: Vec2(0, 5)) < 1e-3, "it holds still until the target moves")
        world.setTarget(Vec2(4, 2), for: joint)
        run(world, steps: 180)
        #expect(world.position(of: box).distance(to: Vec2(4, 2)) < 0.05)
        #expect(try #require(world.anchors(of: joint)).a == Vec2(4, 2), "a mouse joint's first anchor is its target")
        #expect(world.jointCount == 1)
    }

    @Test func mouseJointHoldsABodyAgainstGravity() throws {
        let world = PhysicsWorld()
        let box = try addBox(to: world, at: Vec2(0, 5))
        try world.createMouseJoint(body: box, target: Vec2(0.3, 5.3), maxForce: 1000, frequency: 5, dampingRatio: 0.7)
        run(world, steps: 300)
        let sag = 5 - world.position(of: box).y
        #expect(sag > 0 && sag < 0.5, "a spring sags a little and holds")
    }

    @Test func weakMouseJointCannotLiftAHeavyBody() throws {
        let world = PhysicsWorld()
        let box = try addBox(to: world, at: Vec2(0, 5))  // 1 kg: 10 N of weight
        try world.createMouseJoint(body: box, target: Vec2(0, 5), maxForce: 5)
        run(world, steps: 60)
        #expect(world.position(of: box).y < 3)
    }

    @Test func revoluteJointKeepsItsAnchorsTogether() throws {
        let world = PhysicsWorld()
        let pivot = world.createBody(BodyDef(type: .static, position: Vec2(0, 10)))
        let arm = world.createBody(BodyDef(type: .dynamic, position: Vec2(2, 10)))
        try world.addBox(halfSize: Vec2(1, 0.1), to: arm)
        let hinge = try world.createRevoluteJoint(RevoluteJointDef(bodyA: pivot, bodyB: arm, anchor: Vec2(1, 10)))
        var largestGap = 0.0
        var lowest = 10.0
        for _ in 0..<300 {
            world.step(1.0 / 60.0)
            let anchors = try #require(world.anchors(of: hinge))
            largestGap = max(largestGap, anchors.a.distance(to: anchors.b))
            lowest = min(lowest, world.position(of: arm).y)
        }
        #expect(largestGap < 0.01)
        #expect(lowest < 9.2, "the arm swung down")
        #expect(abs(world.position(of: arm).distance(to: Vec2(1, 10)) - 1) < 0.01)
    }

    @Test func revoluteLimitAndMotor() throws {
        let world = PhysicsWorld(WorldDef(gravity: .zero))
        let pivot = world.createBody()
        let wheel = world.createBody(BodyDef(type: .dynamic))
        try world.addCircle(radius: 1, to: wheel)
        var def = RevoluteJointDef(bodyA: pivot, bodyB: wheel, anchor: .zero)
        def.enableMotor = true
        def.motorSpeed = 2
        def.maxMotorTorque = 100
        def.enableLimit = true
        def.lowerAngle = -0.5
        def.upperAngle = 0.5
        let hinge = try world.createRevoluteJoint(def)
        run(world, steps: 120)
        #expect(abs(world.jointAngle(of: hinge) - 0.5) < 0.02, "the motor turns it to the upper limit")
        world.setMotorSpeed(-2, for: hinge)
        run(world, steps: 120)
        #expect(abs(world.jointAngle(of: hinge) + 0.5) < 0.02)
    }

    @Test func jointCreationChecksItsInput() throws {
        let world = PhysicsWorld()
        let a = try addBox(to: world, at: .zero)
        let b = try addBox(to: world, at: Vec2(2, 0))
        #expect(throws: PhysicsError.sameBody(a)) { try world.createRevoluteJoint(RevoluteJointDef(bodyA: a, bodyB: a, anchor: .zero)) }
        #expect(throws: PhysicsError.invalidBody(.null)) { try world.createRevoluteJoint(RevoluteJointDef(bodyA: a, bodyB: .null, anchor: .zero)) }
        var reversed = RevoluteJointDef(bodyA: a, bodyB: b, anchor: Vec2(1, 0))
        reversed.lowerAngle = 1
        reversed.upperAngle = -1
        #expect(throws: PhysicsError.self) { try world.createRevoluteJoint(reversed) }
        #expect(throws: PhysicsError.self) { try world.createMouseJoint(body: a, target: .zero, maxForce: -1) }
        #expect(throws: PhysicsError.self) { try world.createMouseJoint(body: a, target: .zero, maxForce: 10, frequency: 0) }
        #expect(world.jointCount == 0)
    }

    @Test func jointsDieWithTheirBodies() throws {
        let world = PhysicsWorld()
        let a = try addBox(to: world, at: .zero)
        let b = try addBox(to: world, at: Vec2(2, 0))
        let hinge = try world.createRevoluteJoint(RevoluteJointDef(bodyA: a, bodyB: b, anchor: Vec2(1, 0)))
        let drag = try world.createMouseJoint(body: b, target: Vec2(2, 0), maxForce: 100)
        #expect(world.jointCount == 2)
        world.destroyBody(b)
        #expect(!world.isValid(hinge) && !world.isValid(drag))
        #expect(world.jointCount == 0)
        #expect(world.anchors(of: hinge) == nil)
        world.setTarget(Vec2(9, 9), for: drag)
        world.destroyJoint(drag)
        let again = try world.createMouseJoint(body: a, target: .zero, maxForce: 100)
        #expect(world.isValid(again) && !world.isValid(drag) && !world.isValid(hinge))
        world.destroyJoint(again)
        #expect(!world.isValid(again) && world.jointCount == 0)
        run(world, steps: 10)
    }
}
