import Engine
import UI

/// What the card that shows a tapped sticker's picture, name, fun fact and nutrition shows: a
/// kit layer (`JarTree.card`) that comes in and goes out with the scene's overlays.
struct DetailCard: Codable, Sendable {
    /// Which art the card shows (`StickerArt.key`): what the state hash covers of it.
    var artKey: String
    /// The sticker's art (picture and facts), which `artKey` names; nil only in a state decoded
    /// for a test, which is never drawn.
    @Unhashed var art: StickerArt?

    /// A card for `art`.
    init(art: StickerArt) {
        artKey = art.key
        self.art = art
    }
}
