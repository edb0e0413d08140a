import Replay
import Testing

@Suite struct ProbeDecimatorTests {
    @Test func aShortSeriesIsKeptWhole() {
        var decimator = ProbeDecimator(lastTick: 99, maxSamples: 4_096)
        for tick in UInt64(0)...99 { decimator.add(tick: tick, value: Double(tick % 10)) }
        #expect(decimator.bucketTicks == 1)
        #expect(decimator.samples.map(\.tick) == Array(0...99))
    }

    /// A day of ticks keeps no more than the bound, and a one-tick spike up and one down
    /// survive in place.
    @Test func aLongSeriesIsBoundedAndKeepsItsSpikes() {
        let lastTick: UInt64 = 60 * 60 * 60 * 24
        var decimator = ProbeDecimator(lastTick: lastTick, maxSamples: 4_096)
        for tick in UInt64(0)...lastTick {
            let value = tick == 1_234_567 ? 1_000.0 : tick == 3_000_001 ? -500 : Double(tick % 3)
            decimator.add(tick: tick, value: value)
        }
        let samples = decimator.samples
        #expect(samples.count <= 4_096)
        #expect(samples.count > 4_000, "each bucket keeps its low and its high")
        #expect(samples.contains(.init(tick: 1_234_567, value: 1_000)))
        #expect(samples.contains(.init(tick: 3_000_001, value: -500)))
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.tick < $1.tick }, "in tick order")
        #expect(samples.first?.tick == 0 && samples.last.map { lastTick - $0.tick < decimator.bucketTicks } == true)
    }

    @Test func aBucketKeepsItsLowAndHighInTickOrderAndAFlatOneOnce() {
        var decimator = ProbeDecimator(lastTick: 11, maxSamples: 4)   // two buckets of six ticks
        #expect(decimator.bucketTicks == 6)
        for (tick, value) in [5.0, 9, 1, 4, 4, 4, 2, 2, 2, 2, 2, 2].enumerated() { decimator.add(tick: UInt64(tick), value: value) }
        #expect(decimator.samples == [.init(tick: 1, value: 9), .init(tick: 2, value: 1), .init(tick: 6, value: 2)])
    }

    @Test func valuesThatAreNotFiniteAreLeftOut() {
        var decimator = ProbeDecimator(lastTick: 3)
        for (tick, value) in [1.0, .nan, .infinity, 2].enumerated() { decimator.add(tick: UInt64(tick), value: value) }
        #expect(decimator.samples.map(\.value) == [1, 2])
    }
}
