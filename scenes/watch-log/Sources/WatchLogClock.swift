import Engine
import Foundation

/// The scene's "now": the `now` parameter's instant and time zone, moved on by the ticks run.
///
/// The scene never reads the wall clock: a replay runs with the parameter it was recorded with,
/// so every entry it adds gets the same `createdAt` and lands in the same year.
struct WatchLogClock: Sendable, Hashable {
    /// The parameter's name.
    static let parameter = "now"
    /// The instant used when the parameter is not given: 23 November 2026, 09:00 at UTC+07:00.
    static let defaultText = "2026-11-23T09:00+07:00"
    /// The years a `now` may fall in.
    static let years = 2000...2100

    /// The session's first instant.
    let start: Date
    /// The user's time zone: the parameter's offset from UTC.
    let timeZone: TimeZone

    /// Reads `text` as `yyyy-MM-ddTHH:mm` followed by `Z` or `±HH:MM`.
    /// - Throws: `SceneParameterError` naming the parameter when it is not such a time in `years`.
    init(parameter text: String?) throws {
        let text = text ?? Self.defaultText
        let bad = { (problem: String) in SceneParameterError(Self.parameter, text, problem) }
        let chars = Array(text)
        guard chars.count >= 17, chars[4] == "-", chars[7] == "-", chars[10] == "T", chars[13] == ":",
              let year = Int(String(chars[0..<4])), let month = Int(String(chars[5..<7])),
              let day = Int(String(chars[8..<10])), let hour = Int(String(chars[11..<13])),
              let minute = Int(String(chars[14..<16])) else {
            throw bad(WatchLogStrings.nowFormat)
        }
        let zone = String(chars[16...])
        let offset: Int
        if zone == "Z" {
            offset = 0
        } else {
            let z = Array(zone)
            guard z.count == 6, z[0] == "+" || z[0] == "-", z[3] == ":",
                  let hours = Int(String(z[1..<3])), let minutes = Int(String(z[4..<6])),
                  hours <= 14, minutes < 60 else { throw bad(WatchLogStrings.nowFormat) }
            offset = (z[0] == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60)
        }
        guard Self.years.contains(year) else { throw bad(WatchLogStrings.nowYears(Self.years)) }
        guard (1...12).contains(month), day >= 1, day <= CalendarDay.days(inMonth: month, of: year),
              (0...23).contains(hour), (0...59).contains(minute), let timeZone = TimeZone(secondsFromGMT: offset) else {
            throw bad(WatchLogStrings.nowNoSuchTime)
        }
        let seconds = Double(CalendarDay.daysSince1970(year: year, month: month, day: day)) * 86_400
            + Double(hour * 3_600 + minute * 60 - offset)
        start = Date(timeIntervalSince1970: seconds)
        self.timeZone = timeZone
    }

    /// The instant at tick `tick` of a session ticking every `tickDuration` seconds, to the
    /// whole second (the store keeps milliseconds; whole seconds keep replays exact).
    func now(tick: UInt64, tickDuration: Double) -> Date {
        start + (Double(tick) * tickDuration).rounded(.down)
    }
}
