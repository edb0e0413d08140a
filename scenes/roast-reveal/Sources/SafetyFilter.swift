import Engine

/// Refuses a roast that touches a protected characteristic (race, religion, gender, sexuality,
/// disability, nationality, age, body, …) or uses a slur, in any language, whoever wrote it.
///
/// Its terms are in `data/safety.yml`: words and phrases matched whole, case-insensitively
/// (phrases word by word), in every language at once, since a roast may mix them.
public struct SafetyFilter: Sendable {
    /// The hashes of every term's words (`phraseHash`), lower case.
    private let terms: Set<UInt64>
    /// The hashes of the first words of every phrase (its first one, two, … words but not all).
    private let prefixes: Set<UInt64>

    private struct File: Decodable { var terms: [String: [String]] }

    /// The filter for `terms` (words or phrases).
    public init(terms: [String]) {
        var hashes: Set<UInt64> = [], prefixes: Set<UInt64> = []
        for term in terms {
            let words = Self.wordHashes(of: term)
            guard !words.isEmpty else { continue }
            hashes.insert(Self.phraseHash(words, 0..<words.count))
            for length in 1..<words.count { prefixes.insert(Self.phraseHash(words, 0..<length)) }
        }
        self.terms = hashes
        self.prefixes = prefixes
    }

    /// Reads the terms at `path` (a `terms` map from topic to its words).
    /// - Throws: `DataFileError` naming the file when it is missing, malformed or lists nothing.
    public init(path: String) throws {
        let file = try DataFile.decode(File.self, from: path)
        let all = file.terms.values.flatMap { $0 }
        guard !all.isEmpty else { throw DataFileError(path: path, reason: "lists no terms") }
        self.init(terms: all)
    }

    /// Whether `text` steers clear of every term.
    public func allows(_ text: String) -> Bool {
        let words = Self.wordHashes(of: text)
        for start in 0..<words.count {
            var hash = words[start]
            if terms.contains(hash) { return false }
            var end = start + 1
            while end < words.count && prefixes.contains(hash) {
                hash = Self.extend(hash, with: words[end])
                if terms.contains(hash) { return false }
                end += 1
            }
        }
        return true
    }

    /// The hashes (FNV-1a) of the words of `text` in lower case: runs of anything but ASCII spaces
    /// and punctuation, so letters with diacritics, digits and apostrophes belong to words.
    ///
    /// It lower-cases scalar by scalar as it goes (ASCII by arithmetic), which costs far less than
    /// `lowercased()` on the whole text first.
    private static func wordHashes(of text: String) -> [UInt64] {
        var words: [UInt64] = []
        var hash: UInt64 = 0, inWord = false
        func add(_ byte: UInt8) {
            if !inWord { hash = 0xCBF2_9CE4_8422_2325 }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            inWord = true
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                var b = UInt8(scalar.value)
                if b >= 0x41 && b <= 0x5A { b |= 0x20 }
                if (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x27 {
                    add(b)
                } else {
                    if inWord { words.append(hash) }
                    inWord = false
                }
            } else if scalar.properties.changesWhenLowercased {
                for b in scalar.properties.lowercaseMapping.utf8 { add(b) }
            } else {
                UTF8.encode(scalar) { add($0) }
            }
        }
        if inWord { words.append(hash) }
        return words
    }

    /// The hash of the words `range` of `words`, the same however they were separated.
    private static func phraseHash(_ words: [UInt64], _ range: Range<Int>) -> UInt64 {
        range.dropFirst().reduce(words[range.lowerBound]) { extend($0, with: words[$1]) }
    }

    /// `hash` of a phrase with one more word.
    private static func extend(_ hash: UInt64, with word: UInt64) -> UInt64 {
        (hash ^ (hash >> 29)) &* 0x9E37_79B9_7F4A_7C15 ^ word
    }
}
