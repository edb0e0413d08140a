/// What a button does, which sets its colours: the main action, another one, or one that
/// deletes or discards.
public enum ButtonRole: Sendable, Hashable, CaseIterable {
    case primary, secondary, destructive
}
