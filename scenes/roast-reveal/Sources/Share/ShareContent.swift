/// What a share image shows: the roast's words, its category and spice, with the labels in one
/// language.
public struct ShareContent: Sendable, Hashable {
    /// The roast's words.
    public var text: String
    public var category: RoastCategory
    /// 1…5 (`RoastSpice.range`), drawn as that many chillies of five.
    public var spice: Int
    /// The language of the labels (the category, the spice's name, "made with").
    public var language: RoastLanguage

    public init(text: String, category: RoastCategory, spice: Int, language: RoastLanguage) {
        self.text = text
        self.category = category
        self.spice = spice
        self.language = language
    }

    /// The content of `roast`'s share image, its labels in the roast's language.
    init(_ roast: Roast) {
        self.init(text: roast.text, category: roast.category, spice: roast.spice, language: roast.language)
    }
}
