import Foundation

/// The sentences of a roast: the unit a new roast must not repeat from the category's last few.
/// The grammars write every sentence ending in `.`, `!`, `?` or `…` and a space before the next,
/// in both languages, so that is where a roast is cut.
enum RoastSentences {
    /// A sentence: the shortest run of text ending at a sentence mark followed by a space or the end.
    private static let sentence = try! NSRegularExpression(pattern: #"\S.*?(?:[.!?…]+(?=\s|$)|$)"#, options: [.dotMatchesLineSeparators])

    /// The sentences of `text`, trimmed, in order.
    static func of(_ text: String) -> [String] {
        sentence.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range, in: text).map { String(text[$0]).trimmingCharacters(in: .whitespacesAndNewlines) }
        }.filter { !$0.isEmpty }
    }
}
