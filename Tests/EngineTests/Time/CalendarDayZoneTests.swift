import Foundation
import Testing
@testable import Engine

/// Calendar days in time zones whose days are not 24 hours: which day an instant falls on, where
/// a day starts, and day arithmetic that counts dates rather than 86,400-second steps.
@Suite struct CalendarDayZoneTests {
    func zone(_ identifier: String) throws -> TimeZone { try #require(TimeZone(identifier: identifier)) }

    func at(_ seconds: Int) -> Date { Date(timeIntervalSince1970: Double(seconds)) }

    func day(_ text: String) throws -> CalendarDay { try #require(CalendarDay(text)) }

    /// The hours from the start of `text`'s day to the start of the next, in `zone`.
    func hours(of text: String, in zone: TimeZone) throws -> Double {
        let day = try day(text)
        return day.adding(days: 1).start(in: zone).timeIntervalSince(day.start(in: zone)) / 3_600
    }

    @Test func saoPauloSkippedAMidnightAndRepeatedAnHour() throws {
        let saoPaulo = try zone("America/Sao_Paulo")
        // 2018-11-04: clocks went from 00:00 to 01:00 (-03:00 to -02:00), so the day began at 01:00.
        #expect(try day("2018-11-04").start(in: saoPaulo) == at(1_541_300_400))
        #expect(try hours(of: "2018-11-04", in: saoPaulo) == 23)
        #expect(CalendarDay(at(1_541_300_399), in: saoPaulo) == (try day("2018-11-03")))
        #expect(CalendarDay(at(1_541_300_400), in: saoPaulo) == (try day("2018-11-04")))
        // 2019-02-16: 23:00 to 24:00 came twice (-02:00, then -03:00), so the day lasted 25 hours.
        #expect(try day("2019-02-16").start(in: saoPaulo) == at(1_550_282_400))
        #expect(try day("2019-02-17").start(in: saoPaulo) == at(1_550_372_400))
        #expect(try hours(of: "2019-02-16", in: saoPaulo) == 25)
        #expect(CalendarDay(at(1_550_372_399), in: saoPaulo) == (try day("2019-02-16")))
    }

    @Test func londonsDaylightSavingDaysLast23And25Hours() throws {
        let london = try zone("Europe/London")
        #expect(try hours(of: "2024-03-30", in: london) == 24)
        #expect(try hours(of: "2024-03-31", in: london) == 23)
        #expect(try hours(of: "2024-10-27", in: london) == 25)
        #expect(try day("2024-04-01").start(in: london) == at(1_711_926_000))   // 2024-03-31T23:00Z
        #expect(try day("2024-10-27").start(in: london) == at(1_729_983_600))   // 2024-10-26T23:00Z
        // Saturday 23:30 plus 86,400 s is already Monday: the days after it are counted as dates.
        let saturdayNight = at(1_711_841_400)                                   // 2024-03-30T23:30Z
        #expect(CalendarDay(saturdayNight + 86_400, in: london) == (try day("2024-04-01")))
        #expect(CalendarDay(saturdayNight, in: london).adding(days: 1) == (try day("2024-03-31")))
        #expect(try day("2024-03-31").noon(in: london) == at(1_711_882_800))   // 11:00Z, in summer time
    }

    @Test func apiaSkipped30December2011() throws {
        let apia = try zone("Pacific/Apia")
        // Samoa moved west of the date line: 29 December at -10:00 was followed by 31 December at +14:00.
        #expect(CalendarDay(at(1_325_239_199), in: apia) == (try day("2011-12-29")))
        #expect(CalendarDay(at(1_325_239_200), in: apia) == (try day("2011-12-31")))
        #expect(try hours(of: "2011-12-29", in: apia) == 24)
        #expect(try hours(of: "2011-12-30", in: apia) == 0)
        #expect(try day("2011-12-30").start(in: apia) == at(1_325_239_200))
        #expect(try day("2011-12-30").noon(in: apia) == (try day("2011-12-31")).start(in: apia))
        // The calendar still has the date, and counts it: a streak from the 29th to the 31st missed a day.
        #expect(try day("2011-12-29").days(to: day("2011-12-31")) == 2)
        #expect(try day("2011-12-29").adding(days: 1) == day("2011-12-30"))
        #expect(try day("2012-01-01").start(in: apia) == at(1_325_325_600))
    }

    @Test func lordHoweMovesItsClocksByHalfAnHour() throws {
        let lordHowe = try zone("Australia/Lord_Howe")
        #expect(try hours(of: "2024-04-07", in: lordHowe) == 24.5)
        #expect(try hours(of: "2024-10-06", in: lordHowe) == 23.5)
        #expect(try day("2024-04-08").start(in: lordHowe) == at(1_712_496_600))   // 2024-04-07T13:30Z
        #expect(try day("2024-10-07").start(in: lordHowe) == at(1_728_219_600))   // 2024-10-06T13:00Z
        #expect(CalendarDay(at(1_712_496_599), in: lordHowe) == (try day("2024-04-07")))
        #expect(CalendarDay(at(1_712_496_600), in: lordHowe) == (try day("2024-04-08")))
    }

    @Test(arguments: ["America/Sao_Paulo", "Europe/London", "Pacific/Apia", "Australia/Lord_Howe", "America/New_York",
                      "Asia/Kathmandu", "Pacific/Chatham", "UTC"])
    func daysAndTheirStartsAgreeWithFoundationHourByHour(identifier: String) throws {
        let zone = try zone(identifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        // 2011-06-01 to 2012-06-01 (Apia's jump) and 2018-06-01 to 2019-06-01 (São Paulo's last changes),
        // every 61 minutes so every minute of the hour is met.
        for (from, to) in [(1_306_886_400, 1_338_508_800), (1_527_811_200, 1_559_347_200)] {
            for seconds in stride(from: from, to: to, by: 3_660) {
                let date = at(seconds)
                let day = CalendarDay(date, in: zone)
                let parts = calendar.dateComponents([.year, .month, .day], from: date)
                #expect([day.year, day.month, day.day] == [parts.year, parts.month, parts.day], "\(identifier) \(seconds)")
                #expect(day.start(in: zone) == calendar.startOfDay(for: date), "\(identifier) \(day)")
            }
        }
    }

    @Test func aDayIsNoonInTheGivenZone() throws {
        let utc = try zone("UTC"), hanoi = try zone("Asia/Ho_Chi_Minh"), sydney = try zone("Australia/Sydney")
        #expect(try day("2025-01-01").noon(in: utc) == at(1_735_732_800))
        #expect(try day("2025-01-01").noon(in: hanoi) == at(1_735_732_800 - 7 * 3_600))
        #expect(try day("2025-01-01").noon(in: sydney) == at(1_735_732_800 - 11 * 3_600))
        #expect(try day("1970-01-01").noon(in: utc) == at(43_200))
        // Every day of a span agrees with Foundation's calendar.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = sydney
        for ordinal in stride(from: -40_000, to: 40_000, by: 97) {
            let day = CalendarDay(ordinal: ordinal)
            let noon = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))
            #expect(day.noon(in: sydney) == noon, "\(day)")
        }
    }
}
