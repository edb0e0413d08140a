import Engine

/// The name the user gave a sticker the recogniser was not sure of: a catalog food (picked from
/// the card's list, or typed as the catalog spells it) or a name of their own, with no
/// nutrition to go with it. Kept in the jar's save.
struct SnackName: Codable, Equatable, Sendable {
    /// The sticker's art key (`custom-N`).
    var art: String
    /// The catalog food's id when the name is one; nil for a name of the user's own.
    var food: String?
    /// The name as the user gave it (a picked food's catalog name).
    var text: String

    /// The longest name the field takes, in characters: two lines of the card's title.
    static let maxLength = 24
}
