/// What a roast is about: the user's office life, one topic at a time.
///
/// The raw value is the id the grammar files, string tables and saves use.
public enum RoastCategory: String, CaseIterable, Codable, Sendable, Hashable {
    case deadlines, meetings, kpis, codeReview, email, workload, procrastination, coffee, workLifeBalance, remoteWork

    /// The key of the category's name in the string tables, e.g. `category.deadlines`.
    public var nameKey: String { "category." + rawValue }

    /// The emoji on the category's card in the picker.
    public var emoji: String {
        switch self {
        case .deadlines: "\u{23F0}"
        case .meetings: "\u{1F4C5}"
        case .kpis: "\u{1F4C8}"
        case .codeReview: "\u{1F4BB}"
        case .email: "\u{1F4E7}"
        case .workload: "\u{1F4DA}"
        case .procrastination: "\u{1F9A5}"
        case .coffee: "\u{2615}"
        case .workLifeBalance: "\u{2696}\u{FE0F}"
        case .remoteWork: "\u{1F3E0}"
        }
    }
}
