import Engine

/// How one grapheme cluster is set: the face it is drawn from and its advance.
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
}
