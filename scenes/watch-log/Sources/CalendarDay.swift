import Foundation

/// A `yyyy-MM-dd` calendar day, as import files write dates without a time.
///
/// Worked out with day arithmetic rather than `Calendar`, which is far slower, because an import
/// reads one a row.
enum CalendarDay {
    /// Noon on `text`'s day in `timeZone`; nil unless `text` is a real Gregorian day in
    /// `yyyy-MM-dd` between the years 1 and 9999.
    static func noon(of text: String, in timeZone: TimeZone) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              year >= 1, (1...12).contains(month), day >= 1, day <= days(inMonth: month, of: year) else { return nil }
        let utcNoon = Date(timeIntervalSince1970: Double(daysSince1970(year: year, month: month, day: day)) * 86_400 + 43_200)
        return utcNoon - Double(timeZone.secondsFromGMT(for: utcNoon))
    }

    /// The days in `month` (1–12) of `year`.
    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given Gregorian day (Howard Hinnant's days_from_civil).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
