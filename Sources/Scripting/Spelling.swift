/// Suggests the name someone probably meant when they misspelt one ("expct" → "expect").
enum Spelling {
    /// " (did you mean 'expect'?)" when one of `names` is close to `word`, else "".
    static func suggestion(for word: String, among names: [String]) -> String {
        let scored = names.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 > 0, best.1 <= max(1, best.0.count / 3) else {
            return ""
        }
        return " (did you mean '\(best.0)'?)"
    }

    /// The Levenshtein distance between two words: the fewest insertions, deletions and
    /// substitutions that turn one into the other.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
