/// A reaction to a roast: the four buttons under the card.
public enum RoastReaction: String, CaseIterable, Codable, Sendable, Hashable {
    case laugh, fire, meh, thumbsDown

    /// The button's emoji.
    public var emoji: String {
        switch self {
        case .laugh: "\u{1F602}"
        case .fire: "\u{1F525}"
        case .meh: "\u{1F610}"
        case .thumbsDown: "\u{1F44E}"
        }
    }
}
