import Engine
import Foundation

/// What a detail card says, section by section: the food's name, a line on it, four nutrition
/// values, a fun fact and a tip. A known food's come from the analysis; a mystery snack's are a
/// kindly description, a typical snack's nutrition and a fun fact about snacks.
struct CardContent: Equatable {
    /// One nutrition value and its label, e.g. ("105", "kcal").
    struct Nutrient: Equatable {
        var value: String
        var label: String
    }

    var title: String
    /// The line under the title: a known food's serving, or what a mystery snack is.
    var subtitle: String
    var nutrients: [Nutrient]
    /// A note under the nutrition; empty for a known food, whose values are measured.
    var nutritionNote: String
    var fact: String
    /// What to try next; empty for a known food.
    var tip: String

    /// The card for `art`; `knownFoods` is how many foods the catalog knows (for the tip).
    init(art: StickerArt, knownFoods: Int) {
        typealias S = StickerJarStrings
        switch art.analysis {
        case .known(let food):
            title = food.name
            subtitle = S.nutritionPer(food.serving)
            nutrients = [Nutrient(value: Self.format(food.calories), label: S.calories),
                         Nutrient(value: S.grams(Self.format(food.protein)), label: S.protein),
                         Nutrient(value: S.grams(Self.format(food.carbs)), label: S.carbs),
                         Nutrient(value: S.grams(Self.format(food.fat)), label: S.fat)]
            nutritionNote = ""
            fact = food.fact
            tip = ""
        case .unknown:
            title = S.mysteryTitle
            subtitle = S.mysteryDescription
            nutrients = [Nutrient(value: S.mysteryCalories, label: S.calories),
                         Nutrient(value: S.mysteryProtein, label: S.protein),
                         Nutrient(value: S.mysteryCarbs, label: S.carbs),
                         Nutrient(value: S.mysteryFat, label: S.fat)]
            nutritionNote = S.mysteryNutritionNote
            fact = S.mysteryFacts[Int(Self.pictureHash(art.image) % UInt64(S.mysteryFacts.count))]
            tip = S.mysteryTip(knownFoods: knownFoods)
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
