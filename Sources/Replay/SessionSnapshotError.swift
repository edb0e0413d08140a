import Physics

/// Why a session could not be snapshot.
public enum SessionSnapshotError: Error, Equatable, CustomStringConvertible {
    /// The scene (by id) could not save its state: a store-backed scene whose store cannot be read.
    case sceneCannotSave(String)
    /// The physics world could not be copied.
    case physics(PhysicsSnapshotError)

    /// The reason in words.
    public var description: String { ReplayStrings.describe(self) }
}
