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
    /// The save `file` (a name in the scene's save folder, the same on every machine, as the
    /// message is part of the replayed state) could not be read for `reason`, and is kept beside
    /// as `keptAs`.
    static func damagedSave(_ file: String, _ reason: String, keptAs: String) -> String {
        "\(file) could not be read (\(reason)); it is kept as \(keptAs)"
    }
    /// `count` saved stickers whose pictures could not be read, the first few of them by `keys`.
    static func unrestored(_ count: Int, keys: [String]) -> String {
        "\(NumberText.grouped(count)) saved sticker\(count == 1 ? "" : "s") could not be restored: " + keys.joined(separator: ", ")
    }

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

    // MARK: - Naming a mystery snack (English and Vietnamese)

    /// The title of a sticker's card when the recogniser is not sure what it shows.
    static func mysteryQuestion(_ language: JarLanguage = .english) -> String {
        language == .english ? "A mystery snack \u{2014} what is it?" : "Món ăn bí ẩn \u{2014} đây là gì?"
    }
    /// The line under it: what to do.
    static func mysteryAsk(_ language: JarLanguage = .english) -> String {
        language == .english ? "I'm not sure what food this is. Type its name, or pick it from the list."
            : "Mình chưa chắc đây là món gì. Hãy gõ tên món, hoặc chọn trong danh sách."
    }
    /// The name field's placeholder.
    static func namePlaceholder(_ language: JarLanguage = .english) -> String {
        language == .english ? "Type its name" : "Gõ tên món"
    }
    /// The button that names the sticker what the field says.
    static func nameButton(_ language: JarLanguage = .english) -> String {
        language == .english ? "Name it" : "Đặt tên"
    }
    /// The list's headers: the recogniser's nearest guesses, then every food of the catalog.
    static func guessesHeader(_ language: JarLanguage = .english) -> String {
        language == .english ? "Maybe it is\u{2026}" : "Có thể là\u{2026}"
    }
    static func allFoodsHeader(_ language: JarLanguage = .english) -> String {
        language == .english ? "All the foods I know" : "Các món mình biết"
    }
    /// "Name it" with an empty field.
    static func typeANameFirst(_ language: JarLanguage = .english) -> String {
        language == .english ? "Type a name first, or pick one from the list" : "Hãy gõ tên trước, hoặc chọn trong danh sách"
    }
    /// A sticker just named `name`.
    static func named(_ name: String, _ language: JarLanguage = .english) -> String {
        language == .english ? "Named it \u{201C}\(name)\u{201D}" : "Đã đặt tên \u{201C}\(name)\u{201D}"
    }
    /// The line under a name of the user's own that the catalog lacks: why there is no nutrition.
    static func namedDescription(_ language: JarLanguage = .english) -> String {
        language == .english ? "You named this snack. I don't know its nutrition, so I show none rather than guess."
            : "Bạn đã đặt tên cho món này. Mình không biết giá trị dinh dưỡng của nó nên không đoán bừa."
    }
    /// A dropped photo the recogniser was not sure of.
    static func newMysterySticker(_ file: String, _ language: JarLanguage = .english) -> String {
        language == .english ? "\(file): I'm not sure what this is \u{2014} name it on its card"
            : "\(file): mình chưa chắc đây là gì \u{2014} hãy đặt tên trên thẻ"
    }

    /// Fun facts about snacks in general, one picked by its picture for a sticker the user named
    /// with a name the catalog lacks.
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
}

/// The languages the jar's words come in. The jar speaks English; the Vietnamese of the words
/// that have it is kept beside it, and a test sees that both fit their widgets.
enum JarLanguage: CaseIterable {
    case english, vietnamese
}
