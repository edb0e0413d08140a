import Foundation

extension SceneInfo {
    /// The parameter a window host stamps with the wall clock's time when a session starts.
    public static let nowParameter = "now"
    /// The parameter a window host stamps with the user's time zone (an IANA name).
    public static let timeZoneParameter = "tz"

    /// `parameters` with the time and time zone added, when this scene declares `now` (and `tz`)
    /// and they were not given: a window host calls it as a session starts, so a scene counting
    /// days sees the real date while its replay, whose header keeps the parameters, sees the same.
    /// `now` is ISO 8601 to the second with the zone's offset, e.g. `2026-11-23T09:00:00+07:00`.
    public func stampingWallClock(_ parameters: [String: String], now: Date, timeZone: TimeZone) -> [String: String] {
        let declared = Set(self.parameters.map(\.name))
        guard declared.contains(Self.nowParameter), parameters[Self.nowParameter] == nil else { return parameters }
        var stamped = parameters
        stamped[Self.nowParameter] = Self.stamp(now, in: timeZone)
        if declared.contains(Self.timeZoneParameter), parameters[Self.timeZoneParameter] == nil {
            stamped[Self.timeZoneParameter] = timeZone.identifier
        }
        return stamped
    }

    /// Whether a session with `parameters` runs on the wall clock: the scene takes `now` and it
    /// is the minute `now` falls in (or the one before, stamped just as the minute turned) in
    /// `timeZone`. A window host then tells it each new minute as an `InputEvent.clock`; a `now`
    /// given for another time is kept to, with the ticks alone moving it on.
    public func followsWallClock(_ parameters: [String: String], now: Date, timeZone: TimeZone) -> Bool {
        guard self.parameters.contains(where: { $0.name == Self.nowParameter }), let given = parameters[Self.nowParameter] else { return false }
        return given == Self.stamp(now, in: timeZone) || given == Self.stamp(now.addingTimeInterval(-60), in: timeZone)
    }

    /// The minute `date` falls in, as minutes since 1970 (UTC): what an `InputEvent.clock` carries.
    public static func clockMinute(of date: Date) -> Int64 { Int64((date.timeIntervalSince1970 / 60).rounded(.down)) }

    /// `date` to the minute with `timeZone`'s offset, e.g. `2026-11-23T09:00+07:00`.
    static func stamp(_ date: Date, in timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mmxxx"
        return formatter.string(from: date)
    }
}
