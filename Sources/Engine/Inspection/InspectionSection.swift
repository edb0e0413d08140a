/// The parts of a session the inspector shows, as the top level of `inspectionTree()` names them.
public enum InspectionSection: String, CaseIterable, Sendable {
    /// The scene's own state value.
    case state
    /// The registry's entities and their components.
    case entities
    /// The physics world's bodies.
    case bodies
    /// The scene's probes.
    case probes

    /// The section's name in the tree and in paths.
    public var name: String { rawValue }
}
