/// Where the streak stands right now.
public enum StreakStatus: Codable, Sendable, Hashable {
    /// Kept: there was a roast today.
    case active
    /// Yesterday's roast was the last and most of today is left: today's roast is still due.
    case dueToday
    /// Yesterday's roast was the last and the day is nearly over: one today within
    /// `hoursRemaining` hours keeps the streak.
    case expiringSoon(hoursRemaining: Int)
    /// Too many days missed: the next roast starts again at 1 (or there is no streak yet).
    case expired
    /// Days were missed, but the freezes held cover them: a roast today keeps the streak.
    case frozen
}
