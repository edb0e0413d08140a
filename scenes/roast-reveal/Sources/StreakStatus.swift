/// Where the streak stands right now.
public enum StreakStatus: Codable, Sendable, Hashable {
    /// Kept: a roast today, or yesterday with plenty of today left.
    case active
    /// Yesterday's roast was the last: one today within `hoursRemaining` hours keeps the streak.
    case expiringSoon(hoursRemaining: Int)
    /// Too many days missed: the next roast starts again at 1 (or there is no streak yet).
    case expired
    /// Days were missed, but the freezes held cover them: a roast today keeps the streak.
    case frozen
}
