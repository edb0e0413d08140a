/// The kinds of wording a grammar alternative can be tagged with, which reactions weigh up or down.
public enum RoastFlavor: String, CaseIterable, Codable, Sendable, Hashable {
    /// Soft, kind teasing.
    case gentle
    /// The sharper lines.
    case savage
    /// Silly comparisons and wordplay.
    case absurd
}
