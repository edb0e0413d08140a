import Core
import Physics
import Testing

@Suite("PhysicsWorld: state hash and determinism")
struct PhysicsWorldStateHashTests {
    /// A jar with 60 mixed bodies drawn from a seeded generator; `kick` is applied to the first
    /// body at step 10.
    private func simulate(seed: UInt64, steps: Int, kick: Vec2 = Vec2(1, 0)) throws -> PhysicsWorld {
        var rng = RandomGenerator(seed: seed)
        let world = PhysicsWorld()
        let jar = world.createBody()
        try world.addChainLoop(jarOutline(width: 8, height: 12), to: jar)
        var first = BodyID.null
        for i in 0..<60 {
            let x = rng.next(in: -3.0...3.0)
            let y = 1.0 + Double(i) * 0.25
            let body = world.createBody(BodyDef(type: .dynamic, position: Vec2(x, y), angle: rng.next(in: 0...3.14)))
            if rng.next(in: 0...1) == 0 {
                try world.addCircle(radius: rng.next(in: 0.2...0.35), to: body)
            } else {
                let sides = rng.next(in: 3...8)
                let radius = rng.next(in: 0.2...0.35)
                let vertices = (0..<sides).map { Vec2(radius, 0).rotated(by: Double($0) * 2 * .pi / Double(sides)) }
                try world.addPolygon(vertices, to: body)
            }
            if first.isNull { first = body }
        }
        for step in 0..<steps {
            if step == 10 { world.applyLinearImpulseToCenter(kick, to: first) }
            world.step(1.0 / 60.0)
        }
        return world
    }

    @Test func sameCallsGiveTheSameHash() throws {
        let a = try simulate(seed: 42, steps: 600)
        let b = try simulate(seed: 42, steps: 600)
        #expect(a.stateHash() == b.stateHash())
        #expect(a.bodyStates() == b.bodyStates())
    }

    @Test func aChangedImpulseChangesTheHash() throws {
        let a = try simulate(seed: 42, steps: 600)
        let b = try simulate(seed: 42, steps: 600, kick: Vec2(1.001, 0))
        #expect(a.stateHash() != b.stateHash())
    }

    @Test func theHashFollowsTheSimulation() throws {
        let world = try simulate(seed: 42, steps: 0)
        let before = world.stateHash()
        world.step(1.0 / 60.0)
        #expect(world.stateHash() != before)
        #expect(PhysicsWorld().stateHash() != before)
    }

    @Test func hashIntoMatchesStateHashAndCoversEveryBodyInOrder() throws {
        let world = try simulate(seed: 3, steps: 30)
        var hasher = StateHasher()
        world.hash(into: &hasher)
        #expect(hasher.value == world.stateHash())
        // Each body's motion, then where it began the last step (every body here was there).
        func feed(_ state: BodyState, into hasher: inout StateHasher) {
            state.hash(into: &hasher)
            hasher.combine(true)
            hasher.combine(world.interpolatedPosition(of: state.body, alpha: 0))
            hasher.combine(world.interpolatedAngle(of: state.body, alpha: 0))
        }
        var manual = StateHasher()
        for state in world.bodyStates() { feed(state, into: &manual) }
        #expect(manual.value == world.stateHash())
        var reversed = StateHasher()
        for state in world.bodyStates().reversed() { feed(state, into: &reversed) }
        #expect(reversed.value != world.stateHash(), "order matters")
    }

    @Test func awakeFlagIsPartOfTheHash() throws {
        let world = PhysicsWorld(WorldDef(gravity: .zero))
        let box = try addBox(to: world, at: .zero)
        let awake = world.stateHash()
        world.setAwake(false, for: box)
        #expect(world.stateHash() != awake)
    }

    /// A chain of ten boxes hinged end to end, dropped onto the ground: no trigonometry outside
    /// Box2D, so the hash depends only on Box2D 2.4.1's binary (Debian, x86-64) and this module.
    private func fallingHinges() throws -> PhysicsWorld {
        let world = PhysicsWorld()
        try addGround(to: world)
        var previous = world.createBody(BodyDef(type: .static, position: Vec2(-5, 8)))
        for i in 0..<10 {
            let link = world.createBody(BodyDef(type: .dynamic, position: Vec2(-4.5 + Double(i), 8)))
            try world.addBox(halfSize: Vec2(0.5, 0.125), to: link, ShapeDef(density: 20, friction: 0.2))
            try world.createRevoluteJoint(RevoluteJointDef(bodyA: previous, bodyB: link, anchor: Vec2(-5 + Double(i), 8)))
            previous = link
        }
        run(world, steps: 300)
        return world
    }

    @Test func fallingHingesKeepTheirPinnedHash() throws {
        // A different value means the simulation changed: a new Box2D build, or a change in the
        // order or values of the calls this module makes. Re-pin only on purpose (last: the
        // hash took in each body's pose at the start of the last step).
        let hash = try fallingHinges().stateHash().hex16
        #expect(hash == "7a7fb9343275c882")
    }
}
