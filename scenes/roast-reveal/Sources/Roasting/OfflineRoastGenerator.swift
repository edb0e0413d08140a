import Engine

/// The built-in roast writer: a grammar per language (`data/grammar/<language>.yml`).
public struct OfflineRoastGenerator: RoastProvider, Sendable {
    /// The grammars by language.
    public let grammars: [RoastLanguage: RoastGrammar]
    /// How many roasts it writes at most, looking for one the user has not seen lately and that
    /// repeats no recent sentence of the category.
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
        // The first text that is new and repeats no recent sentence; failing that, the new one
        // that repeats the fewest.
        var best: (text: String, repeats: Int)?
        for _ in 0..<Self.freshAttempts {
            let text = grammar.expand(setting, random: &random)
            guard !request.recent.contains(text) else { continue }
            let repeats = request.recentSentences.isEmpty ? 0 : RoastSentences.of(text).filter(request.recentSentences.contains).count
            if repeats == 0 { return text }
            if repeats < best?.repeats ?? .max { best = (text, repeats) }
        }
        return best?.text
    }
}
