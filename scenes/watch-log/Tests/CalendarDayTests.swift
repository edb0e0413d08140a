import Foundation
import Testing
@testable import WatchLogScene

@Suite struct CalendarDayTests {
    @Test func aDayIsNoonInTheGivenZone() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let hanoi = try #require(TimeZone(identifier: "Asia/Ho_Chi_Minh"))
        let sydney = try #require(TimeZone(identifier: "Australia/Sydney"))
        #expect(CalendarDay.noon(of: "2025-01-01", in: utc) == Date(timeIntervalSince1970: 1_735_732_800))
        #expect(CalendarDay.noon(of: "2025-01-01", in: hanoi) == Date(timeIntervalSince1970: 1_735_732_800 - 7 * 3_600))
        #expect(CalendarDay.noon(of: "2025-01-01", in: sydney) == Date(timeIntervalSince1970: 1_735_732_800 - 11 * 3_600))
        #expect(CalendarDay.noon(of: "1970-01-01", in: utc) == Date(timeIntervalSince1970: 43_200))
        // Every day of a span agrees with Foundation's calendar.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = sydney
        for offset in stride(from: -40_000, to: 40_000, by: 97) {
            let date = Date(timeIntervalSince1970: Double(offset) * 86_400)
            let c = calendar.dateComponents([.year, .month, .day], from: date)
            let text = String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
            let noon = calendar.date(from: DateComponents(year: c.year, month: c.month, day: c.day, hour: 12))
            #expect(CalendarDay.noon(of: text, in: sydney) == noon, "\(text)")
        }
    }

    @Test func onlyRealDaysAreRead() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(CalendarDay.noon(of: "2024-02-29", in: utc) != nil)
        for text in ["2023-02-29", "1900-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-1-05", "24-01-05",
                     "0000-01-01", "2024-01-05T10:00", "２０２４-01-05", "", "yesterday", "2024/01/05", "-024-01-05"] {
            #expect(CalendarDay.noon(of: text, in: utc) == nil, "\(text)")
        }
        #expect(CalendarDay.noon(of: "2000-02-29", in: utc) != nil)
    }
}
