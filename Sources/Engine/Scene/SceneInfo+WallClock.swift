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
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mmxxx"
        stamped[Self.nowParameter] = formatter.string(from: now)
        if declared.contains(Self.timeZoneParameter), parameters[Self.timeZoneParameter] == nil {
            stamped[Self.timeZoneParameter] = timeZone.identifier
        }
        return stamped
    }
}
