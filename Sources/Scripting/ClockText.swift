import Foundation

/// A `clock` step's time as scripts write it: `2026-11-24T08:00+07:00` (or `…Z`), to the minute,
/// the form the host stamps `now` in.
enum ClockText {
    /// The minute (since 1970, UTC) `text` names, or nil when it is not of that form.
    static func minute(from text: String) -> Int64? {
        guard let date = formatter().date(from: text) else { return nil }
        return Int64((date.timeIntervalSince1970 / 60).rounded(.down))
    }

    /// `minute` (since 1970) as UTC text, e.g. `2026-11-23T17:00Z`.
    static func text(of minute: Int64) -> String {
        formatter().string(from: Date(timeIntervalSince1970: Double(minute) * 60))
    }

    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mmXXX"
        return formatter
    }
}
