import CBox2D
import Core
import Foundation
@testable import Physics
import Testing

@Suite("PhysicsWorld: snapshots")
struct PhysicsSnapshotTests {
    /// A jar of 120 mixed bodies with a mouse joint dragging one of them and a pendulum hinged to
    /// the jar, the same for the same seed; `build` adds everything and runs `steps` steps.
    private final class Scenario {
        let world = PhysicsWorld()
        var bodies: [BodyID] = []
        var drag = JointID.null

        init(seed: UInt64, steps: Int) throws {
            var rng = RandomGenerator(seed: seed)
            let jar = world.createBody()
            try world.addChainLoop(jarOutline(width: 8, height: 14), to: jar)
            for i in 0..<120 {
                let position = Vec2(rng.next(in: -3.0...3.0), 1.0 + Double(i) * 0.2)
                let body = world.createBody(BodyDef(type: .dynamic, position: position, angle: rng.next(in: 0...3.14)))
                if i % 3 == 0 {
                    try world.addCircle(radius: rng.next(in: 0.15...0.3), to: body)
                } else {
                    let sides = rng.next(in: 3...8)
                    let radius = rng.next(in: 0.2...0.35)
                    let vertices = (0..<sides).map { Vec2(radius, 0).rotated(by: Double($0) * 2 * .pi / Double(sides)) }
                    try world.addPolygon(vertices, to: body)
                }
                bodies.append(body)
            }
            let bob = world.createBody(BodyDef(type: .dynamic, position: Vec2(2, 12)))
            try world.addBox(halfSize: Vec2(0.2, 0.6), to: bob)
            try world.createRevoluteJoint(RevoluteJointDef(bodyA: jar, bodyB: bob, anchor: Vec2(2, 12.6)))
            drag = try world.createMouseJoint(body: bodies[7], target: Vec2(0, 6), maxForce: 500)
            run(steps: steps)
        }

        /// Steps, moving the drag target along a circle and destroying a body now and then, so
        /// contacts, sleeping and the tree all keep changing; returns the hash after each step.
        @discardableResult
        func run(steps: Int) -> [UInt64] {
            (0..<steps).map { _ in
                let step = Double(world.stepCount)
                world.setTarget(Vec2(2 * cos(step / 30), 6 + 2 * sin(step / 30)), for: drag)
                if world.stepCount % 97 == 50, let doomed = bodies.popLast() { world.destroyBody(doomed) }
                world.step(1.0 / 60)
                var hasher = StateHasher()
                world.hash(into: &hasher)
                hasher.combine(world.contactBegins.count)
                hasher.combine(world.contactEnds.count)
                return hasher.value
            }
        }
    }

    @Test func box2DsAllocationsReachTheArenasHere() {
        // The start-up probe: libbox2d's own allocations come through Diorama's hook.
        #expect(PhysicsWorld.snapshotsAreAvailable)
    }

    @Test func aWorldThatBox2DAllocatedForOutsideItsArenaIsNotSnapshot() throws {
        let scenario = try Scenario(seed: 3, steps: 30)
        let bystander = try Scenario(seed: 4, steps: 30)
        _ = try scenario.world.snapshot()
        DBTesting_AllocateOutsideArena(scenario.world.id)
        #expect(throws: PhysicsSnapshotError.allocatedOutsideArena) { try scenario.world.snapshot() }
        scenario.run(steps: 5)
        #expect(throws: PhysicsSnapshotError.allocatedOutsideArena) { try scenario.world.snapshot() }
        _ = try bystander.world.snapshot()   // only the world the call was on is suspect
        // Restoring a whole state from a snapshot leaves nothing on the heap.
        #expect(scenario.world.restore(try bystander.world.snapshot()))
        _ = try scenario.world.snapshot()
    }

    @Test func aSnapshotRestoredIntoAnotherWorldContinuesBitForBit() throws {
        let original = try Scenario(seed: 7, steps: 240)
        let bodies = original.bodies
        let snapshot = try original.world.snapshot()
        let expected = original.run(steps: 300)

        let copy = try Scenario(seed: 99, steps: 10)   // another world with another history
        #expect(copy.world.restore(snapshot))
        copy.bodies = bodies
        copy.drag = original.drag
        #expect(copy.run(steps: 300) == expected)
        #expect(copy.world.bodyStates() == original.world.bodyStates())
    }

    @Test func aSnapshotMovedOutAsBytesAndReadBackContinuesBitForBit() throws {
        let original = try Scenario(seed: 5, steps: 240)
        let bodies = original.bodies
        let snapshot = try original.world.snapshot()
        let deep = original.world.deepStateHash()
        let expected = original.run(steps: 200)

        let stub = snapshot.withoutWorld()
        #expect(!stub.holdsWorld && stub.byteCount < snapshot.byteCount / 10)
        let bytes = try #require(snapshot.encodedWorld())
        #expect(stub.encodedWorld() == nil)
        let copy = try Scenario(seed: 8, steps: 10)
        #expect(!copy.world.restore(stub), "without its Box2D part a snapshot cannot be restored")
        let readBack = try #require(stub.withWorld(decoding: bytes))
        #expect(copy.world.restore(readBack))
        #expect(copy.world.deepStateHash() == deep)
        copy.bodies = bodies
        copy.drag = original.drag
        #expect(copy.run(steps: 200) == expected)
    }

    /// Bytes damaged anywhere (the tables, the events or the compressed arena) are refused when
    /// read back or restored, leaving the world as it was; none traps.
    @Test func damagedSnapshotBytesAreRefused() throws {
        let scenario = try Scenario(seed: 6, steps: 120)
        let bytes = try #require(try scenario.world.snapshot().encodedWorld())
        let pristine = try scenario.world.snapshot()
        let stub = pristine.withoutWorld()
        let hash = scenario.world.deepStateHash()
        var random = RandomGenerator(seed: 1)
        var refused = 0
        for trial in 0..<40 {
            var damaged = bytes
            if trial % 4 == 0 {
                damaged.removeLast(random.next(in: 1...damaged.count))
            } else {
                damaged[random.next(in: 0...(damaged.count - 1))] ^= UInt8(random.next(in: 1...255))
            }
            if let readBack = stub.withWorld(decoding: damaged), scenario.world.restore(readBack) {
                // A flip in a slot's generation or padding reads back (the keyframe cache's own
                // checksum catches those); put the world back for the next trial.
                #expect(scenario.world.restore(pristine))
                continue
            }
            refused += 1
            #expect(scenario.world.deepStateHash() == hash, "a refused restore leaves the world as it was")
        }
        #expect(refused > 30)
    }

    @Test func restoringRewindsTheSameWorld() throws {
        let scenario = try Scenario(seed: 3, steps: 200)
        let bodies = scenario.bodies
        let snapshot = try scenario.world.snapshot()
        let expected = scenario.run(steps: 250)
        #expect(scenario.world.restore(snapshot))
        scenario.bodies = bodies
        #expect(scenario.run(steps: 250) == expected)
        // A snapshot stays usable: once more.
        #expect(scenario.world.restore(snapshot))
        scenario.bodies = bodies
        #expect(scenario.run(steps: 250) == expected)
    }

    @Test func restoringAlsoRestoresUnreadContactEvents() throws {
        let scenario = try Scenario(seed: 5, steps: 30)
        let begins = scenario.world.contactBegins, ends = scenario.world.contactEnds
        #expect(!begins.isEmpty)
        let snapshot = try scenario.world.snapshot()
        scenario.run(steps: 5)
        let fresh = PhysicsWorld()
        #expect(fresh.restore(snapshot))
        #expect(fresh.contactBegins == begins && fresh.contactEnds == ends)
        #expect(fresh.stepCount == scenario.world.stepCount - 5)
    }

    @Test func restoringAlsoRestoresWhereEachBodyBeganTheLastStep() throws {
        let scenario = try Scenario(seed: 6, steps: 40)
        let bodies = scenario.bodies
        let poses = bodies.map { scenario.world.interpolatedPosition(of: $0, alpha: 0.5) }
        let angles = bodies.map { scenario.world.interpolatedAngle(of: $0, alpha: 0.5) }
        let hash = scenario.world.stateHash(), starts = scenario.world.stepStarts.poses
        let snapshot = try scenario.world.snapshot()
        scenario.run(steps: 5)
        // Into another world (no pose of its own yet) and back into the same one.
        for world in [PhysicsWorld(), scenario.world] {
            #expect(world.restore(snapshot))
            #expect(bodies.map { world.interpolatedPosition(of: $0, alpha: 0.5) } == poses)
            #expect(bodies.map { world.interpolatedAngle(of: $0, alpha: 0.5) } == angles)
            #expect(world.stepStarts.poses == starts)
            #expect(world.stateHash() == hash)
        }
    }

    /// Two worlds that made the same calls hold the same pointers into their own memory, each
    /// offset by the distance between them: every word a restore would move is such a pointer,
    /// and no pointer is missed. (Other words may differ: padding and unused vertex slots that
    /// Box2D copies uninitialised from the caller's stack.)
    @Test func aRestoreMovesExactlyThePointersIntoTheWorldsMemory() throws {
        let a = try Scenario(seed: 11, steps: 400), b = try Scenario(seed: 11, steps: 400)
        let snapshotA = try a.world.snapshot(), snapshotB = try b.world.snapshot()
        let (moved, mismatches) = snapshotA.withArenaBytes { bytesA, baseA in
            snapshotB.withArenaBytes { bytesB, baseB -> (Int, Int) in
                #expect(bytesA.count == bytesB.count)
                let delta = baseB &- baseA
                func isInA(_ word: UInt) -> Bool { word >= baseA && word <= baseA + UInt(bytesA.count) }
                func isInB(_ word: UInt) -> Bool { word >= baseB && word <= baseB + UInt(bytesB.count) }
                var moved = 0, mismatches = 0
                for offset in stride(from: 0, to: min(bytesA.count, bytesB.count) - 7, by: 8) {
                    let wordA = bytesA.loadUnaligned(fromByteOffset: offset, as: UInt.self)
                    let wordB = bytesB.loadUnaligned(fromByteOffset: offset, as: UInt.self)
                    if isInA(wordA) { moved += 1 }
                    if isInA(wordA) != isInB(wordB) || (isInA(wordA) && wordB != wordA &+ delta) { mismatches += 1 }
                }
                return (moved, mismatches)
            }
        }
        #expect(moved > 1000)
        #expect(mismatches == 0)
    }

    @Test func aSnapshotCostsAboutTheWorldsMemory() throws {
        let scenario = try Scenario(seed: 1, steps: 60)
        let snapshot = try scenario.world.snapshot()
        #expect(snapshot.byteCount > 50_000)
        #expect(snapshot.byteCount < 4_000_000)
    }
}
