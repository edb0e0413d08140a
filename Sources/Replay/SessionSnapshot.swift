import Core
import ECS
import Engine
import Physics

/// A session's whole simulated state between two ticks, for replay keyframes: the tick, the
/// RNG, the registry, the physics world, the scene's own state, the input still queued, and the
/// images the session added (which the scene's state names by texture id).
///
/// It holds values only, so it may be made on one thread and restored on another, into the
/// session that made it or another of the same scene, seed and parameters.
public struct SessionSnapshot: @unchecked Sendable {
    /// Ticks run when it was taken: the session restored from it runs this tick next.
    public let tick: UInt64
    /// The session's state hash when it was taken; a restore checks it.
    public let stateHash: UInt64
    /// The physics world's deep state hash when it was taken (`PhysicsWorld.deepStateHash()`),
    /// in debug builds only, where a restore checks it; nil in release builds, which skip the walk.
    public let physicsDeepHash: UInt64?
    fileprivate let contextTick: UInt64
    fileprivate let random: RandomGenerator
    fileprivate let physicsView: Affine2D
    /// The hand-over the scene had asked for and the host had not yet taken.
    fileprivate let handOver: SceneRequest?
    /// The text input the scene had asked for, which scripts and the host read between ticks.
    fileprivate let textInput: TextInputRequest?
    fileprivate let clock: FixedClock
    fileprivate let input: InputQueue
    fileprivate let registry: RegistrySnapshot
    let physics: PhysicsSnapshot
    fileprivate let scene: SceneState
    /// The images the session had added: the scene's state may name them.
    fileprivate let images: AssetStore.OwnedImages

    /// The memory the physics copy holds, in bytes: most of a snapshot's size.
    public var physicsByteCount: Int { physics.byteCount }

    /// The same snapshot with `physics` (its own, with Box2D's part moved out or read back) in
    /// place of its physics copy.
    func replacingPhysics(_ physics: PhysicsSnapshot) -> SessionSnapshot {
        SessionSnapshot(
            tick: tick, stateHash: stateHash, physicsDeepHash: physicsDeepHash, contextTick: contextTick, random: random,
            physicsView: physicsView, handOver: handOver, textInput: textInput, clock: clock, input: input,
            registry: registry, physics: physics, scene: scene, images: images)
    }
}

extension SceneRunner {
    /// The session's state now.
    /// - Throws: `SessionSnapshotError` when its scene cannot save its state or its physics
    ///   world cannot be copied (then seeking must re-simulate from the start).
    public func snapshot() throws -> SessionSnapshot {
        guard let scene = scene.savedState() else { throw SessionSnapshotError.sceneCannotSave(type(of: self.scene).info.id) }
        let physics: PhysicsSnapshot
        do { physics = try context.physics.snapshot() } catch let error as PhysicsSnapshotError {
            throw SessionSnapshotError.physics(error)
        }
        #if DEBUG
        let physicsDeepHash: UInt64? = context.physics.deepStateHash()
        #else
        let physicsDeepHash: UInt64? = nil
        #endif
        return SessionSnapshot(
            tick: nextTick, stateHash: stateHash(), physicsDeepHash: physicsDeepHash,
            contextTick: context.tick, random: context.random, physicsView: context.physicsView,
            handOver: handOver, textInput: textInput, clock: clock, input: input, registry: context.registry.snapshot(),
            physics: physics, scene: scene, images: context.assets.ownedImages())
    }

    /// What differs between the session now and the state `snapshot` was taken in, or nil when
    /// nothing does: the state hash, and in debug builds the deep physics hash (contacts,
    /// impulses, sleep timers, the broad phase), which the state hash leaves out.
    public func mismatch(with snapshot: SessionSnapshot) -> String? {
        if stateHash() != snapshot.stateHash { return ReplayStrings.stateHashMismatch(tick: snapshot.tick) }
        #if DEBUG
        if let recorded = snapshot.physicsDeepHash, context.physics.deepStateHash() != recorded {
            return ReplayStrings.deepHashMismatch(tick: snapshot.tick)
        }
        #endif
        return nil
    }

    /// Puts the session back to `snapshot`'s state. Returns false, leaving the session as it
    /// was, when the physics world cannot take it.
    /// - Precondition: the snapshot comes from a session of the same scene, seed and parameters,
    ///   and this one is not recording.
    @discardableResult
    public func restore(_ snapshot: SessionSnapshot) -> Bool {
        precondition(observer == nil, "a recording session cannot be rewound")
        guard context.physics.restore(snapshot.physics) else { return false }
        context.assets.adopt(snapshot.images)
        context.registry.restore(snapshot.registry)
        context.tick = snapshot.contextTick
        context.random = snapshot.random
        context.physicsView = snapshot.physicsView
        handOver = snapshot.handOver
        textInput = snapshot.textInput
        context.effects = EffectQueue()
        clock = snapshot.clock
        input = snapshot.input
        nextTick = snapshot.tick
        scene.restore(snapshot.scene, context: context)
        return true
    }
}
