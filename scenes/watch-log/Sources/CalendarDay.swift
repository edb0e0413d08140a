import Foundation

/// A `yyyy-MM-dd` calendar day, as import files write dates without a time.
enum CalendarDay {
    /// Noon on `text`'s day in `timeZone`; nil unless `text` is a real day in `yyyy-MM-dd`.
    static func noon(of text: String, in timeZone: TimeZone) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), year >= 1 else { return nil }
        let calendar = WatchYear.calendar(timeZone)
        let components = DateComponents(year: year, month: month, day: day, hour: 12)
        guard let date = calendar.date(from: components) else { return nil }
        // Calendar rolls 30 February over into March; a real day reads back the same.
        let back = calendar.dateComponents([.year, .month, .day], from: date)
        return back.year == year && back.month == month && back.day == day ? date : nil
    }
}
