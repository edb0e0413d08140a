import Engine

/// Sticker sizes in their own frame (photo pixels at scale 1) and the scales each may take.
enum StickerMetrics {
    /// Half the side of a vector sticker's square, in own-frame pixels.
    static let vectorHalfSide = 128.0
    /// The font size emoji stickers are laid out at, at scale 1, in pixels.
    static let emojiFontSize = 128
    /// The font size text stickers are laid out at, at scale 1, in pixels.
    static let textFontSize = 96
    /// The emoji font's bitmap size, in pixels: its source resolution.
    static let emojiSourceSize = Double(TextFace.emojiStrikeSize)
    /// The smallest scale of any sticker.
    static let minScale = 0.05
    /// The largest scale of a vector or text sticker (drawn from outlines, crisp at any size).
    static let maxOutlineScale = 40.0

    /// The scales `source` may take: a bitmap (emoji) at most twice its source resolution, so it
    /// never exports blurry.
    static func scaleRange(of source: StickerSource) -> ClosedRange<Double> {
        source.isBitmap ? minScale...(2 * emojiSourceSize / Double(emojiFontSize)) : minScale...maxOutlineScale
    }
}
