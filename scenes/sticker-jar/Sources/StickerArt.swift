import Engine

/// A sticker's look, shape and facts, shared by every sticker made from the same picture.
final class StickerArt: Sendable {
    /// Which picture: a catalog id ("banana") or a custom sticker's save name ("custom-3").
    let key: String
    /// The finished sticker (outline and shadow included).
    let image: Image
    let texture: TextureID
    /// The collision shape traced from the sticker's alpha, in metres.
    let shape: TextureShape
    /// The size the whole sticker image spans in the jar, in metres.
    let size: Vec2
    /// What the food-analysis service said of it.
    let analysis: FoodAnalysis

    /// The longest side of a sticker in the jar, in metres (60 canvas pixels).
    static let longestSide = 1.0
    /// The least a sticker's solid part covers, in m²: a long, thin picture (a dropped photo of
    /// a baguette, say) grows past `longestSide` until it covers about as much as a bundled food does,
    /// up to `largestSide`.
    static let leastSolidArea = 0.35
    /// The longest side a thin sticker may grow to, in metres.
    static let largestSide = 1.5
    /// How far the traced outline may stray from the sticker's edge, in sticker pixels (3.5 px is
    /// about 2 cm in the jar), tried in turn until the shape needs few enough convex pieces.
    static let outlineTolerances = [3.5, 5, 7, 10, 14]
    /// The most convex pieces a sticker's body gets: every piece is a fixture Box2D must collide,
    /// and a bent banana needs only three or four to rest by its shape.
    static let maxPieces = 4

    /// Makes the art from a finished sticker image.
    /// - Throws: `TextureShapeError` when the sticker has no solid pixels.
    init(key: String, sticker: Image, analysis: FoodAnalysis, assets: AssetStore) throws {
        self.key = key
        self.image = sticker
        self.analysis = analysis
        let scale = Self.scale(of: sticker)
        self.size = Vec2(Double(sticker.width) * scale, Double(sticker.height) * scale)
        self.shape = try Self.shape(of: sticker, size: size)
        self.texture = assets.add(sticker)
    }

    /// Metres per sticker pixel for `sticker`: its longest side to `longestSide`, or more when
    /// its solid part would then cover less than `leastSolidArea` (never past `largestSide`).
    static func scale(of sticker: Image) -> Double {
        let side = Double(max(sticker.width, sticker.height))
        let scale = longestSide / side
        let solidPixels = Double(solidPixelCount(sticker))
        guard solidPixels > 0, solidPixels * scale * scale < leastSolidArea else { return scale }
        return min((leastSolidArea / solidPixels).squareRoot(), largestSide / side)
    }

    /// How many of `sticker`'s pixels are more than half opaque.
    static func solidPixelCount(_ sticker: Image) -> Int {
        var count = 0
        for y in 0..<sticker.height {
            for x in 0..<sticker.width where sticker[x: x, y: y].a > 127 { count += 1 }
        }
        return count
    }

    /// The sticker's collision shape: its outline traced as closely as `maxPieces` allows.
    static func shape(of sticker: Image, size: Vec2) throws -> TextureShape {
        var shape = try TextureShape(image: sticker, size: size, tolerance: outlineTolerances[0])
        for tolerance in outlineTolerances.dropFirst() where shape.pieces.count > maxPieces {
            shape = try TextureShape(image: sticker, size: size, tolerance: tolerance)
        }
        return shape
    }
}
