import Foundation
import Testing
@testable import Engine

/// The scene clock: `now` and `tz` read one way for every scene, "now" moved on by the ticks and
/// by the host's wall-clock stamps.
@Suite struct SceneClockTests {
    func clock(_ now: String?, tz: String? = nil) throws -> SceneClock {
        var parameters: [String: String] = [:]
        parameters[SceneInfo.nowParameter] = now
        parameters[SceneInfo.timeZoneParameter] = tz
        return try SceneClock(parameters: parameters, tickDuration: 1.0 / 60)
    }

    @Test func theDefaultIsTheDocumentedMorningInUTCPlusSeven() throws {
        let clock = try clock(nil)
        #expect(clock.start == Date(timeIntervalSince1970: 1_795_399_200))   // 2026-11-23T02:00Z
        #expect(clock.timeZone.secondsFromGMT() == 7 * 3_600)
        #expect(SceneClock.parameters.map(\.name) == ["now", "tz"])
    }

    @Test func nowTakesSecondsZuluAndOffsets() throws {
        #expect(try clock("2026-11-23T09:00+07:00").start == clock("2026-11-23T02:00Z").start)
        #expect(try clock("2026-11-23T02:00:30Z").start == clock("2026-11-23T09:00:30+07:00").start)
        #expect(try clock("2026-11-23T02:00:30Z").start == Date(timeIntervalSince1970: 1_795_399_230))
        let west = try clock("2025-01-01T00:30-05:30")
        #expect(west.start == Date(timeIntervalSince1970: 1_735_711_200))   // 06:00Z
        #expect(west.timeZone.secondsFromGMT() == -(5 * 3_600 + 1_800))
        #expect(west.today(atTick: 0, stamp: ClockStamp()) == CalendarDay(year: 2025, month: 1, day: 1))
    }

    @Test func tzNamesTheZoneDaysAreCountedIn() throws {
        // 01:30 UTC is still the evening before in New York, whichever offset `now` was written with.
        let clock = try clock("2026-11-24T01:30Z", tz: "America/New_York")
        #expect(clock.timeZone.identifier == "America/New_York")
        #expect(clock.today(atTick: 0, stamp: ClockStamp()) == CalendarDay(year: 2026, month: 11, day: 23))
        #expect(clock.text(of: clock.start) == "2026-11-23T20:30-05:00")
    }

    @Test(arguments: [
        ("yesterday", "is not a time such as"),
        ("2026-11-23 09:00", "is not a time such as"),
        ("2026-11-23T09:00", "is not a time such as"),            // no offset: the machine's time
        ("2026-11-23T09:00+7", "is not a time such as"),
        ("2026-11-23T09:00+0700", "is not a time such as"),
        ("2026-11-23T09:00Z ", "is not a time such as"),
        ("2026-11-23T09:00:5Z", "is not a time such as"),
        ("2026-11-23T09Z", "is not a time such as"),
        ("２０２６-11-23T09:00Z", "is not a time such as"),
        ("", "is not a time such as"),
        ("2026-11-23T09:00+15:00", "has an offset no time zone has"),
        ("2026-11-23T09:00+05:60", "has an offset no time zone has"),
        ("1969-12-31T23:59Z", "is not in the years 1970 to 9999"),
        ("0000-01-01T00:00Z", "is not in the years 1970 to 9999"),
        ("2026-02-29T09:00Z", "names no such day, hour, minute or second"),
        ("2026-13-01T09:00Z", "names no such day, hour, minute or second"),
        ("2026-11-23T24:00Z", "names no such day, hour, minute or second"),
        ("2026-11-23T09:60Z", "names no such day, hour, minute or second"),
        ("2026-11-23T09:00:60Z", "names no such day, hour, minute or second"),
    ])
    func aBadNowIsRefusedNamingTheParameterAndTheValue(text: String, problem: String) {
        let error = #expect(throws: SceneParameterError.self) { try clock(text) }
        #expect(error?.name == "now")
        #expect(error?.value == text)
        #expect(error?.problem.hasPrefix(problem) == true, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("parameter now=\(text) \(problem)") == true)
    }

    @Test func aZoneThatIsNoneIsRefusedNamingTz() {
        let error = #expect(throws: SceneParameterError.self) { try clock(nil, tz: "Mars/Olympus_Mons") }
        #expect(error?.name == "tz")
        #expect(error?.value == "Mars/Olympus_Mons")
    }

    @Test func theYearsAreTheSameForEveryScene() throws {
        #expect(SceneClock.years == 1970...9999)
        #expect(try clock("1970-01-01T00:00Z").start == Date(timeIntervalSince1970: 0))
        #expect(try clock("2000-01-01T00:00Z").start == Date(timeIntervalSince1970: 946_684_800))
        #expect(try clock("2200-01-01T00:00Z").start == Date(timeIntervalSince1970: 7_258_118_400))
        #expect(try clock("9999-12-31T23:59:59Z").start == Date(timeIntervalSince1970: 253_402_300_799))
        // The host's clock stamps reach as far: the last minute of 9999.
        #expect(InputEvent.maxClockMinute == 253_402_300_799 / 60)
    }

    @Test func nowMovesOnWithTheTicksInWholeSeconds() throws {
        let clock = try clock("2026-01-01T00:00Z")
        let stamp = ClockStamp()
        #expect(clock.now(atTick: 0, stamp: stamp) == clock.start)
        #expect(clock.now(atTick: 59, stamp: stamp) == clock.start)
        #expect(clock.now(atTick: 150, stamp: stamp) == clock.start + 2)
        // Whole seconds land on the tick that completes them, however far the session has run.
        for second in stride(from: 0, through: 86_400 * 3, by: 7) {
            #expect(clock.now(atTick: UInt64(second) * 60, stamp: stamp) == clock.start + Double(second), "\(second)")
            #expect(clock.now(atTick: UInt64(second) * 60 + 59, stamp: stamp) == clock.start + Double(second), "\(second)")
        }
    }

    @Test func aStampMovesNowToTheHostsMinute() throws {
        let clock = try clock("2026-11-23T22:00+07:00", tz: "Asia/Ho_Chi_Minh")
        var stamp = ClockStamp()
        stamp.follow([.clock(minute: 29_924_730)], atTick: 600)      // 2026-11-24T01:30Z
        let minute = Date(timeIntervalSince1970: 29_924_730 * 60)
        #expect(clock.now(atTick: 600, stamp: stamp) == minute)
        #expect(clock.now(atTick: 750, stamp: stamp) == minute + 2)
        #expect(clock.now(atTick: 540, stamp: stamp) == minute - 1)  // a tick before it counts back from it
        #expect(clock.text(of: clock.now(atTick: 600, stamp: stamp)) == "2026-11-24T08:30+07:00")
        #expect(clock.today(atTick: 600, stamp: stamp) == CalendarDay(year: 2026, month: 11, day: 24))
    }

    @Test func timesAreWrittenToTheMinuteWithTheOffsetThen() throws {
        let london = try clock("2026-07-01T12:34:56+01:00", tz: "Europe/London")
        #expect(london.text(of: london.start) == "2026-07-01T12:34+01:00")
        #expect(london.text(of: Date(timeIntervalSince1970: 1_798_761_599)) == "2026-12-31T23:59+00:00")
        let kolkata = try clock("2026-01-01T00:00+05:30")
        #expect(kolkata.text(of: kolkata.start) == "2026-01-01T00:00+05:30")
        let west = try clock("2026-01-01T00:00-09:30")
        #expect(west.text(of: west.start) == "2026-01-01T00:00-09:30")
        #expect(west.text(of: Date(timeIntervalSince1970: 0)) == "1969-12-31T14:30-09:30")
    }

    @Test func instantsReadOutsideASessionToo() throws {
        let (date, zone) = try SceneClock.instant("2026-11-23T09:00:05+07:00")
        #expect(date == Date(timeIntervalSince1970: 1_795_399_205))
        #expect(zone.secondsFromGMT() == 7 * 3_600)
        let error = #expect(throws: SceneParameterError.self) { try SceneClock.instant("soon", parameter: "when") }
        #expect(error?.name == "when")
    }
}
