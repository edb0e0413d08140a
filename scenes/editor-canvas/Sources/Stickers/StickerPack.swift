/// A pack of stickers the picker shows on its own tab.
enum StickerPack: Int, CaseIterable, Sendable, Codable {
    case shapes, party, food, glam, emoji, rare

    /// Its stickers, in the picker's order.
    var stickers: [StickerSource] {
        switch self {
        case .shapes: VectorPack.shapes.stickers.map { .vector($0.id) }
        case .party: VectorPack.party.stickers.map { .vector($0.id) }
        case .food: VectorPack.food.stickers.map { .vector($0.id) }
        case .glam: VectorPack.glam.stickers.map { .vector($0.id) }
        case .emoji: EmojiStickers.all.map { .emoji($0) }
        case .rare: EmojiStickers.rare.map { .emoji($0) }
        }
    }

    /// The product that unlocks it; nil for free packs and the rare one (a secret unlocked by
    /// sharing, or by unlimited).
    var product: String? {
        switch self {
        case .food: "stickers.food"
        case .glam: "stickers.fancy"
        case .shapes, .party, .emoji, .rare: nil
        }
    }
}
