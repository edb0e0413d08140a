import Engine

/// What is known about one food: its name, a fun fact and nutrition per typical serving.
public struct FoodInfo: Codable, Equatable, Sendable {
    /// The catalog id, lowercase-kebab ("hot-pepper"); also the art's file name.
    public var id: String
    public var name: String
    /// The emoji the food's art was drawn from.
    public var emoji: String
    /// One short, friendly fun fact.
    public var fact: String
    /// What one serving is, e.g. "1 medium (118 g)".
    public var serving: String
    /// Energy per serving, in kilocalories.
    public var calories: Double
    /// Protein per serving, in grams.
    public var protein: Double
    /// Carbohydrates per serving, in grams.
    public var carbs: Double
    /// Fat per serving, in grams.
    public var fat: Double
}
