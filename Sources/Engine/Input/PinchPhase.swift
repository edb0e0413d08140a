/// Where a two-finger gesture is: the second finger went down, the fingers moved, or one lifted.
public enum PinchPhase: String, Sendable, Codable, CaseIterable {
    case began, changed, ended
}
