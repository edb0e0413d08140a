import Engine
import UI

extension SharePainter {
    /// Story (1080 × 1920): a phone-screen story, its top and bottom 250 px left to the story
    /// app's bars: the brand, then a cream card with the category chip, the words centred and
    /// the chillies with the spice's name, on a crimson-to-navy gradient.
    mutating func story() -> FittedText {
        let turn = 1000.0
        gradient(Rect(x: 0, y: 0, width: canvas.width, height: turn), top: RoastTheme.primary, bottom: RoastTheme.gradientEnd)
        gradient(Rect(x: 0, y: turn, width: canvas.width, height: canvas.height - turn),
                 top: RoastTheme.gradientEnd, bottom: RoastTheme.secondary)
        list.fillCircle(Vec2(990, 300), radius: 250, RoastTheme.accent.withAlpha(0.22))
        list.fillCircle(Vec2(60, 1720), radius: 320, Color.white.withAlpha(0.07))
        let middle = canvas.center.x
        brand(x: middle, top: 262, size: 60, alignment: .center, .white)
        let card = Rect(x: 96, y: 410, width: 888, height: 1110)
        self.card(card, radius: 56, RoastTheme.cardFace, lift: 22)
        categoryChip(x: middle, top: card.minY + 72, height: 76, maxWidth: card.width - 128, alignment: .center,
                     fill: RoastTheme.primary, text: .white)
        let fitted = words(in: Rect(x: card.minX + 64, y: card.minY + 196, width: card.width - 128, height: 660),
                           weight: .semibold, sizes: 1...96, alignment: .center, RoastTheme.cardText)
        chillies(x: middle, top: card.maxY - 196, size: 60, alignment: .center)
        line(labels.spiceName, style: TextStyle(weight: .semibold, size: 32, lineHeight: 40), RoastTheme.mutedInk,
             x: middle, top: card.maxY - 116, alignment: .center)
        madeWith(x: middle, top: 1580, size: 34, alignment: .center, Color.white.withAlpha(0.8))
        return fitted
    }
}
