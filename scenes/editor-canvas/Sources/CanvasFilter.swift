/// The full-frame overlays over the photo, in the order keys 1–9 pick them.
enum CanvasFilter: String, CaseIterable, Sendable {
    case futuristic = "filter.futuristic"
    case doctor = "filter.doctor"
    case party = "filter.party"
    case golden = "filter.golden"
    case noir = "filter.noir"
    case vaporwave = "filter.vaporwave"
    case love = "filter.love"
    case comic = "filter.comic"
    case sunset = "filter.sunset"

    /// Every filter's id.
    static let ids: Set<String> = Set(allCases.map(\.rawValue))
}

/// The emoji the temporary add key cycles through.
enum EmojiStickers {
    static let all = ["😎", "🔥", "💋", "👑", "🌈", "⭐", "💖", "🎉", "🍕", "🍩", "🦄", "💅", "🥂", "💯", "😂", "🤩"]
}
