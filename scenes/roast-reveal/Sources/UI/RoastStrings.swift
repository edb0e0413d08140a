import Engine
import UI

/// The scene's words in every language: tables of key → text in
/// `data/strings/<language>.yml`, with `{name}` placeholders.
///
/// A key a table lacks falls back to English, then to the key itself, so a gap shows as a key
/// rather than an empty label (a test keeps the tables complete).
public struct RoastStrings: Sendable {
    /// The tables by language.
    public let tables: [RoastLanguage: [String: String]]
    /// How many `roast.fallback.N` lines the tables hold.
    static let fallbackCount = 3

    private struct File: Decodable { var strings: [String: String] }

    public init(tables: [RoastLanguage: [String: String]]) {
        self.tables = tables
    }

    /// Reads every language's table from `resources` (`data/strings/<language>.yml`).
    /// - Throws: `DataFileError` naming the first file that is missing, malformed or empty.
    public init(resources: SceneResources) throws {
        var tables: [RoastLanguage: [String: String]] = [:]
        for language in RoastLanguage.allCases {
            let path = resources.path("data/strings/\(language.rawValue).yml")
            let strings = try DataFile.decode(File.self, from: path).strings
            guard !strings.isEmpty else { throw DataFileError(path: path, reason: "holds no strings") }
            tables[language] = strings
        }
        self.init(tables: tables)
    }

    /// The text of `key` in `language`, its `{name}` placeholders filled from `values`.
    public func text(_ key: String, in language: RoastLanguage, _ values: [String: String] = [:]) -> String {
        var text = tables[language]?[key] ?? tables[.en]?[key] ?? key
        for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    /// The text of `key.one` or `key.other` by `count`, with `{n}` filled in (e.g. "1 day", "5 days").
    public func count(_ key: String, _ count: Int, in language: RoastLanguage) -> String {
        text(count == 1 ? key + ".one" : key + ".other", in: language, ["n": NumberText.grouped(count, languageCode: language.rawValue)])
    }
}

extension RoastStrings {
    /// The scene's title in the launcher.
    public static let sceneTitle = "Roast reveal"
    /// One line on the scene in the launcher.
    public static let sceneSummary = "RoastMeLater: pick a category and spice, watch the roast card drop, flip and type itself in."
}
