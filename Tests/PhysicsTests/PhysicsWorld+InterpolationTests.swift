import Core
import Physics
import Testing

@Suite("PhysicsWorld: poses between steps")
struct PhysicsWorldInterpolationTests {
    /// A world without gravity holding one spinning, sliding box.
    private func movingBox() throws -> (world: PhysicsWorld, box: BodyID) {
        let world = PhysicsWorld(WorldDef(gravity: .zero))
        var def = BodyDef(type: .dynamic, position: Vec2(1, 2), angle: 0.5)
        def.linearVelocity = Vec2(6, -3)
        def.angularVelocity = 4
        let box = world.createBody(def)
        try world.addBox(halfSize: Vec2(0.5, 0.5), to: box)
        return (world, box)
    }

    @Test func aBodyIsDrawnBetweenWhereTheLastStepBeganAndWhereItIsNow() throws {
        let (world, box) = try movingBox()
        world.step(1.0 / 60)
        let start = world.position(of: box), startAngle = world.angle(of: box)
        world.step(1.0 / 60)
        let now = world.position(of: box), angle = world.angle(of: box)
        #expect(now != start && angle != startAngle)

        #expect(world.interpolatedPosition(of: box, alpha: 0) == start)
        #expect(world.interpolatedPosition(of: box, alpha: 1) == now)
        #expect(world.interpolatedPosition(of: box, alpha: 0.25) == start.lerp(to: now, 0.25))
        #expect(world.interpolatedAngle(of: box, alpha: 0) == startAngle)
        #expect(world.interpolatedAngle(of: box, alpha: 1) == angle)
        #expect(world.interpolatedAngle(of: box, alpha: 0.25) == startAngle + (angle - startAngle) * 0.25)
        let pose = world.interpolatedTransform(of: box, alpha: 0.25)
        #expect(pose.apply(.zero) == world.interpolatedPosition(of: box, alpha: 0.25))
    }

    @Test func aTeleportBeforeTheStepIsWhereTheStepBegan() throws {
        let (world, box) = try movingBox()
        world.step(1.0 / 60)
        world.setTransform(of: box, position: Vec2(-4, 7), angle: 2)
        world.step(1.0 / 60)
        #expect(world.interpolatedPosition(of: box, alpha: 0) == Vec2(-4, 7))
        #expect(world.interpolatedAngle(of: box, alpha: 0) == Double(Float(2)))
    }

    @Test func aBodyMadeSinceTheLastStepIsDrawnWhereItIs() throws {
        let (world, box) = try movingBox()
        #expect(world.interpolatedPosition(of: box, alpha: 0) == Vec2(1, 2))   // never stepped
        world.step(1.0 / 60)
        world.destroyBody(box)
        // The new body takes the freed slot under a new generation: the old pose is not its.
        let newcomer = world.createBody(BodyDef(type: .dynamic, position: Vec2(5, 5), angle: 1))
        #expect(newcomer.index == box.index && newcomer.generation != box.generation)
        #expect(world.interpolatedPosition(of: newcomer, alpha: 0) == Vec2(5, 5))
        #expect(world.interpolatedAngle(of: newcomer, alpha: 0) == 1)
        // A stale handle reads as every getter does: zero.
        #expect(world.interpolatedPosition(of: box, alpha: 0) == .zero)
        #expect(world.interpolatedAngle(of: box, alpha: 0) == 0)
    }

    @Test func theStateHashCoversThePoseWhereTheLastStepBegan() throws {
        // Two worlds alike now (one box at rest at the same place) whose boxes began the last
        // step in different places: drawing between ticks differs, so the hash must.
        func world(startingAt start: Vec2) throws -> PhysicsWorld {
            let world = PhysicsWorld(WorldDef(gravity: .zero))
            let box = world.createBody(BodyDef(type: .dynamic, position: start))
            try world.addBox(halfSize: Vec2(0.5, 0.5), to: box)
            world.step(1.0 / 60)
            world.setTransform(of: box, position: Vec2(3, 3), angle: 0)
            return world
        }
        let here = try world(startingAt: Vec2(0, 0)), there = try world(startingAt: Vec2(9, 9))
        #expect(here.bodyStates() == there.bodyStates())
        #expect(here.stateHash() != there.stateHash())
        #expect(try world(startingAt: Vec2(0, 0)).stateHash() == here.stateHash())
    }
}
