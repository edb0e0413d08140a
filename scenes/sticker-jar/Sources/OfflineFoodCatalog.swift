import Engine
import Synchronization

/// The built-in food-analysis service: the catalog in `data/foods.yml` with each food's art in
/// `art/foods/<id>.png`. It knows bundled foods by their id and recognises other pictures of
/// them with a `FoodRecogniser` whose references are the stickers made from the catalog's art;
/// when the recogniser is not sure, the food is unknown and its nearest guesses are offered.
public final class OfflineFoodCatalog: FoodAnalysisService {
    /// The foods, in the file's order.
    public let foods: [FoodInfo]
    /// Where the art is: `<artDirectory>/<id>.png`.
    public let artDirectory: String
    /// The sticker style the scene makes stickers with, so signatures compare like with like.
    let style: StickerStyle
    /// How many of the recogniser's nearest foods an unknown food's analysis offers.
    static let guessCount = 3
    /// Recognisers made, shared by every catalog in the process with the same foods, art and
    /// style: making one is a pure function of those, and scenes start often (tests, replays,
    /// the bench).
    private static let recognisers = Mutex<[String: FoodRecogniser]>([:])

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

    /// The food `sticker` shows: the catalog food `hint` names, else the recogniser's food when it
    /// is sure, else unknown with its nearest guesses.
    public func analyze(sticker: Image, hint: String?) -> FoodAnalysis {
        if let hint, let food = food(withID: hint) { return .known(food) }
        let recognition = recognise(sticker: sticker)
        if let id = recognition.confidentFood, let food = food(withID: id) { return .known(food) }
        return .unknown(guesses: Array(recognition.candidates.prefix(Self.guessCount)))
    }

    /// What the recogniser makes of `sticker` (made in the catalog's style): the nearest food,
    /// how near, and by what margin.
    public func recognise(sticker: Image) -> FoodRecognition {
        catalogRecogniser().recognise(sticker)
    }

    /// What the recogniser makes of a photo: the sticker the scene would make of it, recognised.
    /// - Throws: `StickerError` when the photo has no subject to lift.
    public func recognise(photo: Image) throws -> FoodRecognition {
        try recognise(sticker: StickerMaker.makeSticker(from: photo, style: style))
    }

    /// The recogniser of the stickers made from every food's art, made on first use. A food whose
    /// art cannot be read is left out (the scene reports unreadable art when it loads it).
    private func catalogRecogniser() -> FoodRecogniser {
        let key = "\(artDirectory)|\(style)|" + foods.map(\.id).joined(separator: ",")
        if let made = Self.recognisers.withLock({ $0[key] }) { return made }
        let stickers = foods.compactMap { food -> (id: String, sticker: Image)? in
            guard let sticker = try? StickerCache.sticker(forArtAt: artPath(for: food.id), style: style) else { return nil }
            return (food.id, sticker)
        }
        let made = FoodRecogniser(stickers: stickers, style: style)
        Self.recognisers.withLock { $0[key] = made }
        return made
    }
}
