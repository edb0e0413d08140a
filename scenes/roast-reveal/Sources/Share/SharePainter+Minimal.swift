import Engine
import UI

extension SharePainter {
    /// Minimal (1080 × 1350): navy words on cream paper under a short crimson rule and the
    /// category in capitals; the chillies and the brand small along the bottom.
    mutating func minimal() -> FittedText {
        list.fillRect(canvas, RoastTheme.cardFace)
        let left = 96.0, right = canvas.maxX - 96
        list.fillRect(Rect(x: left, y: 132, width: 120, height: 10), RoastTheme.primary)
        line(labels.category.uppercased(), style: TextStyle(weight: .semibold, size: 34, lineHeight: 42), RoastTheme.primary,
             x: left, top: 172)
        let fitted = words(in: Rect(x: left, y: 292, width: right - left, height: 800), weight: .regular, sizes: 1...96,
                           lineSpacing: 1.3, alignment: .left, RoastTheme.cardText)
        list.fillRect(Rect(x: left, y: 1150, width: right - left, height: 2), RoastTheme.rule)
        chillies(x: left, top: 1190, size: 40)
        line(labels.brand, style: TextStyle(weight: .bold, size: 38, lineHeight: 46), RoastTheme.cardText,
             x: right, top: 1176, alignment: .right)
        madeWith(x: right, top: 1226, size: 26, alignment: .right, RoastTheme.mutedInk)
        return fitted
    }
}
