import ArgumentParser
import CRawBox2DBench
import Engine
import StickerJarScene

/// A raw Box2D world built to match a scene's `PhysicsWorld` at tick 0 and kept in step with it:
/// the baseline of `diorama-bench jar`.
final class RawMirror {
    private let raw: OpaquePointer
    private let bodyCount: Int
    /// The gravity that last woke the stickers, in m/s² (the scene's rule, kept alongside).
    private var wakeGravity: Vec2

    /// Mirrors `world`: every body in creation order, with its fixtures' polygons and materials;
    /// a static body's non-polygon fixture is taken to be the chain loop `chain`.
    /// - Throws: `ValidationError` when the world holds what the mirror cannot copy (moving
    ///   bodies, kinematic bodies, circles on dynamic bodies).
    init(_ world: PhysicsWorld, chain: [Vec2]) throws {
        let gravity = world.gravity
        wakeGravity = gravity
        raw = CRBWorld_CreateEmpty(gravity.x, gravity.y)
        bodyCount = world.bodyCount
        for body in world.bodies {
            let type = world.bodyType(of: body)
            guard type != .kinematic, world.linearVelocity(of: body) == .zero, world.angularVelocity(of: body) == 0 else {
                throw ValidationError("the raw mirror copies only resting static and dynamic bodies")
            }
            let position = world.position(of: body)
            let damping = world.damping(of: body)
            let index = CRBWorld_AddBody(raw, type == .dynamic, position.x, position.y, world.angle(of: body),
                                         damping.linear, damping.angular)
            for fixture in world.fixtures(of: body) {
                guard let def = world.shapeDef(of: fixture) else { continue }
                let material = CRBMaterial(density: def.density, friction: def.friction, restitution: def.restitution,
                                           restitutionThreshold: def.restitutionThreshold)
                if let vertices = world.polygonVertices(of: fixture) {
                    CRBWorld_AddPolygon(raw, index, vertices.flatMap { [$0.x, $0.y] }, Int32(vertices.count), material)
                } else if type == .static {
                    CRBWorld_AddChainLoop(raw, index, chain.flatMap { [$0.x, $0.y] }, Int32(chain.count), material)
                } else {
                    throw ValidationError("the raw mirror copies only polygons on dynamic bodies")
                }
            }
        }
    }

    func destroy() { CRBWorld_Destroy(raw) }

    /// Runs one scene tick with `input`; returns the gravity it left for the step and whether it
    /// woke the stickers (its rule: gravity moved more than `StickerJarScene.wakeThreshold` from
    /// the gravity that last woke them).
    func sceneTick(_ runner: SceneRunner, input: [InputEvent]) -> (gravity: Vec2, wake: Bool) {
        for event in input { runner.send(event) }
        runner.runTick()
        let after = runner.context.physics.gravity
        let wake = (after - wakeGravity).length > StickerJarScene.wakeThreshold
        if wake { wakeGravity = after }
        return (after, wake)
    }

    /// One raw step under `gravity`, waking the dynamic bodies first when `wake`.
    func rawStep(gravity: Vec2, wake: Bool) {
        let def = WorldDef()
        if wake { CRBWorld_WakeDynamicBodies(raw) }
        let xy = [gravity.x, gravity.y]
        CRBWorld_Step(raw, 1.0 / 60, Int32(def.velocityIterations), Int32(def.positionIterations), xy, 1)
    }

    /// One scene tick and the matching raw step.
    func follow(_ runner: SceneRunner, input: [InputEvent]) {
        let step = sceneTick(runner, input: input)
        rawStep(gravity: step.gravity, wake: step.wake)
    }

    /// Fails unless the raw world's bodies are bit-identical to the scene's.
    func check(_ runner: SceneRunner, after phase: String) throws {
        let world = runner.context.physics
        let rawHash = PhysicsSuite.stateHash(of: raw, bodyCount: bodyCount)
        guard world.bodyCount == bodyCount, rawHash == world.bodyStateHash() else {
            print("jar: the scene's world and the raw Box2D mirror differ after \(phase) "
                  + "(\(world.bodyStateHash().hex16) vs \(rawHash.hex16), \(world.bodyCount) vs \(bodyCount) bodies)")
            throw ExitCode.failure
        }
    }
}
