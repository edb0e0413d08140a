import CBox2D

/// A physics world's whole state at one moment, for replay keyframes: every Box2D object with
/// its contact caches, sleep timers and broad-phase tree, the handle tables, the contact
/// events not yet read and every body's pose when the last step began (for drawing). Restoring it into a world (the same one or another) and stepping gives
/// the same results, bit for bit, as stepping the original from that moment.
///
/// Immutable, so it may be handed to another thread.
public final class PhysicsSnapshot: @unchecked Sendable {
    private let handle: OpaquePointer
    fileprivate let velocityIterations: Int
    fileprivate let positionIterations: Int
    fileprivate let stepCount: Int
    fileprivate let eventsReadAtStep: Int
    fileprivate let begins: [ContactEvent]
    fileprivate let ends: [ContactEvent]
    fileprivate let stepStarts: StepStartPoses

    fileprivate init(handle: OpaquePointer, world: PhysicsWorld) {
        self.handle = handle
        velocityIterations = world.velocityIterations
        positionIterations = world.positionIterations
        stepCount = world.stepCount
        eventsReadAtStep = world.eventsReadAtStep
        begins = world.begins
        ends = world.ends
        stepStarts = world.stepStarts
    }

    deinit { DBWorldSnapshot_Destroy(handle) }

    /// The memory it holds, in bytes (Box2D's memory compressed).
    public var byteCount: Int { Int(DBWorldSnapshot_GetByteCount(handle)) }

    /// Calls `body` with the copy of Box2D's memory and the address it started at (for tests
    /// that compare two worlds word by word).
    public func withArenaBytes<R>(_ body: (UnsafeRawBufferPointer, UInt) -> R) -> R {
        var bytes = [UInt8](repeating: 0, count: DBWorldSnapshot_GetArenaByteCount(handle))
        var base: UInt = 0
        let copied = bytes.withUnsafeMutableBufferPointer { DBWorldSnapshot_CopyArenaBytes(handle, $0.baseAddress, &base) }
        precondition(copied, "a snapshot's arena copy does not decompress")
        return bytes.withUnsafeBytes { body($0, base) }
    }

    fileprivate func restore(into world: DBWorldId) -> Bool { DBWorld_RestoreSnapshot(world, handle) }
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
        return PhysicsSnapshot(handle: handle, world: self)
    }

    /// Makes this world hold exactly `snapshot`'s state, which may come from another world;
    /// returns false, leaving the world as it was, when this world's memory cannot take it.
    /// Handles from the snapshot's world name the same objects here afterwards.
    @discardableResult
    public func restore(_ snapshot: PhysicsSnapshot) -> Bool {
        guard snapshot.restore(into: id) else { return false }
        velocityIterations = snapshot.velocityIterations
        positionIterations = snapshot.positionIterations
        stepCount = snapshot.stepCount
        eventsReadAtStep = snapshot.eventsReadAtStep
        begins = snapshot.begins
        ends = snapshot.ends
        stepStarts = snapshot.stepStarts
        return true
    }
}
