/// Where a two-finger gesture is: the second finger went down, the fingers moved, or one lifted.
public enum PinchPhase: String, Sendable, Codable, CaseIterable {
    /// The second finger went down, the fingers moved, or a finger lifted.
    case began, changed, ended
}
