import Engine
import Foundation

/// The streak's arithmetic, on calendar days in the user's time zone.
///
/// "Now" and the time zone are always inputs: the host stamps them, so a replay reproduces the
/// streak. A roast on a day before the last active one (the clock set back, or a flight west
/// across the date line) changes nothing: it neither breaks nor doubles the streak.
public struct StreakService: Sendable {
    /// The most freezes held at once.
    public static let maxFreezes = 2
    /// A freeze is earned each time the streak reaches a multiple of this many days.
    public static let daysPerFreeze = 7
    /// Within this many hours of midnight an unkept streak is "expiring soon".
    public static let expiringSoonHours = 6

    /// What one roast did to the streak.
    public struct Update: Sendable, Hashable {
        public var streak: UserStreak
        /// Freezes used to cover missed days.
        public var freezesUsed: Int
        /// Whether a freeze was earned.
        public var earnedFreeze: Bool
        /// The milestone reached, to celebrate.
        public var milestone: StreakMilestone?
        /// Whether the streak had lapsed and started again at 1.
        public var restarted: Bool
    }

    public init() {}

    /// The streak after a roast at `now` in `timeZone`; freezes
    /// cover missed days automatically while they last.
    public func recordActivity(_ streak: UserStreak, now: Date, timeZone: TimeZone) -> Update {
        var s = streak
        let today = CalendarDay(now, in: timeZone)
        var update = Update(streak: s, freezesUsed: 0, earnedFreeze: false, milestone: nil, restarted: false)
        guard let last = s.lastActiveDay else {
            s.current = 1
            s.lastActiveDay = today
            s.longest = max(s.longest, 1)
            update.streak = s
            return update
        }
        let gap = last.days(to: today)
        guard gap >= 1 else { return update }   // the same day, or an earlier one: nothing to add
        let missed = gap - 1
        if missed > 0 && missed <= s.freezes {
            s.freezes -= missed
            s.freezesUsed += missed
            update.freezesUsed = missed
        } else if missed > 0 {
            s.current = 0
            update.restarted = true
        }
        // A freeze keeps the streak through a missed day; only days with a roast add to it.
        let previous = s.current
        s.current = min(s.current + 1, UserStreak.maxDays)
        s.longest = max(s.longest, s.current)
        s.lastActiveDay = today
        if s.current / Self.daysPerFreeze > previous / Self.daysPerFreeze && s.freezes < Self.maxFreezes {
            s.freezes += 1
            update.earnedFreeze = true
        }
        update.milestone = StreakMilestone.all.last { $0.days > previous && $0.days <= s.current }
        update.streak = s
        return update
    }

    /// Where `streak` stands at `now` in `timeZone`.
    public func status(of streak: UserStreak, now: Date, timeZone: TimeZone) -> StreakStatus {
        guard let last = streak.lastActiveDay, streak.current > 0 else { return .expired }
        let today = CalendarDay(now, in: timeZone)
        let gap = last.days(to: today)
        switch gap {
        case ...0:
            return .active
        case 1:
            let hours = hoursLeft(today: now, timeZone: timeZone)
            return hours <= Self.expiringSoonHours ? .expiringSoon(hoursRemaining: hours) : .dueToday
        default:
            return gap - 1 <= streak.freezes ? .frozen : .expired
        }
    }

    /// The streak to show at `now`: 0 once it has lapsed beyond what the freezes cover.
    public func displayedStreak(_ streak: UserStreak, now: Date, timeZone: TimeZone) -> Int {
        status(of: streak, now: now, timeZone: timeZone) == .expired ? 0 : streak.current
    }

    /// The milestones with whether each is reached.
    public func milestones(of streak: UserStreak) -> [(milestone: StreakMilestone, reached: Bool)] {
        StreakMilestone.all.map { ($0, streak.longest >= $0.days) }
    }

    /// Whole hours, rounded up, from `now` to the start of the next day in `timeZone` (23 or 25
    /// hours after the last on daylight-saving days).
    func hoursLeft(today now: Date, timeZone: TimeZone) -> Int {
        let next = CalendarDay(now, in: timeZone).adding(days: 1).start(in: timeZone)
        return Int((next.timeIntervalSince(now) / 3600).rounded(.up))
    }
}
