import Engine
import UI

/// The card that shows a tapped sticker's picture, name, fun fact and nutrition: a kit layer
/// that comes in and goes out with its `LayerPhase`.
struct DetailCard: Codable, Sendable {
    /// Which art the card shows (`StickerArt.key`): what the state hash covers of it.
    var artKey: String
    /// The sticker's art (picture and facts), which `artKey` names; nil only in a state decoded
    /// for a test, which is never drawn.
    @Unhashed var art: StickerArt?
    /// How far the card has come in or gone out; open from the start.
    var phase: LayerPhase

    /// A card for `art`, starting to come in.
    init(art: StickerArt) {
        artKey = art.key
        self.art = art
        phase = LayerPhase()
        phase.open()
    }

    /// Whether the card is all the way in.
    var isFullyOpen: Bool { phase.isOpen && phase.shownTicks == LayerPhase.transitionTicks }
}
