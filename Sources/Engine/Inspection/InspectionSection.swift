/// The parts of a session the inspector unfolds when it opens, as `inspectionTree()` names them.
public enum InspectionSection: String, CaseIterable, Sendable {
    /// The scene's own state value.
    case scene
    /// The scene's probes.
    case probes

    /// The section's name in the tree and in paths.
    public var name: String { rawValue }
}
