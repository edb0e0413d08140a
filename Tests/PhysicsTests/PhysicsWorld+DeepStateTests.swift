import CBox2D
import Core
@testable import Physics
import Testing

@Suite("PhysicsWorld: deep state hash")
struct PhysicsWorldDeepStateTests {
    /// A box resting on the ground after `steps` steps, still awake (sleep comes after 0.5 s of
    /// rest), with its contact touching.
    private func restingBox(steps: Int = 20) throws -> (world: PhysicsWorld, box: BodyID) {
        let world = PhysicsWorld()
        try addGround(to: world)
        let box = try addBox(to: world, at: Vec2(0, 0.5))
        for _ in 0..<steps { world.step(1.0 / 60) }
        return (world, box)
    }

    @Test func twoWorldsBuiltAndSteppedAlikeHashAlike() throws {
        let a = try restingBox(), b = try restingBox()
        #expect(a.world.deepStateHash() == b.world.deepStateHash())
        #expect(a.world.deepStateHash() != a.world.stateHash())
    }

    @Test func aSleepTimerDifferenceShowsInTheDeepHashOnly() throws {
        let a = try restingBox(), b = try restingBox()
        #expect(b.world.isAwake(b.box))
        b.world.setAwake(true, for: b.box)   // an awake body's sleep timer starts again
        #expect(a.world.stateHash() == b.world.stateHash())
        #expect(a.world.deepStateHash() != b.world.deepStateHash())
    }

    @Test func aContactImpulseDifferenceShowsInTheDeepHashOnly() throws {
        let a = try restingBox(), b = try restingBox()
        #expect(DBTesting_AddToFirstContactImpulse(b.world.id, 0.001))
        #expect(a.world.stateHash() == b.world.stateHash())
        #expect(a.world.deepStateHash() != b.world.deepStateHash())
    }

    @Test func aRestoredWorldHashesLikeTheOriginal() throws {
        let original = try restingBox(steps: 45)
        let other = try restingBox(steps: 3)
        #expect(other.world.deepStateHash() != original.world.deepStateHash())
        #expect(other.world.restore(try original.world.snapshot()))
        #expect(other.world.deepStateHash() == original.world.deepStateHash())
    }
}
