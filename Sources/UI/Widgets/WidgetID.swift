import Engine

/// A widget's name, chosen by the scene and stable from tick to tick ("save", "volume"): what
/// focus, presses and actions refer to.
public struct WidgetID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible, StateHashable {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public func hash(into hasher: inout StateHasher) { hasher.combine(rawValue) }
}
