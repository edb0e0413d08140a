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
        var manual = StateHasher()
        for state in world.bodyStates() { state.hash(into: &manual) }
        #expect(manual.value == world.stateHash())
        var reversed = StateHasher()
        for state in world.bodyStates().reversed() { state.hash(into: &reversed) }
        #expect(reversed.value != world.stateHash(), "order matters")
    }

    @Test func awakeFlagIsPartOfTheHash() throws {
        let world = PhysicsWorld(WorldDef(gravity: .zero))
        let box = try addBox(to: world, at: .zero)
        let awake = world.stateHash()
        world.setAwake(false, for: box)
        #expect(world.stateHash() != awake)
    }
}
