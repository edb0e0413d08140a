import Engine
import Foundation
import Testing
@testable import RoastRevealScene

/// Streaks count calendar days in the user's time zone, with "now" always an input.
@Suite struct StreakServiceTests {
    let service = StreakService()
    let berlin = Fixtures.zone("Europe/Berlin"), newYork = Fixtures.zone("America/New_York")

    /// The streak after roasts at each of `times` (ISO 8601) in `zone`.
    func streak(_ times: [String], in zone: TimeZone, from start: UserStreak = UserStreak()) -> UserStreak {
        times.reduce(start) { service.recordActivity($0, now: Fixtures.date($1), timeZone: zone).streak }
    }

    @Test func aRoastJustAfterMidnightIsTheNextDay() {
        let s = streak(["2026-11-23T23:59:00+01:00", "2026-11-24T00:01:00+01:00"], in: berlin)
        #expect(s.current == 2 && s.longest == 2)
        #expect(s.lastActiveDay == CalendarDay(year: 2026, month: 11, day: 24))
    }

    @Test func twoRoastsOnOneDayCountOnce() {
        let s = streak(["2026-11-23T08:00:00+01:00", "2026-11-23T22:00:00+01:00"], in: berlin)
        #expect(s.current == 1)
    }

    @Test func daylightSavingChangesNeitherBreakNorDoubleAStreak() {
        // Berlin springs forward on 29 March 2026 (a 23-hour day) and falls back on 25 October (25 hours).
        let spring = streak(["2026-03-28T23:30:00+01:00", "2026-03-29T23:30:00+02:00", "2026-03-30T00:10:00+02:00"], in: berlin)
        #expect(spring.current == 3)
        let autumn = streak(["2026-10-24T00:30:00+02:00", "2026-10-25T23:50:00+01:00", "2026-10-26T00:05:00+01:00"], in: berlin)
        #expect(autumn.current == 3)
        // New York falls back on 1 November 2026: 25 hours from 00:30 on the 1st is still the 1st.
        let longDay = streak(["2026-10-31T23:30:00-04:00", "2026-11-01T00:30:00-04:00", "2026-11-01T23:59:00-05:00"],
                             in: newYork)
        #expect(longDay.current == 2)
        let status = service.status(of: longDay, now: Fixtures.date("2026-11-02T20:00:00-05:00"), timeZone: newYork)
        #expect(status == .expiringSoon(hoursRemaining: 4))
    }

    @Test func travellingAcrossTimeZonesCountsTheDaysAsLived() {
        // A roast in Berlin in the evening, then a flight to New York: there it is still the same day.
        var s = streak(["2026-06-10T20:00:00+02:00"], in: berlin)
        s = streak(["2026-06-10T19:00:00-04:00"], in: newYork, from: s)   // 01:00 on the 11th in Berlin
        #expect(s.current == 1)
        s = streak(["2026-06-11T09:00:00-04:00"], in: newYork, from: s)
        #expect(s.current == 2)
        // Flying east to Tokyo skips most of a day but no calendar day.
        s = streak(["2026-06-12T23:00:00+09:00"], in: Fixtures.zone("Asia/Tokyo"), from: s)
        #expect(s.current == 3)
    }

    @Test func aMissedDayWithoutAFreezeStartsAgain() {
        let s = streak(["2026-01-01T10:00:00+01:00", "2026-01-02T10:00:00+01:00", "2026-01-04T10:00:00+01:00"], in: berlin)
        #expect(s.current == 1 && s.longest == 2)
        let before = streak(["2026-01-01T10:00:00+01:00", "2026-01-02T10:00:00+01:00"], in: berlin)
        #expect(service.status(of: before, now: Fixtures.date("2026-01-04T10:00:00+01:00"), timeZone: berlin) == .expired)
        #expect(service.displayedStreak(before, now: Fixtures.date("2026-01-04T10:00:00+01:00"), timeZone: berlin) == 0)
    }

    @Test func aSevenDayStreakEarnsAFreezeThatCoversAMissedDay() {
        let week = (1...7).map { String(format: "2026-02-%02dT12:00:00+01:00", $0) }
        var s = streak(week, in: berlin)
        #expect(s.current == 7 && s.freezes == 1)
        #expect(service.status(of: s, now: Fixtures.date("2026-02-09T12:00:00+01:00"), timeZone: berlin) == .frozen)
        let update = service.recordActivity(s, now: Fixtures.date("2026-02-09T12:00:00+01:00"), timeZone: berlin)
        #expect(update.freezesUsed == 1 && !update.restarted)
        s = update.streak
        #expect(s.current == 8 && s.freezes == 0 && s.freezesUsed == 1)
    }

    @Test func atMostTwoFreezesAreHeld() {
        let days = (0..<28).map { Fixtures.date("2026-03-01T12:00:00Z").addingTimeInterval(Double($0) * 86_400) }
        let s = days.reduce(UserStreak()) { service.recordActivity($0, now: $1, timeZone: TimeZone(identifier: "UTC")!).streak }
        #expect(s.current == 28 && s.freezes == 2)
        // Three missed days are more than two freezes cover.
        #expect(service.status(of: s, now: Fixtures.date("2026-04-01T12:00:00Z"), timeZone: TimeZone(identifier: "UTC")!) == .expired)
        #expect(service.status(of: s, now: Fixtures.date("2026-03-31T12:00:00Z"), timeZone: TimeZone(identifier: "UTC")!) == .frozen)
    }

    @Test func aClockSetBackwardsChangesNothing() {
        let s = streak(["2026-05-10T12:00:00+02:00", "2026-05-11T12:00:00+02:00"], in: berlin)
        let back = service.recordActivity(s, now: Fixtures.date("2026-05-01T12:00:00+02:00"), timeZone: berlin)
        #expect(back.streak == s)
        #expect(service.status(of: s, now: Fixtures.date("2026-05-01T12:00:00+02:00"), timeZone: berlin) == .active)
        // Back to the right time, the streak carries on.
        #expect(streak(["2026-05-12T09:00:00+02:00"], in: berlin, from: back.streak).current == 3)
    }

    @Test func theStatusSaysHowManyHoursAreLeft() {
        let s = streak(["2026-07-01T09:00:00+02:00"], in: berlin)
        #expect(service.status(of: s, now: Fixtures.date("2026-07-01T23:00:00+02:00"), timeZone: berlin) == .active)
        // The morning after: not kept yet, and due all day, not only in its last hours.
        #expect(service.status(of: s, now: Fixtures.date("2026-07-02T00:30:00+02:00"), timeZone: berlin) == .dueToday)
        #expect(service.status(of: s, now: Fixtures.date("2026-07-02T09:00:00+02:00"), timeZone: berlin) == .dueToday)
        #expect(service.status(of: s, now: Fixtures.date("2026-07-02T20:30:00+02:00"), timeZone: berlin)
                == .expiringSoon(hoursRemaining: 4))
        #expect(service.status(of: UserStreak(), now: Fixtures.date("2026-07-02T20:30:00+02:00"), timeZone: berlin) == .expired)
    }

    @Test func milestonesAreReachedOnceEach() {
        var s = UserStreak()
        var reached: [Int] = []
        for day in 0..<40 {
            let update = service.recordActivity(s, now: Fixtures.date("2026-01-01T12:00:00Z").addingTimeInterval(Double(day) * 86_400),
                                                timeZone: TimeZone(identifier: "UTC")!)
            if let m = update.milestone { reached.append(m.days) }
            s = update.streak
        }
        #expect(reached == [3, 7, 14, 30])
        #expect(service.milestones(of: s).filter(\.reached).map(\.milestone.days) == [3, 7, 14, 30])
    }
}
