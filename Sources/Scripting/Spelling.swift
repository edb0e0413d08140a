/// Suggests the name someone probably meant when they misspelt one ("expct" → "expect").
enum Spelling {
    /// " (did you mean 'expect'?)" when one of `names` is within a third of its length (at
    /// least one edit) of `word`, the closest first, else "".
    static func suggestion(for word: String, among names: [String]) -> String {
        let word = Array(word.lowercased())
        var best: (name: String, distance: Int)?
        for name in names {
            let candidate = Array(name.lowercased()), allowed = max(1, candidate.count / 3)
            // Lengths further apart than the allowed edits cannot be within them; skipping them
            // keeps a hostile word of any length from costing more than the names' own lengths.
            guard abs(word.count - candidate.count) <= allowed else { continue }
            let distance = editDistance(word, candidate)
            if distance <= allowed, distance < best?.distance ?? .max { best = (name, distance) }
        }
        guard let best, best.distance > 0 else { return "" }
        return " (did you mean '\(best.name)'?)"
    }

    /// The Levenshtein distance between two words: the fewest insertions, deletions and
    /// substitutions that turn one into the other.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
