import Engine
import Foundation

/// "Now" as the simulation sees it: the moment the session started (the `now` parameter, which a
/// window host stamps with the real time and a replay keeps) plus the ticks run since, in the
/// user's time zone (the `tz` parameter). The scene never reads the wall clock.
struct RoastClock: Sendable, Hashable {
    /// The start when no `now` is given (a headless run): 2026-11-23 09:00 in Hanoi (UTC+7).
    static let defaultStart = "2026-11-23T09:00+07:00"
    /// The years `now` may fall in.
    static let years = 2000...2199

    /// The session's first moment.
    let start: Date
    /// The user's time zone: days and seasons are counted on its calendar.
    let timeZone: TimeZone

    /// The clock for `now` (ISO 8601 with an offset, e.g. `2026-11-23T09:00+07:00`) and `tz` (an
    /// IANA zone such as `Asia/Ho_Chi_Minh`; the offset of `now` as a fixed zone when nil).
    /// - Throws: `SceneParameterError` naming the parameter for a time or zone that is no such thing.
    init(now: String?, timeZone tz: String?) throws {
        let text = now ?? Self.defaultStart
        guard let (date, offset) = Self.parse(text) else {
            throw SceneParameterError("now", text, "is not a time like 2026-11-23T09:00+07:00 (ISO 8601 with an offset)")
        }
        start = date
        if let tz {
            guard let zone = TimeZone(identifier: tz) else {
                throw SceneParameterError("tz", tz, "is not a time zone such as Asia/Ho_Chi_Minh or Europe/Paris")
            }
            timeZone = zone
        } else {
            guard let zone = TimeZone(secondsFromGMT: offset) else {
                throw SceneParameterError("now", text, "has an offset no time zone has")
            }
            timeZone = zone
        }
    }

    /// The moment `tick` ticks of `tickDuration` seconds after the start.
    func now(tick: UInt64, tickDuration: Double) -> Date {
        start.addingTimeInterval(Double(tick) * tickDuration)
    }

    /// `text` as a date and its offset in seconds, or nil: `YYYY-MM-DDTHH:MM[:SS](Z|±HH:MM)`,
    /// every field in range.
    static func parse(_ text: String) -> (Date, Int)? {
        let scalars = Array(text.utf8)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= scalars.count else { return nil }
            var value = 0
            for byte in scalars[from..<(from + count)] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func byte(_ at: Int) -> UInt8? { at < scalars.count ? scalars[at] : nil }
        guard let year = number(0, 4), byte(4) == UInt8(ascii: "-"), let month = number(5, 2), byte(7) == UInt8(ascii: "-"),
              let day = number(8, 2), byte(10) == UInt8(ascii: "T"), let hour = number(11, 2), byte(13) == UInt8(ascii: ":"),
              let minute = number(14, 2) else { return nil }
        var at = 16, second = 0
        if byte(at) == UInt8(ascii: ":") {
            guard let s = number(at + 1, 2) else { return nil }
            second = s
            at += 3
        }
        var offset = 0
        if byte(at) == UInt8(ascii: "Z") {
            at += 1
        } else if let sign = byte(at), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            guard let h = number(at + 1, 2), byte(at + 3) == UInt8(ascii: ":"), let m = number(at + 4, 2), h <= 14, m < 60 else { return nil }
            offset = (h * 3600 + m * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
            at += 6
        } else {
            return nil
        }
        guard at == scalars.count, years.contains(year), CalendarDay(year: year, month: month, day: day).isValid,
              hour < 24, minute < 60, second < 60, let zone = TimeZone(secondsFromGMT: offset) else { return nil }
        var parts = DateComponents()
        (parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second) = (year, month, day, hour, minute, second)
        guard let date = CalendarDay.calendar(zone).date(from: parts) else { return nil }
        return (date, offset)
    }
}
