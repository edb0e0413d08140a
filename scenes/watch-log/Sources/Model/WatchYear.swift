import Foundation

/// Calendar years in a time zone: which year an instant falls in, and where a year starts.
public enum WatchYear {
    /// A Gregorian calendar in `timeZone`.
    static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The year `date` falls in, in `timeZone`.
    public static func year(of date: Date, in timeZone: TimeZone) -> Int {
        calendar(timeZone).component(.year, from: date)
    }

    /// The instant `year` begins (1 January, midnight) in `timeZone`.
    public static func start(of year: Int, in timeZone: TimeZone) -> Date {
        calendar(timeZone).date(from: DateComponents(year: year, month: 1, day: 1)) ?? .distantPast
    }
}
