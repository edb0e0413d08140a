/// How a toast's text is broken into lines and how big its box is: words wrap at spaces, and a
/// word too long for a line of its own (a path) breaks after its last `/` that fits, else at the
/// last character that fits.
package struct ToastLayout: Equatable {
    /// The toast's lines, top to bottom.
    package let lines: [String]
    /// The box around them, padding included, in canvas pixels.
    package let width: Double, height: Double

    /// The space between the text and the box's edges, in canvas pixels.
    package static let padding = 12.0

    /// Lays out `text` at `size` pixels in a box at most `maxWidth` canvas pixels wide.
    package init(_ text: String, size: Double, maxWidth: Double, measure: some TextMeasuring) {
        let textWidth = maxWidth - 2 * Self.padding
        lines = Self.wrap(text, maxWidth: textWidth) { measure.width(of: $0, size: size) }
        let widest = lines.map { measure.width(of: $0, size: size) }.max() ?? 0
        width = min(widest, textWidth) + 2 * Self.padding
        height = Double(lines.count) * measure.lineHeight(size: size) + 2 * Self.padding
    }

    /// `text` broken into lines no wider than `maxWidth` as `width` measures them (a single
    /// character wider than that gets a line of its own). Newlines in `text` are kept.
    package static func wrap(_ text: String, maxWidth: Double, width: (String) -> Double) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ").map(String.init) {
                let joined = line.isEmpty ? word : line + " " + word
                if width(joined) <= maxWidth {
                    line = joined
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                var rest = word
                while width(rest) > maxWidth, rest.count > 1 {
                    let head = longestFittingHead(of: rest, maxWidth: maxWidth, width: width)
                    lines.append(head)
                    rest.removeFirst(head.count)
                }
                line = rest
            }
            lines.append(line)
            return lines
        }
    }

    /// The longest start of `word` that fits `maxWidth`, ending after a `/` when one fits
    /// (at least one character).
    private static func longestFittingHead(of word: String, maxWidth: Double, width: (String) -> Double) -> String {
        var fits = 1
        while fits < word.count, width(String(word.prefix(fits + 1))) <= maxWidth { fits += 1 }
        let head = word.prefix(fits)
        guard let slash = head.lastIndex(of: "/"), slash != head.startIndex else { return String(head) }
        return String(head[...slash])
    }
}
