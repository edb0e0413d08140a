import Engine

/// The measurements of one style (a text face at a size, with emoji at the same size), cached
/// so that measuring a cluster already seen costs a table or dictionary look-up.
///
/// Not thread-safe: `Typesetter` serialises every use.
final class StyleMetrics {
    let face: TextFace
    let size: Int
    /// The text face's ascent and descent (positive, below the baseline), in whole pixels.
    let ascent: Int, descent: Int
    /// The advance of "…", in whole pixels.
    let ellipsisAdvance: Int32

    private let text: FontFile
    private let emoji: FontFile
    /// Clusters of one ASCII scalar, by its value.
    private var ascii: [ClusterMetrics]
    /// Every other cluster met so far.
    private var others: [Character: ClusterMetrics] = [:]

    /// The ellipsis that ends a truncated line.
    static let ellipsis: Character = "\u{2026}"

    init(text: FontFile, emoji: FontFile, size: Int) {
        self.face = text.face
        self.size = size
        self.text = text
        self.emoji = emoji
        (ascent, descent) = text.verticalMetrics(size: size)
        ellipsisAdvance = Self.pixels(text.advance(of: "\u{2026}", size: size))
        let spaceAdvance = Self.pixels(text.advance(of: " ", size: size))
        ascii = (0..<128).map { value in
            let scalar = Unicode.Scalar(UInt8(value))
            switch value {
            case 10, 11, 12, 13: return ClusterMetrics(kind: .newline, face: text.face, advance: 0)
            case 32: return ClusterMetrics(kind: .space, face: text.face, advance: spaceAdvance)
            case 9: return ClusterMetrics(kind: .space, face: text.face, advance: spaceAdvance * 4)
            case 0..<32, 127: return ClusterMetrics(kind: .space, face: text.face, advance: 0)
            default: return ClusterMetrics(kind: .glyph, face: text.face, advance: Self.pixels(text.advance(of: scalar, size: size)))
            }
        }
    }

    /// How `cluster` is set in this style.
    func metrics(of cluster: Character) -> ClusterMetrics {
        if let value = cluster.asciiValue, cluster.unicodeScalars.count == 1 { return ascii[Int(value)] }
        if let known = others[cluster] { return known }
        let measured = measure(cluster)
        others[cluster] = measured
        return measured
    }

    private func measure(_ cluster: Character) -> ClusterMetrics {
        if cluster.isNewline { return ClusterMetrics(kind: .newline, face: face, advance: 0) }
        if Self.breaksAfter(cluster) {
            return ClusterMetrics(kind: .space, face: face, advance: Self.pixels(text.advance(of: cluster.unicodeScalars.first!, size: size)))
        }
        let scalars = cluster.unicodeScalars
        let first = scalars.first!
        let wantsEmoji = Self.presentsAsEmoji(cluster)
        let textCovers = scalars.allSatisfy { Self.isIgnorable($0) || text.hasGlyph($0) }
        if emoji.hasGlyph(first), wantsEmoji || !textCovers {
            let strike = emoji.strikeSize ?? TextFace.emojiStrikeSize
            let advance = Double(emoji.advance(of: first, size: strike)) / 64 * Double(size) / Double(strike)
            return ClusterMetrics(kind: .glyph, face: emoji.face, advance: Int32(advance.rounded()))
        }
        var advance = 0
        for scalar in scalars where !Self.isIgnorable(scalar) { advance += text.advance(of: scalar, size: size) }
        return ClusterMetrics(kind: .glyph, face: face, advance: Self.pixels(advance))
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
