import Foundation

/// The form of a text that matching and full-text search compare: lower case, no diacritics,
/// single spaces, no surrounding spaces; the folding SQLite's unicode61 tokenizer does with
/// `remove_diacritics`, and more.
///
/// Marks are removed by canonical decomposition, which leaves letters that are not a base letter
/// plus a mark (đ, ł, ø); those are folded here by hand ("Đẹp" → "dep").
public enum SearchKey {
    /// Letters that decomposition keeps whole, and the plain letter each folds to.
    static let foldedLetters: [Unicode.Scalar: Unicode.Scalar] = [
        "đ": "d", "Đ": "d", "ł": "l", "Ł": "l", "ø": "o", "Ø": "o",
    ]

    /// `text` normalised for comparison ("  Amélie " → "amelie", "Phở  Bò" → "pho bo").
    public static func normalise(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? normaliseASCII(text) : normaliseUnicode(text)
    }

    /// `normalise` for any text, scalar by scalar.
    static func normaliseUnicode(_ title: String) -> String {
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in title.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if scalar.properties.isWhitespace {
                pendingSpace = !scalars.isEmpty
                continue
            }
            if pendingSpace { scalars.append(" "); pendingSpace = false }
            if let folded = foldedLetters[scalar] {
                scalars.append(folded)
            } else if scalar.properties.changesWhenLowercased {
                scalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// `normalise` for ASCII text, byte by byte: most texts, and an import's hot path.
    static func normaliseASCII(_ title: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(title.utf8.count)
        var pendingSpace = false
        for byte in title.utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(0x20); pendingSpace = false }
            bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The words of `text` as SQLite's unicode61 tokenizer splits them, normalised.
    public static func words(_ text: String) -> [String] {
        normalise(text).unicodeScalars
            .split { !($0.properties.isAlphabetic || $0.properties.numericType != nil) }
            .map { String(String.UnicodeScalarView($0)) }
    }
}
