import Engine

/// Expanding a grammar into a roast's words.
extension RoastGrammar {
    /// What one expansion depends on besides the random numbers.
    struct Setting {
        var categoryIndex: Int
        /// `RoastMood.allCases` index, or the count of moods for no mood.
        var moodIndex: Int
        var collectionID: String?
        var spice: Int
        var adjustment: RoastAdjustment
    }

    /// The words of one roast for `setting`, capitalised, drawn from `random`.
    func expand(_ setting: Setting, random: inout RandomGenerator) -> String {
        var out = ""
        out.reserveCapacity(160)
        expand(rule: start, setting, into: &out, depth: 0, random: &random)
        return Self.capitalised(out)
    }

    private func expand(rule: Int, _ setting: Setting, into out: inout String, depth: Int, random: inout RandomGenerator) {
        guard depth < Self.maxDepth else { return }
        let choice = choices[rule][setting.spice - 1]
        let chosen = rules[rule][choice.alternatives[pick(in: choice, setting, random: &random)]]
        for token in chosen.tokens {
            switch token {
            case .text(let text):
                out += text
            case .slot(let slot, let capitalise, let article):
                let target: Int
                switch slot {
                case .rule(let n): target = n
                case .topic(let ns): target = ns[setting.categoryIndex]
                case .tone(let ns): target = ns[setting.moodIndex]
                case .body(let plain, let themed): target = setting.collectionID.flatMap { themed[$0] } ?? plain
                }
                if capitalise || article {
                    var part = ""
                    expand(rule: target, setting, into: &part, depth: depth + 1, random: &random)
                    if article && articles { part = Self.article(for: part) + " " + part }
                    out += capitalise ? Self.capitalised(part) : part
                } else {
                    expand(rule: target, setting, into: &out, depth: depth + 1, random: &random)
                }
            }
        }
    }

    /// The position in `choice` of a weighted random pick, flavours weighed by the setting's adjustment.
    private func pick(in choice: Choice, _ setting: Setting, random: inout RandomGenerator) -> Int {
        let last = choice.weights.count - 1
        if setting.adjustment == .neutral {
            var left = random.nextUnit() * choice.total
            for i in 0..<last {
                left -= choice.weights[i]
                if left < 0 { return i }
            }
            return last
        }
        let weights = choice.weights.indices.map { choice.weights[$0] * multiplier(choice.flavorBits[$0], setting.adjustment) }
        var left = random.nextUnit() * weights.reduce(0, +)
        for i in 0..<last {
            left -= weights[i]
            if left < 0 { return i }
        }
        return last
    }

    /// The product of the adjustment's multipliers for the flavours in `bits`.
    private func multiplier(_ bits: UInt8, _ adjustment: RoastAdjustment) -> Double {
        guard bits != 0 else { return 1 }
        var m = 1.0
        for (i, flavor) in RoastFlavor.allCases.enumerated() where bits & (1 << UInt8(i)) != 0 { m *= adjustment.multiplier(for: flavor) }
        return m
    }

    /// `text` with its first letter in upper case.
    static func capitalised(_ text: String) -> String {
        guard let first = text.first, first.isLowercase else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// "a" or "an" before `phrase`, by how its first word sounds.
    static func article(for phrase: String) -> String {
        let word = phrase.prefix { $0.isLetter || $0.isNumber }.lowercased()
        for silent in ["hour", "honest", "honour", "honor", "heir"] where word.hasPrefix(silent) { return "an" }
        for consonant in ["uni", "use", "usu", "uti", "eu", "one", "once", "ufo"] where word.hasPrefix(consonant) { return "a" }
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
