/// Trimming without Foundation's bridging, which reading thousands of records feels.
public extension String {
    /// The text without the white space (Unicode White_Space: spaces, tabs, line breaks) around it.
    var trimmed: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(Substring(scalars[first...last]))
    }
}
