/// The Physics module's user-visible texts, in one place so a translation can replace them.
public enum PhysicsStrings {
    /// Why a world could not be snapshot.
    public static func describe(_ error: PhysicsSnapshotError) -> String {
        switch error {
        case .invalidWorld: "the physics world no longer exists"
        case .stepping: "the physics world is stepping"
        case .noArena: "the physics world's memory could not be reserved in one range"
        case .arenaOverflowed: "the physics world outgrew its 1 GiB memory range"
        case .allocatedOutsideArena: "Box2D allocated memory for the physics world outside its memory range"
        case .allocationHookMissing: "Box2D's allocations do not reach Diorama's memory ranges (the shared libbox2d does not let its allocator be replaced)"
        case .compressionFailed: "the physics world's memory could not be compressed"
        }
    }
}
