import Engine
import Foundation
import Testing
@testable import WatchLogScene

@Suite struct WatchLogClockTests {
    @Test func theDefaultIsTheDocumentedMorningInUTCPlusSeven() throws {
        let clock = try WatchLogClock(parameter: nil)
        #expect(clock.start == Date(timeIntervalSince1970: 1_795_399_200))   // 2026-11-23T02:00Z
        #expect(clock.timeZone.secondsFromGMT() == 7 * 3_600)
    }

    @Test func aTimeWithAnOffsetOrZIsReadExactly() throws {
        #expect(try WatchLogClock(parameter: "2026-11-23T09:00+07:00").start == WatchLogClock(parameter: "2026-11-23T02:00Z").start)
        let west = try WatchLogClock(parameter: "2025-01-01T00:30-05:30")
        #expect(west.start == Date(timeIntervalSince1970: 1_735_711_200))   // 06:00Z
        #expect(WatchYear.year(of: west.start, in: west.timeZone) == 2025)
    }

    @Test func nowMovesOnWithTheTicksInWholeSeconds() throws {
        let clock = try WatchLogClock(parameter: "2026-01-01T00:00Z")
        #expect(clock.now(tick: 0, tickDuration: 1.0 / 60) == clock.start)
        #expect(clock.now(tick: 59, tickDuration: 1.0 / 60) == clock.start)
        #expect(clock.now(tick: 150, tickDuration: 1.0 / 60) == clock.start + 2)
    }

    @Test(arguments: [
        ("yesterday", "is not a time such as"),
        ("2026-11-23 09:00", "is not a time such as"),
        ("2026-11-23T09:00+7", "is not a time such as"),
        ("2026-11-23T09:00+15:00", "is not a time such as"),
        ("1999-12-31T23:59Z", "is not in the years 2000 to 2100"),
        ("2101-01-01T00:00Z", "is not in the years 2000 to 2100"),
        ("2026-02-29T09:00Z", "names no such day, hour or minute"),
        ("2026-11-23T24:00Z", "names no such day, hour or minute"),
    ])
    func aBadNowIsRefusedNamingTheParameter(text: String, problem: String) {
        #expect {
            try WatchLogClock(parameter: text)
        } throws: { error in
            guard let error = error as? SceneParameterError else { return false }
            return error.name == "now" && error.value == text && error.problem.hasPrefix(problem)
        }
    }
}
