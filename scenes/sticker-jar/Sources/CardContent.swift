import Engine
import Foundation

/// What a detail card says, section by section: the food's name, a line on it, four nutrition
/// values and a fun fact. A known food's come from the catalog; a food the user named that the
/// catalog lacks gets its name, why there is no nutrition, and a fun fact about snacks; a
/// mystery snack's card asks what it is (the form to name it is the card's widgets).
struct CardContent: Equatable {
    /// One nutrition value and its label, e.g. ("105", "kcal").
    struct Nutrient: Equatable {
        var value: String
        var label: String
    }

    var title: String
    /// The line under the title: a known food's serving, or what to make of the card.
    var subtitle: String
    /// The nutrition values; none for a food whose nutrition is not known.
    var nutrients: [Nutrient]
    /// The fun fact; empty on a mystery snack's card, which asks instead.
    var fact: String

    /// The card of a sticker that is `facts`, whose picture is `image`, its words that come in
    /// more than one language in `language`.
    init(facts: StickerFacts, image: Image, language: JarLanguage = .english) {
        typealias S = StickerJarStrings
        switch facts {
        case .food(let food):
            title = food.name
            subtitle = S.nutritionPer(food.serving)
            nutrients = [Nutrient(value: Self.format(food.calories), label: S.calories),
                         Nutrient(value: S.grams(Self.format(food.protein)), label: S.protein),
                         Nutrient(value: S.grams(Self.format(food.carbs)), label: S.carbs),
                         Nutrient(value: S.grams(Self.format(food.fat)), label: S.fat)]
            fact = food.fact
        case .named(let name):
            title = name
            subtitle = S.namedDescription(language)
            nutrients = []
            fact = S.mysteryFacts[Int(Self.pictureHash(image) % UInt64(S.mysteryFacts.count))]
        case .mystery:
            title = S.mysteryQuestion(language)
            subtitle = S.mysteryAsk(language)
            nutrients = []
            fact = ""
        }
    }

    /// A number for the card: whole when it is, else one decimal.
    static func format(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// A hash of `image`'s colours on an 8 × 8 grid: the same picture always gets the same fact.
    static func pictureHash(_ image: Image) -> UInt64 {
        var hasher = StateHasher()
        for j in 0..<8 {
            for i in 0..<8 {
                let c = image[x: (2 * i + 1) * image.width / 16, y: (2 * j + 1) * image.height / 16]
                hasher.combine(UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a))
            }
        }
        return hasher.value
    }
}
