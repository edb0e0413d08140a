import Engine

/// How one grapheme cluster is set: the face it is drawn from, its advance and its glyphs.
struct ClusterMetrics: Equatable {
    /// How the layout treats the cluster.
    enum Kind: Equatable {
        /// A glyph to draw.
        case glyph
        /// A space that lines may break after (its advance is kept; nothing is drawn).
        case space
        /// A line break.
        case newline
    }

    var kind: Kind
    var face: TextFace
    /// The advance, in whole canvas pixels.
    var advance: Int32
    /// The cluster's glyphs, as indices into the layout's placed glyphs (empty for spaces and newlines).
    var glyphs: Range<Int> = 0..<0
}
