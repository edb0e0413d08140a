/// The user's settings: the language and the spice the slider starts at.
public struct RoastSettings: Codable, Sendable, Hashable {
    public var language: RoastLanguage = .en
    /// 1…5 (`RoastSpice.range`).
    public var defaultSpice = 3

    public init(language: RoastLanguage = .en, defaultSpice: Int = 3) {
        self.language = language
        self.defaultSpice = defaultSpice
    }
}
