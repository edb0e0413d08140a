import Engine

/// The built-in food-analysis service: the catalog in `data/foods.yml` with each food's art in
/// `art/foods/<id>.png`. It knows bundled foods by their id and recognises other pictures of
/// them by comparing small colour signatures with the stickers made from the catalog's art.
public final class OfflineFoodCatalog: FoodAnalysisService {
    /// The foods, in the file's order.
    public let foods: [FoodInfo]
    /// Where the art is: `<artDirectory>/<id>.png`.
    public let artDirectory: String
    /// The sticker style the scene makes stickers with, so signatures compare like with like.
    let style: StickerStyle
    /// The most a picture's signature may differ from a food's and still count as that food.
    static let recognitionThreshold = 0.16
    private var signatures: [(id: String, signature: StickerSignature)]?

    /// The file layout: what `foods.yml` holds.
    private struct File: Decodable { var foods: [FoodInfo] }

    /// Reads the catalog at `path`.
    /// - Throws: `DataFileError` naming the file when it is missing or malformed, or when two
    ///   foods share an id.
    public init(path: String, artDirectory: String, style: StickerStyle) throws {
        let foods = try DataFile.decode(File.self, from: path).foods
        var seen: Set<String> = []
        for food in foods where !seen.insert(food.id).inserted {
            throw DataFileError(path: path, reason: "two foods have the id '\(food.id)'")
        }
        guard !foods.isEmpty else { throw DataFileError(path: path, reason: "the catalog lists no foods") }
        self.foods = foods
        self.artDirectory = artDirectory
        self.style = style
    }

    /// The food with catalog id `id`.
    public func food(withID id: String) -> FoodInfo? { foods.first { $0.id == id } }

    /// The path of the art for food `id`.
    public func artPath(for id: String) -> String { artDirectory + "/" + id + ".png" }

    public func analyze(sticker: Image, hint: String?) -> FoodAnalysis {
        if let hint, let food = food(withID: hint) { return .known(food) }
        let signature = StickerSignature(sticker)
        let best = catalogSignatures().map { (id: $0.id, distance: $0.signature.distance(to: signature)) }
            .min { $0.distance < $1.distance }
        guard let best, best.distance <= Self.recognitionThreshold, let food = food(withID: best.id) else {
            return .unknown
        }
        return .known(food)
    }

    /// The signatures of the stickers made from every food's art, made on first use. A food whose
    /// art cannot be read is left out (the scene reports unreadable art when it loads it).
    private func catalogSignatures() -> [(id: String, signature: StickerSignature)] {
        if let signatures { return signatures }
        let made = foods.compactMap { food -> (id: String, signature: StickerSignature)? in
            guard let sticker = try? StickerCache.sticker(forArtAt: artPath(for: food.id), style: style) else { return nil }
            return (food.id, StickerSignature(sticker))
        }
        signatures = made
        return made
    }
}
