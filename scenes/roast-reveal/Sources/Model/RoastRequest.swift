/// What the user asked for (category, spice, mood, collection), plus the language and the roasts
/// not to repeat.
public struct RoastRequest: Sendable, Hashable {
    public var category: RoastCategory
    /// 1…5; values outside are clamped (`RoastSpice.range`).
    public var spice: Int
    public var mood: RoastMood?
    /// A themed collection (`RoastCollection.id`), or nil for the plain grammar.
    public var collectionID: String?
    public var language: RoastLanguage
    /// The texts of the user's recent roasts (the last 50): a new roast is none of them.
    public var recent: Set<String>
    /// The sentences of the last few roasts of the category (`RoastSave.recentSentences`): a new
    /// roast repeats none of them when the grammar allows.
    public var recentSentences: Set<String>
    /// How the user's reactions to this category shift the wording.
    public var adjustment: RoastAdjustment

    public init(category: RoastCategory, spice: Int, mood: RoastMood? = nil, collectionID: String? = nil,
                language: RoastLanguage, recent: Set<String> = [], recentSentences: Set<String> = [],
                adjustment: RoastAdjustment = .neutral) {
        self.category = category
        self.spice = spice
        self.mood = mood
        self.collectionID = collectionID
        self.language = language
        self.recent = recent
        self.recentSentences = recentSentences
        self.adjustment = adjustment
    }

    /// The spice the words are chosen at: the request's, clamped to 1…5 and capped by the mood.
    public var effectiveSpice: Int {
        let clamped = min(max(spice, RoastSpice.range.lowerBound), RoastSpice.range.upperBound)
        return mood.map { min(clamped, $0.spiceCap) } ?? clamped
    }
}
