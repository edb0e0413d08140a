/// What a button does, which sets its colours: the main action, another one, or one that
/// deletes or discards.
public enum ButtonRole: Sendable, Hashable, CaseIterable {
    /// The main action, another action, or one that deletes or discards.
    case primary, secondary, destructive
}
