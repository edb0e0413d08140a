/// Keeps a bounded number of a series' samples as they stream in, tick by tick: the ticks are
/// cut into equal buckets, and each bucket keeps its lowest and its highest value, in tick order.
/// A one-tick spike in an hour's replay survives into a chart a few thousand samples wide.
public struct ProbeDecimator: Sendable {
    /// One kept sample.
    public struct Sample: Equatable, Sendable {
        /// The number of ticks run when the value was read.
        public var tick: UInt64
        /// The value then.
        public var value: Double

        /// A sample of `value` after `tick` ticks.
        public init(tick: UInt64, value: Double) { self.tick = tick; self.value = value }
    }

    /// The most samples a series keeps by default: more than a chart is wide in pixels.
    public static let defaultMaxSamples = 4_096

    /// How many ticks each bucket spans.
    public let bucketTicks: UInt64
    /// The samples kept so far, in tick order (the open bucket's come with `samples`).
    private var kept: [Sample] = []
    private var bucket: UInt64?
    private var low: Sample?, high: Sample?

    /// A decimator for samples at ticks 0 to `lastTick` keeping at most `maxSamples` (at least 2).
    public init(lastTick: UInt64, maxSamples: Int = Self.defaultMaxSamples) {
        let buckets = UInt64(max(1, maxSamples / 2))
        let ticks = lastTick == .max ? lastTick : lastTick + 1
        bucketTicks = max(1, ticks / buckets + (ticks % buckets == 0 ? 0 : 1))
    }

    /// Adds the value read after `tick` ticks; ticks come in ascending order. A value that is not
    /// finite (a probe that divided by zero) has no place on an axis and is left out.
    public mutating func add(tick: UInt64, value: Double) {
        guard value.isFinite else { return }
        let index = tick / bucketTicks
        if index != bucket { closeBucket(); bucket = index }
        let sample = Sample(tick: tick, value: value)
        if low == nil || value < low!.value { low = sample }
        if high == nil || value > high!.value { high = sample }
    }

    /// Every sample kept, in tick order: at most two a bucket.
    public var samples: [Sample] {
        var copy = self
        copy.closeBucket()
        return copy.kept
    }

    /// Moves the open bucket's lowest and highest samples into `kept`, the earlier first.
    private mutating func closeBucket() {
        defer { low = nil; high = nil }
        guard let low, let high else { return }
        if low.tick == high.tick {
            kept.append(low)
        } else {
            kept += low.tick < high.tick ? [low, high] : [high, low]
        }
    }
}
