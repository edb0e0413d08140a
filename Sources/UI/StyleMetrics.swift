import Engine

/// The measurements of one style (a text face at a size, with emoji at the same size): words
/// shaped with HarfBuzz and kept, so that setting a word already seen costs a dictionary look-up.
///
/// Not thread-safe: `Typesetter` serialises every use.
final class StyleMetrics {
    let face: TextFace
    let size: Int
    /// The text face's ascent and descent (positive, below the baseline), in whole pixels.
    let ascent: Int, descent: Int
    /// The ellipsis that ends a truncated line, shaped.
    let ellipsis: ShapedWord

    private let text: FontFile
    private let emoji: FontFile
    /// How each ASCII scalar's cluster is set, by its value.
    private let ascii: [Setting]
    /// How every other cluster met so far is set.
    private var others: [Character: Setting] = [:]
    /// The words of the text face shaped so far.
    private var words: [String: ShapedWord] = [:]
    /// The emoji clusters shaped so far.
    private var emojiClusters: [Character: ShapedWord] = [:]

    /// How many shaped words are kept before the table starts afresh: enough for every word on
    /// a screen many times over, bounded for a process that meets endless new text.
    static let wordLimit = 50_000

    /// How a cluster is set, before shaping.
    private enum Setting {
        case newline
        /// A space of this advance, in whole pixels.
        case space(Int32)
        /// A glyph of the text face, shaped with its neighbours.
        case text
        /// A colour emoji, shaped alone.
        case emoji
    }

    /// The ellipsis that ends a truncated line.
    static let ellipsisCharacter: Character = "\u{2026}"

    init(text: FontFile, emoji: FontFile, size: Int) {
        self.face = text.face
        self.size = size
        self.text = text
        self.emoji = emoji
        (ascent, descent) = text.verticalMetrics(size: size)
        let spaceAdvance = Self.pixels(text.advance(of: " ", size: size))
        ascii = (0..<128).map { value in
            switch value {
            case 10, 11, 12, 13: .newline
            case 32: .space(spaceAdvance)
            case 9: .space(spaceAdvance * 4)
            case 0..<32, 127: .space(0)
            default: .text
            }
        }
        ellipsis = Self.shape([Self.ellipsisCharacter], in: text, size: size)
    }

    /// Measures `clusters`, appending each one's metrics to `metrics` and its glyphs to `glyphs`.
    func measure(_ clusters: [Character], into metrics: inout [ClusterMetrics], glyphs: inout [PlacedGlyph]) {
        metrics.reserveCapacity(metrics.count + clusters.count)
        var index = 0
        while index < clusters.count {
            switch setting(of: clusters[index]) {
            case .newline:
                metrics.append(ClusterMetrics(kind: .newline, face: face, advance: 0, glyphs: glyphs.count..<glyphs.count))
                index += 1
            case .space(let advance):
                metrics.append(ClusterMetrics(kind: .space, face: face, advance: advance, glyphs: glyphs.count..<glyphs.count))
                index += 1
            case .emoji:
                let cluster = clusters[index]
                let shaped = emojiClusters[cluster] ?? shapeEmoji(cluster)
                append(shaped, face: .emoji, into: &metrics, glyphs: &glyphs)
                index += 1
            case .text:
                var end = index + 1
                while end < clusters.count, case .text = setting(of: clusters[end]) { end += 1 }
                var word = ""
                for cluster in clusters[index..<end] { word.append(cluster) }
                let shaped = words[word] ?? shapeWord(word, clusters: clusters[index..<end])
                append(shaped, face: face, into: &metrics, glyphs: &glyphs)
                index = end
            }
        }
    }

    private func append(_ shaped: ShapedWord, face: TextFace, into metrics: inout [ClusterMetrics], glyphs: inout [PlacedGlyph]) {
        let base = glyphs.count
        glyphs.append(contentsOf: shaped.glyphs)
        for (cluster, advance) in shaped.advances.enumerated() {
            metrics.append(ClusterMetrics(kind: .glyph, face: face, advance: advance,
                                          glyphs: base + shaped.glyphStarts[cluster]..<base + shaped.glyphStarts[cluster + 1]))
        }
    }

    private func setting(of cluster: Character) -> Setting {
        // One UTF-8 byte is one ASCII scalar (CR LF, two, is looked up below).
        let utf8 = cluster.utf8
        if utf8.count == 1 { return ascii[Int(utf8.first!)] }
        if let known = others[cluster] { return known }
        let setting = classify(cluster)
        others[cluster] = setting
        return setting
    }

    private func classify(_ cluster: Character) -> Setting {
        if cluster.isNewline { return .newline }
        if Self.breaksAfter(cluster) { return .space(Self.pixels(text.advance(of: cluster.unicodeScalars.first!, size: size))) }
        let scalars = cluster.unicodeScalars
        let textCovers = scalars.allSatisfy { Self.isIgnorable($0) || text.hasGlyph($0) }
        return emoji.hasGlyph(scalars.first!) && (Self.presentsAsEmoji(cluster) || !textCovers) ? .emoji : .text
    }

    private func shapeWord(_ word: String, clusters: ArraySlice<Character>) -> ShapedWord {
        let shaped = Self.shape(clusters, in: text, size: size)
        if words.count >= Self.wordLimit { words.removeAll(keepingCapacity: true) }
        words[word] = shaped
        return shaped
    }

    /// An emoji cluster shaped at the strike's size and scaled to this style's.
    private func shapeEmoji(_ cluster: Character) -> ShapedWord {
        let strike = emoji.strikeSize ?? TextFace.emojiStrikeSize
        let shaped = Self.shape([cluster], in: emoji, size: strike, scale: Double(size) / Double(strike))
        emojiClusters[cluster] = shaped
        return shaped
    }

    /// `clusters` shaped together in `font` at `size` pixels, scaled by `scale`.
    private static func shape(_ clusters: some Collection<Character>, in font: FontFile, size: Int, scale: Double = 1) -> ShapedWord {
        var scalars: [UInt32] = [], clusterOfScalar: [Int] = []
        for (index, cluster) in clusters.enumerated() {
            for scalar in cluster.unicodeScalars {
                scalars.append(scalar.value)
                clusterOfScalar.append(index)
            }
        }
        return ShapedWord(font.shape(scalars, size: size), clusterOfScalar: clusterOfScalar, clusterCount: clusters.count, scale: scale)
    }

    /// Whether a line may break after `cluster`: white space other than the no-break spaces.
    static func breaksAfter(_ cluster: Character) -> Bool {
        cluster.isWhitespace && !["\u{00A0}", "\u{2007}", "\u{202F}", "\u{FEFF}"].contains(cluster)
    }

    /// Whether `cluster` asks to be drawn as a colour emoji: an emoji-presentation character, an
    /// emoji with variation selector 16 or a keycap, a flag, or a zero-width-joiner sequence.
    static func presentsAsEmoji(_ cluster: Character) -> Bool {
        let scalars = cluster.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        guard first.properties.isEmoji else { return false }
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D || $0.properties.isEmojiModifier }
    }

    /// Variation selectors and joiners, which fonts draw nothing for.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.isVariationSelector
    }

    /// A 26.6 advance rounded to whole pixels.
    private static func pixels(_ advance: Int) -> Int32 { Int32((advance + 32) >> 6) }
}
