import Engine

/// One sticker on the photo: an id that stays with it (through moves, undo and duplicates),
/// what it shows and where. Its z-order is its place in `EditorDocument.stickers`.
struct PlacedSticker: Codable, Equatable, Sendable {
    /// The sticker's id, unique in its document.
    var id: Int
    var source: StickerSource
    var transform: StickerTransform
}
