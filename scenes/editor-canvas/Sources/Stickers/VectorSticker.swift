import Engine

/// A vector sticker: coloured polygons in a square own frame from -1 to 1 (y down), drawn
/// bottom layer first, each scaled to the sticker's size when drawn, so it is crisp at any size.
struct VectorSticker: Sendable {
    /// One filled polygon (simple, either winding) and its colour.
    struct Layer: Sendable {
        var points: [Vec2]
        var color: Color
    }

    /// The id documents name it by: "<pack>.<name>".
    let id: String
    let layers: [Layer]

    init(_ id: String, _ layers: [Layer]) {
        self.id = id
        self.layers = layers
    }
}

/// A named set of vector stickers.
struct VectorPack: Sendable {
    /// The pack's id ("shapes"), the first part of its stickers' ids.
    let id: String
    let stickers: [VectorSticker]

    /// Every pack, in the order the add key cycles through them.
    static let all: [VectorPack] = [.shapes, .party, .food, .glam]

    /// Every vector sticker of every pack, in pack order.
    static let allStickers: [VectorSticker] = all.flatMap(\.stickers)

    /// The sticker with `id`, nil for none.
    static func sticker(_ id: String) -> VectorSticker? { byID[id] }

    private static let byID: [String: VectorSticker] = Dictionary(uniqueKeysWithValues: allStickers.map { ($0.id, $0) })
}

/// A layer of `points` in `hex` colour: `layer(Outline.heart(), 0xE63946)`.
func layer(_ points: [Vec2], _ hex: UInt32, alpha: UInt8 = 255) -> VectorSticker.Layer {
    VectorSticker.Layer(points: points, color: Color(hex: hex, alpha: alpha))
}
