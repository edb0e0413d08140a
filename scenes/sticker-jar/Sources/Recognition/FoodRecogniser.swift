import Engine

/// Tells which catalog food a sticker shows, and how sure it is: the food whose reference
/// stickers (each food's art under a few lights) look nearest, with the distance to it and the
/// margin to the nearest other food. A pure function of the sticker's pixels.
public struct FoodRecogniser: Sendable {
    /// One reference: a food's features under one light, and what matching under that light
    /// costs.
    private struct Reference: Sendable {
        var id: String
        var features: FoodFeatures
        var cost: Double
    }

    private let references: [Reference]
    let style: StickerStyle

    /// The lights each food's art is seen under as references, and what a match under each adds
    /// to the distance: as drawn (nothing), a warm lamp and a cool shade, dim and bright. Photos
    /// are seldom lit as the art is, and these let a lamp's yellow not read as another food; but
    /// most photos are lit near neutral, and an orange in daylight is close to an egg under a
    /// lamp, so a coloured light must be earned by a closer match.
    static let referenceLights: [(gains: FoodFeatures.Gains, cost: Double)] = [
        (.neutral, 0), (.init(r: 1.12, g: 1.0, b: 0.78), lightCost), (.init(r: 0.88, g: 1.0, b: 1.15), lightCost),
        (.init(r: 0.62, g: 0.62, b: 0.62), lightCost / 2), (.init(r: 1.3, g: 1.3, b: 1.3), lightCost / 2),
    ]
    /// What a match under a warm or cool light adds to the distance (half that for dim or bright).
    static let lightCost = 0.05

    /// The most a sticker may differ from its nearest food and still be named, and the least
    /// share of that distance by which the nearest other food must be further: below either the
    /// recogniser says it is not sure. Chosen from the reference photos (`FoodPhotoSet`'s
    /// `.reference` split), never the evaluation photos, by `RecognitionScore.bestLimits`: the
    /// pair that names the most foods rightly while its confident wrong answers, unlisted foods
    /// included, stay at most 1 % even with the limits 10 % looser (`diorama-bench jar` prints
    /// the pair it finds).
    public static let maximumDistance = 0.42, minimumMargin = 0.30

    /// A recogniser of the foods `stickers` show, by id (stickers made in `style`); a sticker
    /// with no subject to speak of is left out.
    init(stickers: [(id: String, sticker: Image)], style: StickerStyle) {
        self.style = style
        references = stickers.flatMap { entry in
            Self.referenceLights.compactMap { light in
                FoodFeatures(sticker: entry.sticker, style: style, lighting: light.gains).map {
                    Reference(id: entry.id, features: $0, cost: light.cost)
                }
            }
        }
    }

    /// What `sticker` looks like: the nearest food and how sure that is.
    func recognise(_ sticker: Image) -> FoodRecognition {
        guard let features = FoodFeatures(sticker: sticker, style: style) else {
            return FoodRecognition(best: nil, distance: .infinity, runnerUp: nil, margin: 0)
        }
        // The nearest reference of each food, in the references' order (ties keep the first).
        var nearest: [(id: String, distance: Double)] = []
        for reference in references {
            let d = features.distance(to: reference.features) + reference.cost
            if let index = nearest.firstIndex(where: { $0.id == reference.id }) {
                if d < nearest[index].distance { nearest[index].distance = d }
            } else {
                nearest.append((reference.id, d))
            }
        }
        let ranked = nearest.enumerated().sorted {
            $0.element.distance != $1.element.distance ? $0.element.distance < $1.element.distance : $0.offset < $1.offset
        }.map(\.element)
        guard let best = ranked.first else { return FoodRecognition(best: nil, distance: .infinity, runnerUp: nil, margin: 0) }
        let second = ranked.dropFirst().first
        let margin = second.map { $0.distance > 0 ? ($0.distance - best.distance) / $0.distance : 0 } ?? 1
        return FoodRecognition(best: best.id, distance: best.distance, runnerUp: second?.id, margin: margin,
                               candidates: ranked.prefix(5).map(\.id))
    }
}

/// What the recogniser made of a sticker.
public struct FoodRecognition: Equatable, Sendable {
    /// The nearest food's id (nil when the sticker has no subject to compare).
    public var best: String?
    /// How far the sticker is from that food (`FoodFeatures.distance`, about 0...1).
    public var distance: Double
    /// The next nearest food.
    public var runnerUp: String?
    /// How much further the runner-up is, as a share of its distance (0...1): 0 for a tie, 1
    /// when the best is an exact match.
    public var margin: Double
    /// The nearest foods, best first (at most five).
    public var candidates: [String] = []

    /// Whether the recogniser is sure enough to name the food, by the given limits.
    public func isConfident(maximumDistance: Double = FoodRecogniser.maximumDistance,
                            minimumMargin: Double = FoodRecogniser.minimumMargin) -> Bool {
        best != nil && distance <= maximumDistance && margin >= minimumMargin
    }

    /// The food it names when it is sure, else nil.
    public var confidentFood: String? { isConfident() ? best : nil }
}
