import Engine
import UI

/// The card that shows a tapped sticker's picture, name, fun fact and nutrition: a kit layer
/// that comes in and goes out with its `LayerPhase`.
struct DetailCard {
    /// The sticker's art (picture and facts).
    var art: StickerArt
    /// How far the card has come in or gone out; open from the start.
    var phase: LayerPhase

    /// A card for `art`, starting to come in.
    init(art: StickerArt) {
        self.art = art
        phase = LayerPhase()
        phase.open()
    }

    /// Whether the card is all the way in.
    var isFullyOpen: Bool { phase.isOpen && phase.shownTicks == LayerPhase.transitionTicks }

    func hash(into hasher: inout StateHasher) {
        hasher.combine(art.key)
        phase.hash(into: &hasher)
    }
}
