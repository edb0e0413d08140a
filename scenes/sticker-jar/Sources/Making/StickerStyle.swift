import Engine

/// How `StickerMaker` finishes a sticker: `var style = StickerStyle(); style.maxSide = 160`.
public struct StickerStyle: Sendable, Equatable {
    /// The longest side of the finished sticker, outline and shadow margin included, pixels.
    public var maxSide: Int = 256
    /// The width of the white die-cut border round the subject, pixels at finished size.
    public var outlineWidth: Double = 7
    /// How far the soft shadow fades out from the sticker's edge, pixels (0 for a hard shadow).
    public var shadowRadius: Double = 6
    /// Where the shadow falls, pixels (y down: positive is below).
    public var shadowOffset = Vec2(0, 4)
    /// The shadow's darkest alpha, 0...1; below 0.5, so an alpha threshold of 128 leaves it out.
    public var shadowOpacity: Double = 0.35
    /// How different a colour may be from its background neighbour and still be background,
    /// 0...1 of the largest RGB distance; the border flood fill stops at bigger changes.
    public var backgroundTolerance: Double = 0.12

    /// A style with the given settings; the defaults make a 256-pixel sticker.
    public init(
        maxSide: Int = 256, outlineWidth: Double = 7, shadowRadius: Double = 6, shadowOffset: Vec2 = Vec2(0, 4),
        shadowOpacity: Double = 0.35, backgroundTolerance: Double = 0.12
    ) {
        self.maxSide = maxSide
        self.outlineWidth = outlineWidth
        self.shadowRadius = shadowRadius
        self.shadowOffset = shadowOffset
        self.shadowOpacity = shadowOpacity
        self.backgroundTolerance = backgroundTolerance
    }

    /// The room round the subject for the outline and the shadow, pixels on each side.
    public var margin: Int {
        let blurRadius = Int((max(shadowRadius, 0) / 3).rounded(.up))
        return Int(outlineWidth.rounded(.up)) + 1 + 3 * blurRadius
            + Int(max(abs(shadowOffset.x), abs(shadowOffset.y)).rounded(.up))
    }

    /// The smallest `maxSide` that leaves room for a subject inside the margin, pixels.
    public var smallestSide: Int { 2 * margin + 8 }
}
