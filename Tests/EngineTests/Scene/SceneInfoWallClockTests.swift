import Foundation
import Testing
@testable import Engine

/// A window host stamps a day-counting scene's sessions with the wall clock, and only those.
@Suite struct SceneInfoWallClockTests {
    static let clocked = SceneInfo(id: "clocked", title: "Clocked", summary: "For tests.",
                                   parameters: [SceneParameter("now", "the start"), SceneParameter("tz", "the zone")])
    /// 2026-11-23 02:00:00 UTC.
    static let moment = Date(timeIntervalSince1970: 1_795_399_200)

    @Test func aSceneTakingNowGetsTheTimeWithItsOffsetAndTheZone() {
        let stamped = Self.clocked.stampingWallClock(["other": "1"], now: Self.moment, timeZone: TimeZone(identifier: "Asia/Ho_Chi_Minh")!)
        #expect(stamped == ["other": "1", "now": "2026-11-23T09:00+07:00", "tz": "Asia/Ho_Chi_Minh"])
        let west = Self.clocked.stampingWallClock([:], now: Self.moment, timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        #expect(west["now"] == "2026-11-22T18:00-08:00")
    }

    @Test func aGivenTimeIsKeptAndASceneWithoutNowIsLeftAlone() {
        let given = ["now": "2026-01-01T00:00+00:00"]
        #expect(Self.clocked.stampingWallClock(given, now: Self.moment, timeZone: .current)["now"] == given["now"])
        let plain = SceneInfo(id: "plain", title: "Plain", summary: "For tests.")
        #expect(plain.stampingWallClock([:], now: Self.moment, timeZone: .current) == [:])
    }

    @Test func aSessionStampedWithTheWallClockFollowsIt() {
        let hanoi = TimeZone(identifier: "Asia/Ho_Chi_Minh")!
        let stamped = Self.clocked.stampingWallClock([:], now: Self.moment, timeZone: hanoi)
        #expect(Self.clocked.followsWallClock(stamped, now: Self.moment.addingTimeInterval(40), timeZone: hanoi))
        #expect(Self.clocked.followsWallClock(stamped, now: Self.moment.addingTimeInterval(61), timeZone: hanoi),
                "stamped just before the minute turned")
        #expect(!Self.clocked.followsWallClock(stamped, now: Self.moment.addingTimeInterval(180), timeZone: hanoi))
        #expect(!Self.clocked.followsWallClock(["now": "2026-01-01T00:00+00:00"], now: Self.moment, timeZone: hanoi),
                "a time given for testing is kept to")
        let plain = SceneInfo(id: "plain", title: "Plain", summary: "For tests.")
        #expect(!plain.followsWallClock(stamped, now: Self.moment, timeZone: hanoi))
        #expect(SceneInfo.clockMinute(of: Self.moment.addingTimeInterval(59)) == 1_795_399_200 / 60)
    }
}
