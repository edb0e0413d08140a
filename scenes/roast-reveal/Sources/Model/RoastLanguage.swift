/// The languages roasts and the scene's words come in.
public enum RoastLanguage: String, CaseIterable, Codable, Sendable, Hashable {
    case en, vi
}
