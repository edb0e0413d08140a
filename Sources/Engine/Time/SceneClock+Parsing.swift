import Foundation

/// Reading the `now` parameter: ISO 8601's extended form with an offset, the one form a window
/// host stamps and scripts write, and no other (no week dates, no commas, no local times).
extension SceneClock {
    /// The latest offset from UTC any zone has had, in hours (Kiribati's +14:00).
    static let maxOffsetHours = 14

    /// `text`, written `yyyy-MM-ddTHH:mm[:ss]` then `Z` or `±HH:MM`, as an instant and its offset
    /// as a fixed time zone; `parameter` names it in errors.
    /// - Throws: `SceneParameterError` naming `parameter` and `text`: not of that form, a year
    ///   outside `years`, no such day, hour, minute or second, or an offset beyond ±14:00.
    public static func instant(_ text: String, parameter: String = SceneInfo.nowParameter)
        throws(SceneParameterError) -> (date: Date, timeZone: TimeZone) {
        let refusal = { (problem: String) in SceneParameterError(parameter, text, problem) }
        let bytes = Array(text.utf8)
        func number(_ from: Int, _ count: Int) -> Int? {
            from + count <= bytes.count ? CalendarDay.number(bytes[from..<(from + count)]) : nil
        }
        func isByte(_ at: Int, _ character: Unicode.Scalar) -> Bool { at < bytes.count && bytes[at] == UInt8(ascii: character) }

        guard let year = number(0, 4), isByte(4, "-"), let month = number(5, 2), isByte(7, "-"), let day = number(8, 2),
              isByte(10, "T"), let hour = number(11, 2), isByte(13, ":"), let minute = number(14, 2) else {
            throw refusal(SceneClockStrings.notATime(defaultNow))
        }
        var at = 16, second = 0
        if isByte(at, ":") {
            guard let seconds = number(at + 1, 2) else { throw refusal(SceneClockStrings.notATime(defaultNow)) }
            (second, at) = (seconds, at + 3)
        }
        var offset = 0
        if isByte(at, "Z") {
            at += 1
        } else if isByte(at, "+") || isByte(at, "-") {
            guard let hours = number(at + 1, 2), isByte(at + 3, ":"), let minutes = number(at + 4, 2) else {
                throw refusal(SceneClockStrings.notATime(defaultNow))
            }
            guard hours <= maxOffsetHours, minutes < 60 else { throw refusal(SceneClockStrings.noSuchOffset(maxOffsetHours)) }
            offset = (hours * 3_600 + minutes * 60) * (isByte(at, "-") ? -1 : 1)
            at += 6
        } else {
            // Without an offset the time would be the machine's, which a replay elsewhere does not share.
            throw refusal(SceneClockStrings.notATime(defaultNow))
        }
        guard at == bytes.count else { throw refusal(SceneClockStrings.notATime(defaultNow)) }
        guard years.contains(year) else { throw refusal(SceneClockStrings.outsideYears(years)) }
        let date = CalendarDay(year: year, month: month, day: day)
        guard date.isValid, hour < 24, minute < 60, second < 60, let zone = TimeZone(secondsFromGMT: offset) else {
            throw refusal(SceneClockStrings.noSuchTime)
        }
        let local = date.ordinal * CalendarDay.secondsPerDay + hour * 3_600 + minute * 60 + second
        return (Date(timeIntervalSince1970: Double(local - offset)), zone)
    }
}
