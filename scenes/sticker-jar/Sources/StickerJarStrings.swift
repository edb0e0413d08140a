import UI

/// The sticker jar's words for the user, in one place so a translation can replace them.
enum StickerJarStrings {
    // MARK: - The jar

    static let title = "Sticker Jar"
    /// The line under the title while the jar is empty.
    static let emptyJar = "Add a sticker to start your jar"
    /// The line under the title: how many stickers there are.
    static func stickerCount(_ n: Int) -> String { "\(NumberText.grouped(n)) sticker\(n == 1 ? "" : "s") \u{00B7} tap one for its facts" }
    static let addSticker = "+ Add sticker", shake = "Shake", clearJar = "Clear jar"
    /// The keys and gestures, along the bottom of the canvas.
    static let footerHint = "Drag to move \u{00B7} \u{2190}/\u{2192} or right-drag to tilt \u{00B7} Space or shake the mouse \u{00B7} drop a photo"
    static func jarFull(_ capacity: Int) -> String { "The jar is full: \(NumberText.grouped(capacity)) stickers" }
    static func cannotAdd(_ key: String, _ error: any Error) -> String { "Cannot add \(key): \(error)" }
    static func cannotSave(_ error: any Error) -> String { cannotSave("\(error)") }
    static func cannotSave(_ reason: String) -> String { "Cannot save the jar: \(reason)" }

    // MARK: - Picker and clearing

    static let pickerTitle = "Add a sticker"
    static let confirmClearTitle = "Empty the jar?"
    /// What emptying the jar does, for `n` stickers.
    static func confirmClearDetail(_ n: Int, photos: Int) -> String {
        let stickers = "All \(NumberText.grouped(n)) sticker\(n == 1 ? "" : "s") will be removed"
        guard photos > 0 else { return stickers + ". This cannot be undone." }
        return stickers + ", and the picture\(photos == 1 ? "" : "s") of the \(photos) you made from photos with "
            + (n == 1 ? "it" : "them") + ". This cannot be undone."
    }
    /// A photo sticker's picture that could not be removed from the profile.
    static let keepThem = "Keep them", emptyJarButton = "Empty jar"
    static let alreadyEmpty = "The jar is already empty"

    // MARK: - Cards

    /// The line above a known food's nutrition, e.g. "Nutrition per 1 medium (118 g)".
    static func nutritionPer(_ serving: String) -> String { "Nutrition per \(serving)" }
    /// The labels under the four nutrition values.
    static let calories = "kcal", protein = "protein", carbs = "carbs", fat = "fat"
    /// A value in grams, e.g. "1.3 g".
    static func grams(_ value: String) -> String { "\(value) g" }
    static let funFact = "Fun fact"
    static let closeCard = "Tap outside or press Esc to close"
    /// The card's × button, as a screen reader would name it.
    static let closeCardButton = "Close"

    /// The card of a food the analysis did not know.
    static let mysteryTitle = "A mystery snack"
    static let mysteryDescription = "A one-of-a-kind sticker from your own picture. I don't know this food yet, "
        + "but it looks delicious!"
    /// A guess at one serving of a typical snack, shown where a known food's nutrition goes.
    static let mysteryCalories = "100–300", mysteryProtein = "2–10 g", mysteryCarbs = "10–40 g", mysteryFat = "2–15 g"
    static let mysteryNutritionNote = "A typical snack serving, not a measurement: check the label if it has one."
    /// What to try next, given how many foods the catalog knows.
    static func mysteryTip(knownFoods: Int) -> String {
        "Tip: a photo on a plain background helps me recognise a food; \"+ Add sticker\" has \(knownFoods) I know well."
    }
    /// Fun facts about snacks in general, one picked per mystery sticker by its picture.
    static let mysteryFacts = [
        "The word \"snack\" first meant a bite or a snap, like a dog's, in the 1400s.",
        "Potato chips were popular in America by the 1920s; the first bags were sealed with an iron.",
        "Astronauts snack on tortillas instead of bread: they make no crumbs to float into the equipment.",
        "Peanuts are not nuts but legumes, closer to peas and beans.",
        "Honey kept sealed does not spoil: pots thousands of years old have been found still edible.",
        "Popcorn pops because the water inside each kernel turns to steam and bursts the hull.",
        "The world's oldest known recipe is for beer, on a Sumerian tablet nearly 4,000 years old.",
        "Cashews grow hanging under a fruit called the cashew apple.",
    ]

    // MARK: - Messages

    /// A dropped photo that the analysis recognised.
    static func looksLike(_ file: String, _ food: String) -> String { "\(file): looks like \(food.lowercased())!" }
    /// A dropped photo of a food the analysis does not know.
    static func newMysterySticker(_ file: String) -> String { "\(file): a new sticker! I don't know this food yet" }
}
