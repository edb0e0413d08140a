import CBox2D

/// A physics world's whole state at one moment, for replay keyframes: every Box2D object with
/// its contact caches, sleep timers and broad-phase tree, the handle tables, the contact
/// events not yet read and every body's pose when the last step began (for drawing). Restoring
/// it into a world (the same one or another) and stepping gives the same results, bit for bit,
/// as stepping the original from that moment.
///
/// Box2D's part (most of its memory) may be moved out as bytes (`encodedWorld()`,
/// `withoutWorld()`) and read back (`withWorld(decoding:)`), so a keyframe index can keep it in
/// a file. Immutable, so it may be handed to another thread.
public final class PhysicsSnapshot: @unchecked Sendable {
    /// Box2D's part; nil in a snapshot it was moved out of.
    private let world: WorldCopy?
    /// What the Swift side of the world keeps beside Box2D.
    fileprivate let rest: WorldBookkeeping

    fileprivate init(world: WorldCopy?, rest: WorldBookkeeping) {
        self.world = world
        self.rest = rest
    }

    /// The memory it holds, in bytes: Box2D's part (its arena compressed) while held, and the
    /// poses and events kept beside it.
    public var byteCount: Int {
        (world.map { Int(DBWorldSnapshot_GetByteCount($0.handle)) } ?? 0)
            + (rest.begins.count + rest.ends.count) * MemoryLayout<ContactEvent>.stride
            + rest.stepStarts.poses.count * MemoryLayout<StepStartPoses.Pose>.stride
    }

    /// Whether it holds Box2D's part, so it can be restored.
    public var holdsWorld: Bool { world != nil }

    /// Box2D's part as bytes (a few hundred KB in a busy world) for `withWorld(decoding:)` in
    /// this process, or nil when it was moved out.
    public func encodedWorld() -> [UInt8]? {
        guard let world else { return nil }
        let count = DBWorldSnapshot_GetEncodedByteCount(world.handle)
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            DBWorldSnapshot_Encode(world.handle, buffer.baseAddress)
            initialized = count
        }
    }

    /// The same snapshot without Box2D's part, which `encodedWorld()` gives as bytes: a few KB.
    public func withoutWorld() -> PhysicsSnapshot { PhysicsSnapshot(world: nil, rest: rest) }

    /// The same snapshot with Box2D's part read back from `bytes` (`encodedWorld()`'s), or nil
    /// when they are not such bytes. Damage inside the compressed arena is caught by its
    /// checksum on restore, which then fails.
    public func withWorld(decoding bytes: [UInt8]) -> PhysicsSnapshot? {
        guard let handle = bytes.withUnsafeBufferPointer({ DBWorldSnapshot_Decode($0.baseAddress, $0.count) }) else { return nil }
        return PhysicsSnapshot(world: WorldCopy(handle: handle), rest: rest)
    }

    /// Calls `body` with the copy of Box2D's memory and the address it started at (for tests
    /// that compare two worlds word by word).
    /// - Precondition: it holds Box2D's part.
    public func withArenaBytes<R>(_ body: (UnsafeRawBufferPointer, UInt) -> R) -> R {
        guard let handle = world?.handle else { preconditionFailure("the snapshot's Box2D part was moved out") }
        var bytes = [UInt8](repeating: 0, count: DBWorldSnapshot_GetArenaByteCount(handle))
        var base: UInt = 0
        let copied = bytes.withUnsafeMutableBufferPointer { DBWorldSnapshot_CopyArenaBytes(handle, $0.baseAddress, &base) }
        precondition(copied, "a snapshot's arena copy does not decompress")
        return bytes.withUnsafeBytes { body($0, base) }
    }

    fileprivate func restore(into id: DBWorldId) -> Bool {
        guard let world else { return false }
        return DBWorld_RestoreSnapshot(id, world.handle)
    }
}

/// A world's step settings, step count, unread contact events and step-start poses: what a
/// snapshot keeps beside Box2D's memory, read from a world and put back into one.
private struct WorldBookkeeping {
    let velocityIterations: Int
    let positionIterations: Int
    let stepCount: Int
    let eventsReadAtStep: Int
    let begins: [ContactEvent]
    let ends: [ContactEvent]
    let stepStarts: StepStartPoses

    init(of physics: PhysicsWorld) {
        velocityIterations = physics.velocityIterations
        positionIterations = physics.positionIterations
        stepCount = physics.stepCount
        eventsReadAtStep = physics.eventsReadAtStep
        begins = physics.begins
        ends = physics.ends
        stepStarts = physics.stepStarts
    }

    func apply(to physics: PhysicsWorld) {
        physics.velocityIterations = velocityIterations
        physics.positionIterations = positionIterations
        physics.stepCount = stepCount
        physics.eventsReadAtStep = eventsReadAtStep
        physics.begins = begins
        physics.ends = ends
        physics.stepStarts = stepStarts
    }
}

/// Box2D's part of a snapshot, destroyed with the last snapshot holding it.
private final class WorldCopy: @unchecked Sendable {
    let handle: OpaquePointer
    init(handle: OpaquePointer) { self.handle = handle }
    deinit { DBWorldSnapshot_Destroy(handle) }
}

extension PhysicsWorld {
    /// Whether worlds can be snapshot in this process: Box2D's own allocations land in the
    /// world's memory range (checked once, on first use). When false, every `snapshot()` fails
    /// with `PhysicsSnapshotError.allocationHookMissing`.
    public static var snapshotsAreAvailable: Bool { DBArena_CapturesBox2DAllocations() }

    /// The world's whole state now.
    /// - Throws: `PhysicsSnapshotError` when some of the world's memory may be outside its range
    ///   (it could not be reserved, outgrew 1 GiB, or Box2D allocated while it was not bound),
    ///   so a copy of the range would not be the whole world.
    public func snapshot() throws -> PhysicsSnapshot {
        var handle: OpaquePointer?
        let result = DBWorld_TakeSnapshot(id, &handle)
        guard let handle else { throw PhysicsSnapshotError(result) ?? .invalidWorld }
        return PhysicsSnapshot(world: WorldCopy(handle: handle), rest: WorldBookkeeping(of: self))
    }

    /// Makes this world hold exactly `snapshot`'s state, which may come from another world;
    /// returns false, leaving the world as it was, when this world's memory cannot take it, the
    /// snapshot's Box2D part was moved out, or it does not decompress (damaged).
    /// Handles from the snapshot's world name the same objects here afterwards.
    @discardableResult
    public func restore(_ snapshot: PhysicsSnapshot) -> Bool {
        guard snapshot.restore(into: id) else { return false }
        snapshot.rest.apply(to: self)
        return true
    }
}
