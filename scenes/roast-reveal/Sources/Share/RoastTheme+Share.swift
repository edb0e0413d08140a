import Engine

extension RoastTheme {
    /// The darkest navy, under the classic card (#0E1726).
    static let night = Color(hex: 0x0E1726)
    /// Quiet words on the cream card: "made with", the spice's name (#5B6B82).
    static let mutedInk = Color(hex: 0x5B6B82)
    /// A hairline on the cream card (#E9DDD0).
    static let rule = Color(hex: 0xE9DDD0)
    /// Light words on navy (#F1FAEE).
    static let paperText = Color(hex: 0xF1FAEE)
}
