import Foundation
import Testing
@testable import Engine

/// The clock's state in ticks: the host's last wall-clock stamp, as a scene keeps it.
@Suite struct ClockStampTests {
    @Test func itTakesTheLastClockEventOfATick() {
        var stamp = ClockStamp()
        #expect(stamp.minute == nil)
        stamp.follow([.keyDown(.space), .clock(minute: 100), .wheel(1), .clock(minute: 101), .text("a")], atTick: 7)
        #expect(stamp == ClockStamp(minute: 101, tick: 7))
    }

    @Test func aTickWithoutOneKeepsTheStampBefore() {
        var stamp = ClockStamp(minute: 42, tick: 3)
        stamp.follow([], atTick: 9)
        stamp.follow([.pointerMove(Vec2(1, 2)), .shake(0.5)], atTick: 10)
        #expect(stamp == ClockStamp(minute: 42, tick: 3))
        stamp.follow([.clock(minute: 43)], atTick: 11)
        #expect(stamp == ClockStamp(minute: 43, tick: 11))
    }

    @Test func itIsAPlainValueThatEncodesAndComesBack() throws {
        for stamp in [ClockStamp(), ClockStamp(minute: 29_924_730, tick: 600)] {
            let data = try JSONEncoder().encode(stamp)
            #expect(try JSONDecoder().decode(ClockStamp.self, from: data) == stamp)
        }
        // The minute and the tick it came in are both in the state hash a scene derives from it.
        let digests = try [ClockStamp(), ClockStamp(minute: 1, tick: 0), ClockStamp(minute: 1, tick: 1)]
            .map { try StateHashingEncoder.digest(of: $0) }
        #expect(Set(digests).count == 3)
    }
}
