import Engine
import Foundation
import Testing
@testable import RoastRevealScene

/// The roast of the day: the same all day, a new one after midnight on the user's calendar.
@Suite struct RoastOfTheDayTests {
    func roast(_ iso: String, _ zone: String, _ language: RoastLanguage = .en) -> Roast {
        RoastOfTheDay.roast(on: CalendarDay(Fixtures.date(iso), in: Fixtures.zone(zone)), language: language, spice: 3,
                            roaster: Fixtures.roaster)
    }

    @Test func itIsTheSameAllDayAndNewAfterMidnight() {
        let morning = roast("2026-11-23T00:05:00+07:00", "Asia/Ho_Chi_Minh")
        #expect(roast("2026-11-23T23:55:00+07:00", "Asia/Ho_Chi_Minh") == morning)
        #expect(roast("2026-11-24T00:05:00+07:00", "Asia/Ho_Chi_Minh").text != morning.text)
    }

    @Test func aWeekBringsSevenDifferentRoastsInBothLanguages() {
        for language in RoastLanguage.allCases {
            let week = (0..<7).map { CalendarDay(year: 2026, month: 12, day: 1 + $0) }
                .map { RoastOfTheDay.roast(on: $0, language: language, spice: 2, roaster: Fixtures.roaster).text }
            #expect(Set(week).count == 7, "\(week)")
        }
    }
}
