import Engine

/// What a sticker shows.
enum StickerSource: Codable, Equatable, Sendable {
    /// A vector shape of a pack, by id ("shapes.star"): polygons, crisp at any size.
    case vector(String)
    /// An emoji (one grapheme cluster), drawn from the colour emoji font.
    case emoji(String)
    /// A caption the user typed, in a colour with an outline.
    case text(TextSticker)

    /// Whether the sticker's artwork is a bitmap (an emoji from the colour font's one strike).
    var isBitmap: Bool {
        if case .emoji = self { return true }
        return false
    }

    /// A short name for probes: "vector:shapes.star", "emoji:😎", "text:Campy!".
    var summary: String {
        switch self {
        case .vector(let id): "vector:" + id
        case .emoji(let emoji): "emoji:" + emoji
        case .text(let text): "text:" + text.caption
        }
    }
}

/// A text sticker's caption and look.
struct TextSticker: Codable, Equatable, Sendable {
    /// The most characters a caption holds.
    static let maxLength = 120

    /// The words shown.
    var caption: String
    /// The letters' colour.
    var color: Color
    /// The outline's colour, drawn around each letter.
    var outline: Color
}
