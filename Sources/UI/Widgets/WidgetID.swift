import Engine

/// A widget's name, chosen by the scene and stable from tick to tick ("save", "volume"): what
/// focus, presses and actions refer to.
public struct WidgetID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible, StateHashable {
    /// The name, e.g. "save".
    public let rawValue: String

    /// Makes the id named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Makes the id named by a string literal, so `"save"` can stand for `WidgetID("save")`.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The name.
    public var description: String { rawValue }

    /// Feeds the name into `hasher`.
    public func hash(into hasher: inout StateHasher) { hasher.combine(rawValue) }
}
