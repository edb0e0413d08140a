import Engine

/// The streak as saved: plain values, changed by `StreakService`.
public struct UserStreak: Codable, Sendable, Hashable {
    /// Days in a row with a roast, counting days a freeze covered; 0 before the first roast.
    public var current = 0
    /// The longest `current` has been.
    public var longest = 0
    /// The last calendar day with a roast.
    public var lastActiveDay: CalendarDay?
    /// Freezes held, 0…`StreakService.maxFreezes`.
    public var freezes = 0
    /// Freezes used so far.
    public var freezesUsed = 0

    public init() {}

    /// The longest streak a save may hold, in days (about 2,700 years of daily roasts).
    static let maxDays = 1_000_000

    /// What is out of range, or nil.
    func rangeProblem() -> String? {
        guard (0...Self.maxDays).contains(current), (0...Self.maxDays).contains(longest), current <= longest else {
            return "streak \(current) / longest \(longest) is not from 0 to \(Self.maxDays) with current ≤ longest"
        }
        guard (0...StreakService.maxFreezes).contains(freezes), (0...Self.maxDays).contains(freezesUsed) else {
            return "streak freezes \(freezes) (used \(freezesUsed)) are out of range"
        }
        if let day = lastActiveDay, !day.isValid { return "the streak's last day \(day.year)-\(day.month)-\(day.day) is no day" }
        if lastActiveDay == nil && current != 0 { return "a streak of \(current) days has no last day" }
        return nil
    }
}
