import Foundation

/// A scene's "now": the `now` parameter's instant moved on by the ticks run, or the host's last
/// wall-clock stamp (`ClockStamp`) moved on by the ticks since, in the user's time zone (the
/// `tz` parameter).
///
/// A scene never reads the wall clock: a window host stamps `now` and `tz` as a session starts
/// and sends each new minute as recorded input, and a replay keeps both, so a replayed session
/// sees the same days. Every scene that shows dates reads them through this one clock: the same
/// parameters, the same year range, the same errors.
public struct SceneClock: Sendable, Hashable {
    /// The years `now` may name: from 1970, where the host's clock stamps begin, to 9999, the
    /// last that four digits spell (`InputEvent.maxClockMinute` ends there too).
    public static let years = 1970...9999
    /// The `now` of a session run without one (a script or a test): 2026-11-23 09:00 at UTC+07:00.
    public static let defaultNow = "2026-11-23T09:00+07:00"
    /// The parameters the clock reads, for a scene's `SceneInfo.parameters`: `now` and `tz`, which
    /// a window host stamps with the wall clock's time and zone.
    public static let parameters = [
        SceneParameter(SceneInfo.nowParameter, SceneClockStrings.nowHelp(defaultNow)),
        SceneParameter(SceneInfo.timeZoneParameter, SceneClockStrings.timeZoneHelp),
    ]

    /// The session's first instant: the `now` parameter.
    public let start: Date
    /// The user's time zone, on whose calendar days are counted: `tz`, else `now`'s offset as a
    /// fixed zone.
    public let timeZone: TimeZone
    /// The length of a tick, in seconds.
    public let tickDuration: Double

    /// The clock of a session with `parameters` (`now`, ISO 8601 such as `2026-11-23T09:00+07:00`,
    /// `defaultNow` when absent; `tz`, an IANA zone such as `Asia/Ho_Chi_Minh`) and ticks of
    /// `tickDuration` seconds.
    /// - Throws: `SceneParameterError` naming the parameter and its value for a time that is not
    ///   of that form, names no such time or falls outside `years`, or a zone there is not.
    public init(parameters: [String: String], tickDuration: Double) throws(SceneParameterError) {
        let (start, offsetZone) = try Self.instant(parameters[SceneInfo.nowParameter] ?? Self.defaultNow)
        self.start = start
        self.tickDuration = tickDuration
        if let identifier = parameters[SceneInfo.timeZoneParameter] {
            guard let zone = TimeZone(identifier: identifier) else {
                throw SceneParameterError(SceneInfo.timeZoneParameter, identifier, SceneClockStrings.noSuchZone)
            }
            timeZone = zone
        } else {
            timeZone = offsetZone
        }
    }

    /// "Now" at `tick`, in whole seconds: the host's last stamp moved on by the ticks since it
    /// (back, for a tick before it) when `stamp` has heard one, else `start` moved on by `tick`.
    ///
    /// Whole seconds keep an instant a scene writes (a database row, a file) free of fractions of
    /// 1/60 s that binary cannot spell exactly; days and hours, which turn on whole seconds, are
    /// the same as with the fractions.
    public func now(atTick tick: UInt64, stamp: ClockStamp) -> Date {
        let origin = stamp.minute.map { Double($0) * 60 } ?? start.timeIntervalSince1970
        let from = stamp.minute == nil ? 0 : stamp.tick
        let ticks = tick >= from ? Double(tick - from) : -Double(from - tick)
        return Date(timeIntervalSince1970: origin + (ticks * tickDuration).rounded(.down))
    }

    /// The day on the user's calendar at `tick` (see `now(atTick:stamp:)`).
    public func today(atTick tick: UInt64, stamp: ClockStamp) -> CalendarDay {
        CalendarDay(now(atTick: tick, stamp: stamp), in: timeZone)
    }

    /// `date` to the minute with the offset `timeZone` has then, e.g. `2026-11-24T08:00+07:00`:
    /// the form `now` is written in.
    public func text(of date: Date) -> String {
        let local = CalendarDay.localSeconds(of: date, in: timeZone)
        let day = CalendarDay(ordinal: CalendarDay.floorDivide(local, by: CalendarDay.secondsPerDay))
        let minuteOfDay = (local - day.ordinal * CalendarDay.secondsPerDay) / 60
        let offset = timeZone.secondsFromGMT(for: date) / 60
        return "\(day)T" + CalendarDay.padded(minuteOfDay / 60, 2) + ":" + CalendarDay.padded(minuteOfDay % 60, 2)
            + (offset < 0 ? "-" : "+") + CalendarDay.padded(abs(offset) / 60, 2) + ":" + CalendarDay.padded(abs(offset) % 60, 2)
    }
}
