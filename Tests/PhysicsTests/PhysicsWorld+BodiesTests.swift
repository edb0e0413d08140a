import Core
import Physics
import Testing

@Suite("PhysicsWorld: body state, flags and forces")
struct PhysicsWorldBodiesTests {
    let world = PhysicsWorld(WorldDef(gravity: .zero))

    @Test func bodyDefIsAppliedAtCreation() {
        var def = BodyDef(type: .kinematic, position: Vec2(1, 2), angle: 0.5)
        def.linearVelocity = Vec2(3, 0)
        def.angularVelocity = 1.5
        def.userData = 42
        def.fixedRotation = true
        def.isBullet = true
        let body = world.createBody(def)
        #expect(world.bodyType(of: body) == .kinematic)
        #expect(world.position(of: body) == Vec2(1, 2))
        #expect(abs(world.angle(of: body) - 0.5) < 1e-7)
        #expect(world.linearVelocity(of: body) == Vec2(3, 0))
        #expect(world.angularVelocity(of: body) == 1.5)
        #expect(world.userData(of: body) == 42)
        #expect(world.hasFixedRotation(body))
        #expect(world.isBullet(body))
    }

    @Test func bodyDefDefaultsMakeAStaticAwakeBody() {
        let def = BodyDef()
        #expect(def.type == .static)
        #expect(def.gravityScale == 1 && def.allowSleep && def.isAwake && def.isEnabled)
        #expect(!def.fixedRotation && !def.isBullet)
        let body = world.createBody(def)
        #expect(world.bodyType(of: body) == .static)
        #expect(world.mass(of: body) == 0)
    }

    @Test func massComesFromDensityTimesArea() throws {
        let body = world.createBody(BodyDef(type: .dynamic))
        try world.addBox(halfSize: Vec2(1, 0.5), to: body, ShapeDef(density: 3))
        #expect(abs(world.mass(of: body) - 6) < 1e-5)
        try world.addCircle(radius: 1, center: Vec2(4, 0), to: body, ShapeDef(density: 1))
        #expect(abs(world.mass(of: body) - (6 + Double.pi)) < 1e-4)
        // The centre of mass moves towards the circle.
        let expectedX = Double.pi * 4 / (6 + Double.pi)
        #expect(abs(world.worldCenter(of: body).x - expectedX) < 1e-4)
    }

    @Test func settersChangeTheBody() throws {
        let body = try addBox(to: world, at: .zero)
        world.setTransform(of: body, position: Vec2(5, 6), angle: 1)
        world.setLinearVelocity(Vec2(1, -1), for: body)
        world.setAngularVelocity(-2, for: body)
        world.setUserData(7, for: body)
        #expect(world.position(of: body) == Vec2(5, 6))
        #expect(world.angle(of: body) == 1)
        #expect(world.linearVelocity(of: body) == Vec2(1, -1))
        #expect(world.angularVelocity(of: body) == -2)
        #expect(world.userData(of: body) == 7)
    }

    @Test func nonFiniteValuesAreIgnored() throws {
        let body = try addBox(to: world, at: Vec2(1, 1))
        world.setTransform(of: body, position: Vec2(.nan, 0), angle: 0)
        world.setLinearVelocity(Vec2(.infinity, 0), for: body)
        world.applyForceToCenter(Vec2(.nan, .nan), to: body)
        world.step(1.0 / 60.0)
        #expect(world.position(of: body) == Vec2(1, 1))
        #expect(world.linearVelocity(of: body) == .zero)
    }

    @Test func forceAtTheCentreAcceleratesWithoutTurning() throws {
        let body = try addBox(to: world, at: .zero)  // 1 kg
        for _ in 0..<60 {
            world.applyForceToCenter(Vec2(2, 0), to: body)
            world.step(1.0 / 60.0)
        }
        #expect(abs(world.linearVelocity(of: body).x - 2) < 1e-4)
        #expect(world.angularVelocity(of: body) == 0)
    }

    @Test func forceOffTheCentreAlsoTurns() throws {
        let body = try addBox(to: world, at: .zero)
        world.applyForce(Vec2(0, 10), to: body, at: Vec2(0.5, 0))
        world.step(1.0 / 60.0)
        #expect(world.linearVelocity(of: body).y > 0)
        #expect(world.angularVelocity(of: body) > 0, "a push up on the right turns counter-clockwise")
    }

    @Test func impulsesChangeVelocityAtOnce() throws {
        let body = try addBox(to: world, at: .zero)  // 1 kg, I = 1/6 kg·m²
        world.applyLinearImpulseToCenter(Vec2(3, 0), to: body)
        #expect(abs(world.linearVelocity(of: body).x - 3) < 1e-6)
        world.applyAngularImpulse(1, to: body)
        #expect(abs(world.angularVelocity(of: body) - 6) < 1e-4)
        world.applyLinearImpulse(Vec2(0, 1), to: body, at: Vec2(-0.5, 0))
        #expect(abs(world.linearVelocity(of: body).y - 1) < 1e-6)
        #expect(abs(world.angularVelocity(of: body) - 3) < 1e-4, "a push up on the left turns clockwise")
    }

    @Test func torqueTurnsWithoutMoving() throws {
        let body = try addBox(to: world, at: .zero)
        world.applyTorque(1, to: body)
        world.step(1.0 / 60.0)
        #expect(world.angularVelocity(of: body) > 0)
        #expect(world.linearVelocity(of: body) == .zero)
    }

    @Test func fixedRotationStopsTorque() throws {
        let body = try addBox(to: world, at: .zero)
        world.setFixedRotation(true, for: body)
        world.applyTorque(10, to: body)
        world.step(1.0 / 60.0)
        #expect(world.angularVelocity(of: body) == 0)
        world.setFixedRotation(false, for: body)
        #expect(!world.hasFixedRotation(body))
    }

    @Test func sleepingBodiesWakeOnImpulse() throws {
        let body = try addBox(to: world, at: .zero)
        world.setAwake(false, for: body)
        #expect(!world.isAwake(body))
        world.applyLinearImpulseToCenter(Vec2(1, 0), to: body, wake: false)
        #expect(!world.isAwake(body) && world.linearVelocity(of: body) == .zero)
        world.applyLinearImpulseToCenter(Vec2(1, 0), to: body)
        #expect(world.isAwake(body))
    }

    @Test func disabledBodiesDoNotMove() throws {
        let gravityWorld = PhysicsWorld()
        let body = try addBox(to: gravityWorld, at: Vec2(0, 5))
        gravityWorld.setEnabled(false, for: body)
        #expect(!gravityWorld.isEnabled(body))
        run(gravityWorld, steps: 30)
        #expect(gravityWorld.position(of: body) == Vec2(0, 5))
        gravityWorld.setEnabled(true, for: body)
        run(gravityWorld, steps: 30)
        #expect(gravityWorld.position(of: body).y < 5)
    }

    @Test func bulletFlagCanBeToggled() throws {
        let body = try addBox(to: world, at: .zero)
        #expect(!world.isBullet(body))
        world.setBullet(true, for: body)
        #expect(world.isBullet(body))
    }

    @Test func staleHandlesAnswerDefaults() throws {
        let body = try addBox(to: world, at: Vec2(2, 2))
        world.setLinearVelocity(Vec2(1, 1), for: body)
        world.destroyBody(body)
        #expect(world.position(of: body) == .zero)
        #expect(world.linearVelocity(of: body) == .zero)
        #expect(world.mass(of: body) == 0)
        #expect(!world.isAwake(body))
        #expect(world.userData(of: body) == 0)
        #expect(world.fixtures(of: body).isEmpty)
        world.applyForceToCenter(Vec2(1, 0), to: body)
        world.setAwake(true, for: body)
        #expect(world.bodyCount == 0)
    }
}
