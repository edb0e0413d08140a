import Engine

/// The built-in roast writer: a grammar per language (`data/grammar/<language>.yml`).
public struct OfflineRoastGenerator: RoastProvider, Sendable {
    /// The grammars by language.
    public let grammars: [RoastLanguage: RoastGrammar]
    /// How many roasts it writes at most, looking for one the user has not seen lately.
    static let freshAttempts = 100

    /// The generator with `grammars`.
    public init(grammars: [RoastLanguage: RoastGrammar]) {
        self.grammars = grammars
    }

    /// The generator reading every language's grammar from `resources` (`data/grammar/<language>.yml`).
    /// - Throws: `DataFileError` naming the first file that is missing or wrong.
    public init(resources: SceneResources) throws {
        var grammars: [RoastLanguage: RoastGrammar] = [:]
        for language in RoastLanguage.allCases {
            grammars[language] = try RoastGrammar(path: resources.path("data/grammar/\(language.rawValue).yml"))
        }
        self.init(grammars: grammars)
    }

    public func roastText(for request: RoastRequest, random: inout RandomGenerator) -> String? {
        guard let grammar = grammars[request.language] else { return nil }
        let setting = RoastGrammar.Setting(
            categoryIndex: RoastCategory.allCases.firstIndex(of: request.category)!,
            moodIndex: request.mood.map { RoastMood.allCases.firstIndex(of: $0)! } ?? RoastMood.allCases.count,
            collectionID: request.collectionID, spice: request.effectiveSpice, adjustment: request.adjustment)
        var text = grammar.expand(setting, random: &random)
        var attempts = 1
        while request.recent.contains(text) && attempts < Self.freshAttempts {
            text = grammar.expand(setting, random: &random)
            attempts += 1
        }
        return request.recent.contains(text) ? nil : text
    }
}
