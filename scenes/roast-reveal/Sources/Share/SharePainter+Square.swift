import Engine
import UI

extension SharePainter {
    /// Square (1080 × 1080): light words on navy under a crimson band holding the category chip
    /// and the chillies, edged in sand; the brand under a rule.
    mutating func square() -> FittedText {
        list.fillRect(canvas, RoastTheme.secondary)
        let band = Rect(x: 0, y: 0, width: canvas.width, height: 184)
        diagonalGradient(band, from: RoastTheme.primary, to: RoastTheme.gradientEnd)
        list.fillRect(Rect(x: 0, y: band.maxY, width: canvas.width, height: 8), RoastTheme.accent)
        let left = 72.0, right = canvas.width - 72
        let spice = chillies(x: right, top: 64, size: 46, alignment: .right)
        categoryChip(x: left, top: 58, height: 68, maxWidth: spice.minX - 24 - left, fill: RoastTheme.night, text: .white)
        let fitted = words(in: Rect(x: left, y: 252, width: right - left, height: 610), weight: .semibold, sizes: 1...92,
                           alignment: .left, RoastTheme.paperText)
        list.fillRect(Rect(x: left, y: 906, width: right - left, height: 3), RoastTheme.ui.palette.outline)
        brand(x: left, top: 950, size: 40, .white)
        madeWith(x: right, top: 960, size: 28, alignment: .right, RoastTheme.ui.palette.mutedText)
        return fitted
    }
}
