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

    /// The hashes (FNV-1a) of the words of `text` in lower case: runs of letters (with their
    /// diacritics), digits and ASCII apostrophes; spaces, punctuation and emoji separate them.
    ///
    /// It reads the UTF-8 bytes once and lower-cases as it goes (ASCII and the Vietnamese letters by
    /// arithmetic, anything else by its Unicode mapping), far cheaper than `lowercased()` first.
    private static func wordHashes(of text: String) -> [UInt64] {
        var hasher = WordHasher()
        var text = text
        text.withUTF8 { bytes in
            var i = 0
            while i < bytes.count {
                let lead = bytes[i]
                if lead < 0x80 {
                    let b = lead >= 0x41 && lead <= 0x5A ? lead | 0x20 : lead
                    if (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x27 { hasher.add(b) } else { hasher.endWord() }
                    i += 1
                    continue
                }
                // A scalar of two to four bytes (the string is valid UTF-8).
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                var k = 1
                while k < length && i + k < bytes.count {
                    value = value << 6 | UInt32(bytes[i + k] & 0x3F)
                    k += 1
                }
                i += length
                hasher.add(scalar: value)
            }
        }
        hasher.endWord()
        return hasher.words
    }

    /// Hashes words byte by byte (FNV-1a), lower-casing scalars on the way.
    private struct WordHasher {
        var words: [UInt64] = []
        var hash: UInt64 = 0
        var inWord = false

        mutating func add(_ byte: UInt8) {
            if !inWord {
                hash = 0xCBF2_9CE4_8422_2325
                inWord = true
            }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }

        mutating func endWord() {
            if inWord { words.append(hash) }
            inWord = false
        }

        /// Adds the scalar `value` (not ASCII) in lower case, or ends the word at a separator.
        mutating func add(scalar value: UInt32) {
            var lower = value
            switch value {
            case 0xC0...0xD6, 0xD8...0xDE: lower = value + 0x20                          // À…Þ
            case 0xDF...0xFF, 0x103, 0x111, 0x129, 0x169, 0x1A1, 0x1B0, 0x300...0x36F: break  // à…ÿ ă đ ĩ ũ ơ ư, marks
            case 0x102, 0x110, 0x128, 0x168, 0x1A0, 0x1AF: lower = value + 1              // Ă Đ Ĩ Ũ Ơ Ư
            case 0x1E00...0x1E95, 0x1EA0...0x1EFF: lower = value | 1                      // Ạ…Ỹ and ạ…ỹ
            case 0xA0...0xBF, 0xD7, 0xF7, 0x2000...0x206F, 0x3000...0x303F:
                endWord()                                                                 // spaces, dashes, quotes, …
                return
            default:
                guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                else {
                    endWord()                                                             // other punctuation, emoji
                    return
                }
                if scalar.properties.changesWhenLowercased {
                    for byte in scalar.properties.lowercaseMapping.utf8 { add(byte) }
                    return
                }
            }
            if lower < 0x800 {
                add(UInt8(0xC0 | lower >> 6))
            } else if lower < 0x10000 {
                add(UInt8(0xE0 | lower >> 12))
                add(UInt8(0x80 | (lower >> 6) & 0x3F))
            } else {
                add(UInt8(0xF0 | lower >> 18))
                add(UInt8(0x80 | (lower >> 12) & 0x3F))
                add(UInt8(0x80 | (lower >> 6) & 0x3F))
            }
            add(UInt8(0x80 | lower & 0x3F))
        }
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
