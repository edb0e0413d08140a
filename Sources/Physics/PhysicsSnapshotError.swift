import CBox2D

/// Why a physics world could not be snapshot: some of its memory may not be in its arena.
public enum PhysicsSnapshotError: Error, Equatable, CustomStringConvertible {
    /// The world was destroyed (a `PhysicsWorld` never is while it can be asked).
    case invalidWorld
    /// The world is stepping.
    case stepping
    /// The world's address range could not be reserved, so its memory is on the heap.
    case noArena
    /// The world outgrew its arena (1 GiB).
    case arenaOverflowed
    /// Box2D allocated memory for the world while its arena was not bound.
    case allocatedOutsideArena
    /// Box2D's allocations do not reach the arenas in this process
    /// (`PhysicsWorld.snapshotsAreAvailable` is false).
    case allocationHookMissing
    /// The world's memory could not be compressed.
    case compressionFailed

    /// The error for a refusal, or nil for `DBSnapshotResult_ok`.
    init?(_ result: DBSnapshotResult) {
        switch result {
        case .ok: return nil
        case .invalidWorld: self = .invalidWorld
        case .stepping: self = .stepping
        case .noArena: self = .noArena
        case .arenaOverflowed: self = .arenaOverflowed
        case .allocatedOutsideArena: self = .allocatedOutsideArena
        case .allocationHookMissing: self = .allocationHookMissing
        case .compressionFailed: self = .compressionFailed
        }
    }

    public var description: String { PhysicsStrings.describe(self) }
}
