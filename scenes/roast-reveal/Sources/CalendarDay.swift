import Foundation

/// A calendar day as the user lived it: the date on their calendar in the time zone they were in.
///
/// Days are counted apart by their dates alone, so a day is a day however long it was (23 or 25
/// hours around a daylight-saving change) and wherever the user flew.
public struct CalendarDay: Codable, Sendable, Hashable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        let parts = Self.calendar(timeZone).dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    /// The number of this day counted from 1970-01-01 (negative before).
    public var ordinal: Int {
        // Days from civil (Howard Hinnant's algorithm), exact for every proleptic Gregorian date.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Days from this day to `other` (1 when `other` is the next day, negative when earlier).
    public func days(to other: CalendarDay) -> Int { other.ordinal - ordinal }

    /// Whether the fields name a real day.
    var isValid: Bool {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1 else { return false }
        var parts = DateComponents()
        parts.year = year
        parts.month = month
        let calendar = Self.calendar(TimeZone(identifier: "UTC")!)
        guard let first = calendar.date(from: parts), let days = calendar.range(of: .day, in: .month, for: first) else { return false }
        return days.contains(day)
    }

    public static func < (a: Self, b: Self) -> Bool { a.ordinal < b.ordinal }

    /// The Gregorian calendar in `timeZone`.
    static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
