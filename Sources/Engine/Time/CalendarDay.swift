/// A day on the calendar as the user lived it: a proleptic Gregorian date, with no time of day
/// and no time zone.
///
/// Days are civil dates, never 86,400-second steps: the day after 2024-03-31 in London is
/// 2024-04-01 though that Sunday lasted 23 hours, and Apia's calendar went from 2011-12-29 to
/// 2011-12-31 while the day arithmetic still counts 2011-12-30 between them. Arithmetic works on
/// `ordinal` with Howard Hinnant's exact civil-day algorithms rather than `Calendar`, which is
/// far slower (an import reads one day a row) and would bring a time zone into a zone-free sum.
///
/// It encodes as `{"year": …, "month": …, "day": …}`, as the scenes' saves have always kept it.
public struct CalendarDay: Codable, Sendable, Hashable, Comparable {
    /// The year, e.g. 2026 (astronomical numbering: 0 is 1 BC).
    public var year: Int
    /// The month, 1 (January) to 12.
    public var month: Int
    /// The day of the month, 1 to 31.
    public var day: Int

    /// The years a day may fall in to be `isValid`: the ones four digits spell, as ISO 8601 writes them.
    public static let years = 1...9999

    /// The day with these fields as given, checked by nothing (see `isValid`).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `ordinal` days after 1970-01-01 (before it when negative).
    public init(ordinal: Int) {
        // Hinnant's civil_from_days: eras of 400 years (146,097 days) starting on 1 March, so the
        // leap day falls at the end of a year.
        let shifted = ordinal + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month,
                  day: dayOfYear - (153 * monthFromMarch + 2) / 5 + 1)
    }

    /// The day's number in days since 1970-01-01 (negative before it); exact for every valid day.
    public var ordinal: Int {
        // Hinnant's days_from_civil, the inverse of `init(ordinal:)`.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Whether the fields name a real day in `years`: a month of 1 to 12 and a day it has.
    public var isValid: Bool {
        Self.years.contains(year) && (1...12).contains(month) && day >= 1 && day <= Self.days(inMonth: month, of: year)
    }

    /// The day `count` days later (earlier when negative), counting civil dates.
    public func adding(days count: Int) -> CalendarDay { CalendarDay(ordinal: ordinal + count) }

    /// The days from this day to `other`: 1 when `other` is the next day, negative when it is earlier.
    public func days(to other: CalendarDay) -> Int { other.ordinal - ordinal }

    /// The days in `month` (1 to 12) of `year`: 28 to 31.
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Whether `year` has a 29 February in the Gregorian calendar.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Earlier days first, by their fields, so that unequal days always compare one way or the other.
    public static func < (a: CalendarDay, b: CalendarDay) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
}
