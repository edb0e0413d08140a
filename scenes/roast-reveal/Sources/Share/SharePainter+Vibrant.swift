import Engine
import UI

extension SharePainter {
    /// Vibrant (1080 × 1350): bold white words centred on a crimson gradient with sand and white
    /// blobs, a sand category chip on top, big chillies and the brand below.
    mutating func vibrant() -> FittedText {
        diagonalGradient(canvas, from: RoastTheme.primary, to: RoastTheme.gradientEnd)
        list.fillCircle(Vec2(940, 150), radius: 300, RoastTheme.accent.withAlpha(0.28))
        list.fillCircle(Vec2(110, 1270), radius: 340, Color.white.withAlpha(0.09))
        list.fillCircle(Vec2(1010, 1030), radius: 90, RoastTheme.accent.withAlpha(0.35))
        list.fillCircle(Vec2(64, 196), radius: 30, Color.white.withAlpha(0.16))
        let middle = canvas.center.x
        categoryChip(x: middle, top: 120, height: 76, maxWidth: canvas.width - 200, alignment: .center, fill: RoastTheme.accent,
                     text: RoastTheme.secondary)
        let fitted = words(in: Rect(x: 100, y: 250, width: canvas.width - 200, height: 780), weight: .bold, sizes: 1...104,
                           lineSpacing: 1.2, alignment: .center, .white)
        chillies(x: middle, top: 1072, size: 56, alignment: .center)
        brand(x: middle, top: 1176, size: 44, alignment: .center, .white)
        madeWith(x: middle, top: 1240, size: 28, alignment: .center, Color.white.withAlpha(0.78))
        return fitted
    }
}
