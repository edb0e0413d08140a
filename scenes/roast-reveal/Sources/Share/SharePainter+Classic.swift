import Engine
import UI

extension SharePainter {
    /// Classic (1080 × 1350): the roast on a cream card over navy, like the card in the app: the
    /// category chip and chillies along the top, a crimson quote mark, navy words left-aligned,
    /// the brand under a rule.
    mutating func classic() -> FittedText {
        gradient(canvas, top: RoastTheme.secondary, bottom: RoastTheme.night)
        let card = Rect(x: 72, y: 72, width: 936, height: 1206)
        self.card(card, radius: 48, RoastTheme.cardFace)
        let left = card.minX + 72, right = card.maxX - 72
        let spice = chillies(x: right, top: 150, size: 50, alignment: .right)
        categoryChip(x: left, top: 144, height: 72, maxWidth: spice.minX - 24 - left, fill: RoastTheme.primary, text: .white,
                     uppercased: true)
        line(labels.spiceName, style: TextStyle(weight: .semibold, size: 28, lineHeight: 36), RoastTheme.mutedInk,
             x: right, top: 222, alignment: .right)
        line("\u{201C}", style: TextStyle(weight: .bold, size: 200, lineHeight: 200), RoastTheme.primary, x: left - 8, top: 236)
        let fitted = words(in: Rect(x: left, y: 400, width: right - left, height: 620), weight: .semibold, sizes: 1...84,
                           alignment: .left, RoastTheme.cardText)
        list.fillRect(Rect(x: left, y: 1080, width: right - left, height: 3), RoastTheme.rule)
        brand(x: left, top: 1126, size: 44, RoastTheme.primary)
        madeWith(x: right, top: 1136, size: 30, alignment: .right, RoastTheme.mutedInk)
        return fitted
    }
}
