import Engine

/// The full-frame overlays over the photo, in the order keys 1–9 and the filter strip show them.
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

    /// The colour of its tile in the filter strip.
    var swatch: Color {
        switch self {
        case .futuristic: Color(hex: 0x00B4D8)
        case .doctor: Color(hex: 0x5E9FA3)
        case .party: Color(hex: 0xB5179E)
        case .golden: Color(hex: 0xE9C46A)
        case .noir: Color(hex: 0x495057)
        case .vaporwave: Color(hex: 0x9D4EDD)
        case .love: Color(hex: 0xE63946)
        case .comic: Color(hex: 0xF77F00)
        case .sunset: Color(hex: 0xF4A261)
        }
    }
}

/// The emoji sticker packs.
enum EmojiStickers {
    /// The free emoji pack.
    static let all = ["😎", "🔥", "💋", "👑", "🌈", "⭐", "💖", "🎉", "🍕", "🍩", "🦄", "💅", "🥂", "💯", "😂", "🤩"]
    /// The rare pack ten shares unlock.
    static let rare = ["🪩", "💎", "🛸", "🧿", "🪐", "🦚", "🐉", "🏆", "🎰", "🍄", "🧜", "🌋"]
}
