import Engine

/// The card that shows a tapped sticker's picture, name, fun fact and nutrition; it eases in
/// and out over a few ticks.
struct DetailCard {
    enum Phase: Int { case opening, open, closing }

    /// Ticks the card takes to open and to close.
    static let openTicks = 18.0, closeTicks = 12.0

    /// The sticker's art (picture and facts).
    var art: StickerArt
    var phase = Phase.opening
    /// How open the card is, 0 (gone) to 1 (fully shown).
    var progress = 0.0

    /// Advances the animation one tick; false once the card has closed.
    mutating func advance() -> Bool {
        switch phase {
        case .opening:
            progress = min(1, progress + 1 / Self.openTicks)
            if progress >= 1 { phase = .open }
        case .open:
            break
        case .closing:
            progress = max(0, progress - 1 / Self.closeTicks)
        }
        return !(phase == .closing && progress <= 0)
    }

    /// Starts closing (from wherever the opening got to).
    mutating func close() { phase = .closing }

    func hash(into hasher: inout StateHasher) {
        hasher.combine(art.key)
        hasher.combine(phase.rawValue)
        hasher.combine(progress)
    }
}
