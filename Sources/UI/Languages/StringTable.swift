import Engine

/// A scene's words in several languages, kept out of its code so a translation can replace
/// them: a table of key → text for each language, read from `data/strings/<language>.yml`
/// (`strings:` then one `key: text` a line), with `{name}` placeholders and `.one`/`.other`
/// forms of counted words.
///
/// A key a language's table lacks falls back to the `fallback` language's text, then to the key
/// itself, so a gap shows as a key rather than an empty label.
public struct StringTable<Language: RawRepresentable & CaseIterable & Hashable & Sendable>: Sendable
where Language.RawValue == String {
    /// The tables by language: key → text.
    public let tables: [Language: [String: String]]
    /// The language whose text stands in for a key another table lacks.
    public let fallback: Language

    private struct File: Decodable { var strings: [String: String] }

    /// The words of `tables`, falling back to `fallback`'s.
    public init(tables: [Language: [String: String]], fallback: Language) {
        self.tables = tables
        self.fallback = fallback
    }

    /// Reads every language's table from `resources` (`data/strings/<language>.yml`).
    /// - Throws: `DataFileError` naming the first file that is missing, malformed or empty.
    public init(resources: SceneResources, fallback: Language) throws {
        var tables: [Language: [String: String]] = [:]
        for language in Language.allCases {
            let path = resources.path("data/strings/\(language.rawValue).yml")
            let strings = try DataFile.decode(File.self, from: path).strings
            guard !strings.isEmpty else { throw DataFileError(path: path, reason: UIStrings.emptyStringTable) }
            tables[language] = strings
        }
        self.init(tables: tables, fallback: fallback)
    }

    /// The text of `key` in `language`, its `{name}` placeholders filled from `values`.
    public func text(_ key: String, in language: Language, _ values: [String: String] = [:]) -> String {
        Self.filling(tables[language]?[key] ?? tables[fallback]?[key] ?? key, with: values)
    }

    /// The text of `key.one` or `key.other` by `count`, with `{n}` the count grouped as
    /// `language` groups digits (e.g. "1 day", "1,200 days").
    public func count(_ key: String, _ count: Int, in language: Language) -> String {
        text(count == 1 ? key + ".one" : key + ".other", in: language,
             ["n": NumberText.grouped(count, languageCode: language.rawValue)])
    }

    /// `template` with each `{name}` that `values` names replaced by its value, in one pass: a
    /// value is never read again for placeholders, so it shows as it is (braces and all) and the
    /// result does not depend on the order a dictionary hands its values out in.
    static func filling(_ template: String, with values: [String: String]) -> String {
        guard !values.isEmpty else { return template }
        var result = "", rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let name = rest[rest.index(after: open)...].prefix { $0 != "}" && $0 != "{" }
            if name.endIndex < rest.endIndex, rest[name.endIndex] == "}", let value = values[String(name)] {
                result += value
                rest = rest[rest.index(after: name.endIndex)...]
            } else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
            }
        }
        return result + rest
    }
}
