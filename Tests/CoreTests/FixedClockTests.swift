import Testing
@testable import Core

@Suite struct FixedClockTests {
    @Test func sixtyTicksInOneSecondOfSmallFrames() {
        var clock = FixedClock(ticksPerSecond: 60)
        var ticks = 0
        // 1 s as 125 frames of 8 ms: no tick may be lost or gained to rounding.
        for _ in 0..<125 { ticks += clock.advance(byNanoseconds: 8_000_000) }
        #expect(ticks == 60)
        #expect(clock.accumulator == 0)
    }

    @Test func exactTickBoundariesDoNotDriftOverAnHour() {
        var clock = FixedClock(ticksPerSecond: 60)
        var ticks = 0
        // 16_666_667 ns frames overshoot 1/60 s by 1/3 ns each: after 216,000 frames (an hour)
        // that is exactly 72 µs, so the count is one hour of ticks and not a tick more.
        for _ in 0..<216_000 { ticks += clock.advance(byNanoseconds: 16_666_667) }
        #expect(ticks == 216_000)
    }

    @Test func interpolationIsTheFractionOfATickOwed() {
        var clock = FixedClock(ticksPerSecond: 64)
        #expect(clock.advance(byNanoseconds: 23_437_500) == 1) // 1.5 ticks at 64 Hz
        #expect(abs(clock.interpolation - 0.5) < 1e-12)
    }

    @Test func longFrameIsClampedAndCounted() {
        var clock = FixedClock(ticksPerSecond: 60, maxFrameNanoseconds: 250_000_000, maxTicksPerFrame: 100)
        let due = clock.advance(byNanoseconds: 2_000_000_000)
        #expect(due == 15) // a quarter second, not two seconds
        #expect(clock.droppedNanoseconds == 1_750_000_000)
    }

    @Test func ticksPerFrameAreCapped() {
        var clock = FixedClock(ticksPerSecond: 60, maxFrameNanoseconds: 250_000_000, maxTicksPerFrame: 4)
        #expect(clock.advance(byNanoseconds: 200_000_000) == 4)
        #expect(clock.accumulator < 1_000_000_000)
        #expect(clock.droppedNanoseconds > 0)
    }

    @Test func manualDriverRunsTheTimeItIsGiven() {
        var clock = FixedClock(ticksPerSecond: 60)
        var driver = ManualDriver()
        #expect(driver.ticksForFrame(&clock) == 0)
        driver.advance(seconds: 0.05)
        #expect(driver.ticksForFrame(&clock) == 3)
        #expect(driver.ticksForFrame(&clock) == 0)
    }

    @Test func tickCountDriverRunsExactlyItsTotal() {
        var clock = FixedClock()
        var driver = TickCountDriver(total: 10, ticksPerFrame: 4)
        var frames: [Int] = []
        while !driver.isFinished { frames.append(driver.ticksForFrame(&clock)) }
        #expect(frames == [4, 4, 2])
    }
}
