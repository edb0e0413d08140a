/// A streak length worth celebrating.
public struct StreakMilestone: Codable, Sendable, Hashable {
    /// The streak's length in days.
    public var days: Int

    /// The milestones, shortest first.
    public static let all = [3, 7, 14, 30, 50, 100, 365].map(StreakMilestone.init(days:))

    public init(days: Int) { self.days = days }

    /// The key of its celebration text in the string tables.
    public var textKey: String { "streak.milestone.\(days)" }
}
