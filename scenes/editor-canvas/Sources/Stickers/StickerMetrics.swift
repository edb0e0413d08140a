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
    /// The largest scale any sticker may take whatever its photo: a vector sticker is drawn from
    /// polygons, crisp at any size, and an export renders emoji and captions at its own
    /// resolution (`GlyphStickerPainter`).
    static let maxOutlineScale = 40.0

    /// The scales a sticker whose box is `half` own-frame pixels each way from its centre
    /// (`StickerArtist.halfSize(of:)`) may take on a photo of `photo` pixels: up to
    /// `maxOutlineScale`, or further when that is what it takes for the box to cover the photo
    /// (`coverScale`), so every kind, emoji and captions too, can be made as big as the photo.
    static func scaleRange(half: Vec2, photo: Vec2) -> ClosedRange<Double> {
        minScale...max(maxOutlineScale, coverScale(half: half, photo: photo))
    }

    /// How much further than its box covering the photo a sticker may grow: a glyph's ink does
    /// not fill its layout box (an emoji's art is about 0.86 of it), so the art itself can cover
    /// the photo too.
    static let coverHeadroom = 1.25

    /// The scale at which a box `half` own-frame pixels each way from its centre is as wide
    /// and as tall as a photo of `photo` pixels, with `coverHeadroom` to spare; 0 for an empty
    /// box or photo.
    static func coverScale(half: Vec2, photo: Vec2) -> Double {
        guard half.x > 0, half.y > 0, photo.x.isFinite, photo.y.isFinite else { return 0 }
        return max(0, photo.x / (2 * half.x), photo.y / (2 * half.y)) * coverHeadroom
    }
}
