import Foundation
import Testing
@testable import Engine

/// Calendar days on their own: numbering, civil arithmetic, validity, text and the saved form.
@Suite struct CalendarDayTests {
    @Test func daysAreNumberedFrom1970() {
        #expect(CalendarDay(year: 1970, month: 1, day: 1).ordinal == 0)
        #expect(CalendarDay(year: 1969, month: 12, day: 31).ordinal == -1)
        #expect(CalendarDay(year: 2000, month: 3, day: 1).ordinal == 11_017)
        #expect(CalendarDay(year: 1, month: 1, day: 1).ordinal == -719_162)
        #expect(CalendarDay(year: 9999, month: 12, day: 31).ordinal == 2_932_896)
        #expect(CalendarDay(ordinal: 20_415) == CalendarDay(year: 2025, month: 11, day: 23))
    }

    @Test func numberingRoundTripsAndAgreesWithFoundationOverTheWholeRange() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        for ordinal in stride(from: -719_162, through: 2_932_896, by: 373) {
            let day = CalendarDay(ordinal: ordinal)
            #expect(day.ordinal == ordinal)
            #expect(day.isValid, "\(day)")
            // Foundation's Gregorian calendar is Julian before October 1582; ours is Gregorian throughout.
            guard ordinal >= -141_349 else { continue }   // 1583-01-01
            let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(ordinal) * 86_400))
            #expect([day.year, day.month, day.day] == [parts.year, parts.month, parts.day], "\(ordinal)")
        }
        // Every day of a few years either side of 1970 and of a leap century, one after the other.
        for start in [-1_200, 10_800] {
            for ordinal in start..<(start + 2_400) {
                #expect(CalendarDay(ordinal: ordinal).adding(days: 1) == CalendarDay(ordinal: ordinal + 1))
                #expect(CalendarDay(ordinal: ordinal + 1).ordinal - CalendarDay(ordinal: ordinal).ordinal == 1)
            }
        }
    }

    @Test func calendarDaysCountAcrossMonthsAndLeapYears() {
        #expect(CalendarDay(year: 2028, month: 2, day: 28).days(to: CalendarDay(year: 2028, month: 3, day: 1)) == 2)
        #expect(CalendarDay(year: 2026, month: 12, day: 31).days(to: CalendarDay(year: 2027, month: 1, day: 1)) == 1)
        #expect(CalendarDay(year: 2027, month: 1, day: 1).days(to: CalendarDay(year: 2026, month: 12, day: 31)) == -1)
        #expect(CalendarDay(year: 2024, month: 1, day: 31).adding(days: 29) == CalendarDay(year: 2024, month: 2, day: 29))
        #expect(CalendarDay(year: 2100, month: 2, day: 28).adding(days: 1) == CalendarDay(year: 2100, month: 3, day: 1))
        #expect(CalendarDay(year: 2000, month: 2, day: 28).adding(days: 1) == CalendarDay(year: 2000, month: 2, day: 29))
        #expect(CalendarDay(year: 2026, month: 3, day: 1).adding(days: -365) == CalendarDay(year: 2025, month: 3, day: 1))
    }

    @Test func onlyRealDaysInFourDigitYearsAreValid() {
        #expect(CalendarDay(year: 2024, month: 2, day: 29).isValid)
        #expect(CalendarDay(year: 2000, month: 2, day: 29).isValid)
        #expect(CalendarDay(year: 1, month: 1, day: 1).isValid)
        for day in [CalendarDay(year: 2026, month: 2, day: 30), CalendarDay(year: 2023, month: 2, day: 29),
                    CalendarDay(year: 1900, month: 2, day: 29), CalendarDay(year: 2024, month: 13, day: 1),
                    CalendarDay(year: 2024, month: 0, day: 10), CalendarDay(year: 2024, month: 4, day: 31),
                    CalendarDay(year: 2024, month: 1, day: 0), CalendarDay(year: 0, month: 1, day: 1),
                    CalendarDay(year: 10_000, month: 1, day: 1)] {
            #expect(!day.isValid, "\(day)")
        }
    }

    @Test func daysCompareInCalendarOrder() {
        let days = [CalendarDay(year: 2026, month: 11, day: 23), CalendarDay(year: 2025, month: 12, day: 31),
                    CalendarDay(year: 2026, month: 1, day: 1), CalendarDay(year: 2026, month: 11, day: 2)]
        #expect(days.sorted().map(\.description) == ["2025-12-31", "2026-01-01", "2026-11-02", "2026-11-23"])
        #expect(days.sorted().map(\.ordinal) == days.map(\.ordinal).sorted())
    }

    @Test func aDayIsWrittenAndReadAsISO8601() {
        #expect(CalendarDay(year: 2026, month: 3, day: 7).description == "2026-03-07")
        #expect(CalendarDay(year: 33, month: 12, day: 1).description == "0033-12-01")
        #expect(CalendarDay("2024-02-29") == CalendarDay(year: 2024, month: 2, day: 29))
        #expect(CalendarDay("0001-01-01") == CalendarDay(year: 1, month: 1, day: 1))
        for text in ["2023-02-29", "1900-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-1-05", "24-01-05",
                     "0000-01-01", "2024-01-05T10:00", "２０２４-01-05", "", "yesterday", "2024/01/05", "-024-01-05",
                     "+024-01-05", "2024-01-05 ", " 2024-01-05"] {
            #expect(CalendarDay(text) == nil, "\(text)")
        }
    }

    @Test func itIsSavedAsYearMonthAndDay() throws {
        // Saves written before the engine had calendar days keep these keys.
        let saved = Data(#"{"year":2026,"month":11,"day":23}"#.utf8)
        let day = try JSONDecoder().decode(CalendarDay.self, from: saved)
        #expect(day == CalendarDay(year: 2026, month: 11, day: 23))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(day), as: UTF8.self) == #"{"day":23,"month":11,"year":2026}"#)
    }
}
