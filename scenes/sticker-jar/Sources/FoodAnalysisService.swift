import Engine

/// What a food-analysis service made of a sticker.
public enum FoodAnalysis: Equatable, Sendable {
    /// The service recognised the food.
    case known(FoodInfo)
    /// The service is not sure what this food is: it may be one it does not know, or one it
    /// cannot tell from another. `guesses` are the catalog ids it found nearest, best first
    /// (possibly none), for the user to pick from.
    case unknown(guesses: [String])
}

/// Names a sticker's food and finds its facts: the desktop stand-in for the phone app's cloud
/// function. The built-in provider is `OfflineFoodCatalog`; a networked service can be plugged in
/// by conforming to this protocol. Answers must be deterministic (they feed the simulation), so a
/// slow service should be asked ahead of time and its answer replayed as data.
public protocol FoodAnalysisService {
    /// Analyses `sticker` (a finished sticker image); `hint` is the catalog id when the sticker
    /// was made from a bundled food's art.
    func analyze(sticker: Image, hint: String?) -> FoodAnalysis
}
