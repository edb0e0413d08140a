import Engine

/// A sticker's look, shape and facts, shared by every sticker made from the same picture.
final class StickerArt {
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

    /// The longest side of every sticker in the jar, in metres.
    static let longestSide = 0.8
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
        let scale = Self.longestSide / Double(max(sticker.width, sticker.height))
        self.size = Vec2(Double(sticker.width) * scale, Double(sticker.height) * scale)
        self.shape = try Self.shape(of: sticker, size: size)
        self.texture = assets.add(sticker)
    }

    /// The sticker's collision shape: its outline traced as closely as `maxPieces` allows.
    static func shape(of sticker: Image, size: Vec2) throws -> TextureShape {
        var shape = try TextureShape(image: sticker, size: size, tolerance: outlineTolerances[0])
        for tolerance in outlineTolerances.dropFirst() where shape.pieces.count > maxPieces {
            shape = try TextureShape(image: sticker, size: size, tolerance: tolerance)
        }
        return shape
    }

    /// The food's name, or nil when the analysis did not know it.
    var foodID: String? {
        if case .known(let food) = analysis { return food.id }
        return nil
    }
}
