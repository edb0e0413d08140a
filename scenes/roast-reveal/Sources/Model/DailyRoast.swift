import Engine
import UI
import Foundation

/// What the roast-of-the-day widget and `diorama roast today` show at a moment: the day's roast
/// and where the profile's streak stands.
public struct DailyRoast: Sendable, Hashable, Codable {
    /// The day on the user's calendar.
    public var day: CalendarDay
    /// The day's roast (`RoastOfTheDay`), in the language asked for at the profile's default spice.
    public var roast: Roast
    /// The streak shown: 0 once it lapsed beyond what the freezes cover.
    public var streak: Int
    public var longest: Int
    /// Streak freezes held.
    public var freezes: Int
    public var status: StreakStatus

    /// The roast and streak for `save` at `now` in `timeZone`, in `language`.
    public init(save: RoastSave, now: Date, timeZone: TimeZone, language: RoastLanguage, roaster: SafeRoaster) {
        day = CalendarDay(now, in: timeZone)
        roast = RoastOfTheDay.roast(on: day, language: language, spice: save.settings.defaultSpice, roaster: roaster)
        let service = StreakService()
        streak = service.displayedStreak(save.streak, now: now, timeZone: timeZone)
        longest = save.streak.longest
        freezes = save.streak.freezes
        status = service.status(of: save.streak, now: now, timeZone: timeZone)
    }

    /// The day as `2026-11-23`.
    public var dayText: String { day.description }

    /// The heading: "Roast of the day · 2026-11-23".
    public func title(_ strings: RoastStrings) -> String {
        strings.text("today.title", in: roast.language, ["date": dayText])
    }

    /// The roast's category and spice: "☕ Coffee 🌶️🌶️🌶️".
    public func subject(_ strings: RoastStrings) -> String {
        roast.category.emoji + " " + strings.text(roast.category.nameKey, in: roast.language) + " " + RoastTree.chillies(roast.spice)
    }

    /// The streak line: "🔥 Streak: 5 days · Streak kept today".
    public func streakLine(_ strings: RoastStrings) -> String {
        let days = strings.count("streak.days", streak, in: roast.language)
        return strings.text("today.streak", in: roast.language, ["days": days, "status": status.text(strings, in: roast.language)])
    }

    /// The record line: "Longest streak: 9 days · Freezes: 1".
    public func recordLine(_ strings: RoastStrings) -> String {
        let longest = strings.count("streak.days", longest, in: roast.language)
        return strings.text("today.record", in: roast.language, ["longest": longest])
            + " · " + strings.text("streak.freezes", in: roast.language, ["n": NumberText.grouped(freezes, languageCode: roast.language.rawValue)])
    }

    /// Every line, as `diorama roast today` prints them.
    public func lines(_ strings: RoastStrings) -> [String] {
        [title(strings), subject(strings), roast.text, streakLine(strings), recordLine(strings)]
    }
}
