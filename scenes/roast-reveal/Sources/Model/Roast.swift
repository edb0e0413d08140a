/// One roast as the card shows it and the library keeps it.
public struct Roast: Codable, Sendable, Hashable {
    /// An id unique within a profile, drawn from the session's generator.
    public var id: UInt64
    /// The roast's words.
    public var text: String
    public var category: RoastCategory
    /// The spice the user asked for, 1…5 (`RoastSpice.range`).
    public var spice: Int
    public var mood: RoastMood?
    /// The id of the themed collection it came from, if any.
    public var collectionID: String?
    public var language: RoastLanguage
    /// The user's reaction, once they gave one.
    public var reaction: RoastReaction?

    public init(id: UInt64, text: String, category: RoastCategory, spice: Int, mood: RoastMood? = nil,
                collectionID: String? = nil, language: RoastLanguage, reaction: RoastReaction? = nil) {
        self.id = id
        self.text = text
        self.category = category
        self.spice = spice
        self.mood = mood
        self.collectionID = collectionID
        self.language = language
        self.reaction = reaction
    }
}
