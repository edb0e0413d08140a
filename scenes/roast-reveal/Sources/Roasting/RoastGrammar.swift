import Engine

/// A compiled grammar: rules of weighted alternatives whose templates fill slots from other rules.
///
/// Compiling resolves every slot to rule numbers up front (per category, per mood, per
/// collection), so expanding a roast is array walks and appends, with no parsing or lookups.
public struct RoastGrammar: Sendable {
    /// A piece of a template.
    enum Token: Sendable {
        case text(String)
        case slot(Slot, capitalise: Bool, article: Bool)
    }

    /// Which rule a slot expands, by the request.
    enum Slot: Sendable {
        case rule(Int)
        /// The rule per `RoastCategory.allCases` index.
        case topic([Int])
        /// The rule per `RoastMood.allCases` index, then the rule for no mood.
        case tone([Int])
        /// `roast`, or the collection's own rule by collection id.
        case body(plain: Int, themed: [String: Int])
    }

    struct Alternative: Sendable {
        var tokens: [Token]
        var weight: Double
        var spice: ClosedRange<Int>
        var flavors: [RoastFlavor]
    }

    /// The alternatives of one rule open at one spice level, with their weights and flavours.
    struct Choice: Sendable {
        var alternatives: [Int]
        var weights: [Double]
        /// Each alternative's flavours as bits (`RoastFlavor.allCases` order), 0 for none.
        var flavorBits: [UInt8]
        /// The sum of `weights`.
        var total: Double
    }

    /// Whether the `a` modifier writes English articles.
    let articles: Bool
    /// The rules by number (their names in sorted order).
    let rules: [[Alternative]]
    /// Per rule, per spice level (index spice − 1): what may be picked.
    let choices: [[Choice]]
    /// The rule a roast starts from (`main`).
    let start: Int
    /// The collections this grammar has material for.
    public let collectionIDs: Set<String>

    /// Templates expand at most this deep (the compiler refuses cycles; this is belt and braces).
    static let maxDepth = 16

    /// Reads and compiles the grammar file at `path`.
    /// - Throws: `DataFileError` naming the file: bad YAML, a slot naming no rule, a missing
    ///   category or mood rule, a rule with nothing to say at some spice level, or a cycle.
    public init(path: String) throws {
        try self.init(file: DataFile.decode(RoastGrammarFile.self, from: path), path: path)
    }

    init(file: RoastGrammarFile, path: String) throws {
        func fail(_ reason: String) -> DataFileError { DataFileError(path: path, reason: reason) }
        let sortedNames = file.rules.keys.sorted()
        var names: [String: Int] = [:]
        for (i, name) in sortedNames.enumerated() { names[name] = i }
        let themed = Dictionary(uniqueKeysWithValues: sortedNames.compactMap { name -> (String, Int)? in
            guard name.hasPrefix("collection."), !name.dropFirst("collection.".count).contains(".") else { return nil }
            return (String(name.dropFirst("collection.".count)), names[name]!)
        })
        func slot(_ name: String, in rule: String) throws -> Slot {
            func require(_ full: String) throws -> Int {
                guard let n = names[full] else { throw fail("rule '\(rule)' uses {\(name)}, but there is no rule '\(full)'") }
                return n
            }
            if name == "body" {
                return .body(plain: try require("roast"), themed: themed)
            } else if name.hasPrefix("topic.") {
                let suffix = name.dropFirst("topic.".count)
                return .topic(try RoastCategory.allCases.map { try require("\($0.rawValue).\(suffix)") })
            } else if name.hasPrefix("tone.") {
                let suffix = name.dropFirst("tone.".count)
                let moods = RoastMood.allCases.map(\.rawValue) + ["none"]
                return .tone(try moods.map { try require("mood.\($0).\(suffix)") })
            }
            return .rule(try require(name))
        }
        func tokens(_ text: String, in rule: String) throws -> [Token] {
            var result: [Token] = []
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{") {
                if open > rest.startIndex { result.append(.text(String(rest[..<open]))) }
                guard let close = rest[open...].firstIndex(of: "}") else {
                    throw fail("rule '\(rule)' has a '{' without '}' in \"\(text)\"")
                }
                let parts = rest[rest.index(after: open)..<close].split(separator: "|", omittingEmptySubsequences: false)
                var capitalise = false, article = false
                for modifier in parts.dropFirst() {
                    switch modifier {
                    case "cap": capitalise = true
                    case "a": article = true
                    default: throw fail("rule '\(rule)' uses the unknown modifier '\(modifier)' (cap or a)")
                    }
                }
                result.append(.slot(try slot(String(parts[0]), in: rule), capitalise: capitalise, article: article))
                rest = rest[rest.index(after: close)...]
            }
            if !rest.isEmpty { result.append(.text(String(rest))) }
            return result
        }
        var rules: [[Alternative]] = []
        for name in sortedNames {
            let written = file.rules[name]!
            guard !written.isEmpty else { throw fail("rule '\(name)' has no alternatives") }
            var alternatives: [Alternative] = []
            for alt in written {
                guard alt.weight.isFinite, alt.weight > 0 else { throw fail("rule '\(name)': weight \(alt.weight) is not positive") }
                var spice = RoastSpice.range
                if let range = alt.spice {
                    guard range.count == 2, RoastSpice.range.contains(range[0]), RoastSpice.range.contains(range[1]),
                          range[0] <= range[1] else {
                        throw fail("rule '\(name)': spice \(range) is not [min, max] within 1…5")
                    }
                    spice = range[0]...range[1]
                }
                alternatives.append(Alternative(tokens: try tokens(alt.text, in: name), weight: alt.weight, spice: spice,
                                                flavors: alt.flavors ?? []))
            }
            for level in RoastSpice.range where !alternatives.contains(where: { $0.spice.contains(level) }) {
                throw fail("rule '\(name)' has nothing at spice \(level)")
            }
            rules.append(alternatives)
        }
        guard let start = names["main"] else { throw fail("there is no rule 'main' to start from") }
        self.articles = file.articles
        self.rules = rules
        self.choices = rules.map { alternatives in
            RoastSpice.range.map { spice in
                let open = alternatives.indices.filter { alternatives[$0].spice.contains(spice) }
                let weights = open.map { alternatives[$0].weight }
                let bits = open.map { i in
                    alternatives[i].flavors.reduce(UInt8(0)) { $0 | 1 << UInt8(RoastFlavor.allCases.firstIndex(of: $1)!) }
                }
                return Choice(alternatives: open, weights: weights, flavorBits: bits, total: weights.reduce(0, +))
            }
        }
        self.start = start
        self.collectionIDs = Set(themed.keys)
        if let cycle = Self.cycle(in: rules, names: sortedNames) { throw fail("rules refer to themselves: \(cycle)") }
    }

    /// A rule that can reach itself, or nil.
    private static func cycle(in rules: [[Alternative]], names: [String]) -> String? {
        var state = [UInt8](repeating: 0, count: rules.count)   // 0 new, 1 on the path, 2 done
        func visit(_ rule: Int) -> String? {
            if state[rule] == 1 { return names[rule] }
            if state[rule] == 2 { return nil }
            state[rule] = 1
            for alt in rules[rule] {
                for case .slot(let slot, _, _) in alt.tokens {
                    let targets: [Int]
                    switch slot {
                    case .rule(let n): targets = [n]
                    case .topic(let ns), .tone(let ns): targets = ns
                    case .body(let plain, let themed): targets = [plain] + themed.values
                    }
                    for target in targets { if let found = visit(target) { return found } }
                }
            }
            state[rule] = 2
            return nil
        }
        for rule in rules.indices { if let found = visit(rule) { return found } }
        return nil
    }
}
