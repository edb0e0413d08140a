import Core
import Physics
import Testing

@Suite("PhysicsWorld: bodies and stepping")
struct PhysicsWorldTests {
    @Test func worldDefDefaults() {
        let def = WorldDef()
        #expect(def.gravity == Vec2(0, -10))
        #expect(def.velocityIterations == 8)
        #expect(def.positionIterations == 3)
        #expect(def.allowSleep)
        let world = PhysicsWorld()
        #expect(world.gravity == Vec2(0, -10))
        #expect(world.allowSleep)
        #expect(world.bodyCount == 0)
    }

    @Test func gravityCanBeChanged() {
        let world = PhysicsWorld(WorldDef(gravity: Vec2(1, 2)))
        #expect(world.gravity == Vec2(1, 2))
        world.gravity = Vec2(0, -3.5)
        #expect(world.gravity == Vec2(0, -3.5))
    }

    @Test func bodiesAreListedInCreationOrderAfterSlotReuse() {
        let world = PhysicsWorld()
        let a = world.createBody(), b = world.createBody(), c = world.createBody()
        world.destroyBody(b)
        let d = world.createBody()
        #expect(d.index == b.index, "the freed slot is reused")
        #expect(world.bodies == [a, c, d])
        #expect(world.bodyCount == 3)
    }

    @Test func destroyedBodyHandleStaysStaleAfterItsSlotIsReused() throws {
        let world = PhysicsWorld()
        let old = try addBox(to: world, at: Vec2(1, 2))
        let oldFixture = world.fixtures(of: old)[0]
        world.destroyBody(old)
        #expect(!world.isValid(old))
        #expect(!world.isValid(oldFixture))

        let new = try addBox(to: world, at: Vec2(7, 8))
        #expect(new.index == old.index && new.generation != old.generation)
        #expect(world.isValid(new) && !world.isValid(old))
        #expect(world.position(of: old) == .zero, "stale handles read as zero")
        world.setTransform(of: old, position: Vec2(-5, -5), angle: 1)
        world.destroyBody(old)
        #expect(world.isValid(new), "a stale handle cannot touch the slot's new body")
        #expect(world.position(of: new) == Vec2(7, 8))
        #expect(world.body(of: oldFixture) == nil)
    }

    @Test func nullHandlesAreNeverValid() {
        let world = PhysicsWorld()
        world.createBody()
        #expect(BodyID.null.isNull)
        #expect(!world.isValid(BodyID.null))
        #expect(!world.isValid(FixtureID.null))
        #expect(!world.isValid(JointID.null))
        #expect(!world.isValid(BodyID(index: 1, generation: 99)), "a forged generation is rejected")
        #expect(!world.isValid(BodyID(index: 12345, generation: 1)), "an index past the table is rejected")
    }

    @Test func handlesDoNotLeakAcrossWorldLifetimes() {
        var world: PhysicsWorld? = PhysicsWorld()
        let body = world!.createBody()
        world = nil
        let other = PhysicsWorld()
        #expect(other.bodyCount == 0)
        #expect(!other.isValid(body))
    }

    @Test func boxFallsUnderGravity() throws {
        let world = PhysicsWorld()
        let box = try addBox(to: world, at: Vec2(0, 10))
        run(world, steps: 60)
        // One second of free fall from rest: about 5 m down, moving at about 10 m/s.
        #expect(abs(world.position(of: box).y - 5) < 0.2)
        #expect(abs(world.linearVelocity(of: box).y + 10) < 0.2)
        #expect(world.position(of: box).x == 0)
    }

    @Test func zeroGravityLeavesBodiesWhereTheyAre() throws {
        let world = PhysicsWorld(WorldDef(gravity: .zero))
        let box = try addBox(to: world, at: Vec2(3, 4))
        run(world, steps: 60)
        #expect(world.position(of: box) == Vec2(3, 4))
    }

    @Test func boxComesToRestOnAnEdgeAndFallsAsleep() throws {
        let world = PhysicsWorld()
        try addGround(to: world)
        let box = try addBox(to: world, at: Vec2(0, 5))
        run(world, steps: 300)
        #expect(abs(world.position(of: box).y - 0.5) < 0.02)
        #expect(world.linearVelocity(of: box).length < 0.01)
        #expect(!world.isAwake(box))
    }

    @Test func disallowingSleepKeepsRestingBodiesAwake() throws {
        let world = PhysicsWorld()
        world.allowSleep = false
        try addGround(to: world)
        let box = try addBox(to: world, at: Vec2(0, 1))
        run(world, steps: 300)
        #expect(world.isAwake(box))
    }

    @Test func contactEventsAreEmptyBeforeAnyStep() {
        let world = PhysicsWorld()
        #expect(world.contactBegins.isEmpty)
        #expect(world.contactEnds.isEmpty)
    }

    @Test func bodyStatesMirrorTheAccessors() throws {
        let world = PhysicsWorld()
        let a = try addBox(to: world, at: Vec2(1, 5))
        let b = try addBox(to: world, at: Vec2(4, 5))
        world.setAngularVelocity(2, for: b)
        run(world, steps: 10)
        let states = world.bodyStates()
        #expect(states.map(\.body) == [a, b])
        #expect(states[1].position == world.position(of: b))
        #expect(states[1].angle == world.angle(of: b))
        #expect(states[1].linearVelocity == world.linearVelocity(of: b))
        #expect(states[1].angularVelocity == world.angularVelocity(of: b))
        #expect(states[1].isAwake)
    }
}
