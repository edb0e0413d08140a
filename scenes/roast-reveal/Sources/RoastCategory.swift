/// What a roast is about: the user's office life, one topic at a time.
///
/// The raw value is the id the grammar files, string tables and saves use.
public enum RoastCategory: String, CaseIterable, Codable, Sendable, Hashable {
    case deadlines, meetings, kpis, codeReview, email, workload, procrastination, coffee, workLifeBalance, remoteWork

    /// The key of the category's name in the string tables, e.g. `category.deadlines`.
    public var nameKey: String { "category." + rawValue }
}
