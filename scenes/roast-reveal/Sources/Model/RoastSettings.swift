/// The user's settings: the language, the spice the slider starts at, and the generator's
/// choices last made.
public struct RoastSettings: Codable, Sendable, Hashable {
    /// The language the interface and new roasts are in.
    public var language: RoastLanguage = .en
    /// 1…5 (`RoastSpice.range`).
    public var defaultSpice = 3
    /// The category, spice and mood chosen last, which the next session's generator starts with;
    /// nil until the user picks one (the slider then starts at `defaultSpice`).
    public var lastChoice: RoastChoice?

    /// Settings in `language` with the slider starting at `defaultSpice`, and `lastChoice`.
    public init(language: RoastLanguage = .en, defaultSpice: Int = 3, lastChoice: RoastChoice? = nil) {
        self.language = language
        self.defaultSpice = defaultSpice
        self.lastChoice = lastChoice
    }
}

/// What the generator was set to: the category, the spice and the mood (nil for none).
public struct RoastChoice: Codable, Sendable, Hashable {
    /// What the roast is about.
    public var category: RoastCategory
    /// 1…5 (`RoastSpice.range`).
    public var spice: Int
    /// The mood, nil for none.
    public var mood: RoastMood?

    /// A choice of `category` at `spice` in `mood`.
    public init(category: RoastCategory, spice: Int, mood: RoastMood? = nil) {
        self.category = category
        self.spice = spice
        self.mood = mood
    }
}
