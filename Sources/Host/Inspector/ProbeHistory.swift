import Engine
import UI

/// The values one numeric probe had at the ticks an inspector saw, for its plot: kept by tick,
/// so a replay scrubbed back and forth fills in one line, and thinned to at most `capacity`
/// samples (every other one dropped) so an hour's session stays small.
package struct ProbeHistory: Equatable {
    /// The probe plotted.
    package let probe: String
    /// The value at each tick seen, by tick.
    package private(set) var values: [UInt64: Double] = [:]

    /// The most samples kept.
    package static let capacity = 8_192

    /// An empty history of `probe`.
    package init(probe: String) { self.probe = probe }

    /// Notes the probe's value at `tick`, if it has a numeric one there (flags count as 0 and 1).
    package mutating func record(_ probes: Probes, at tick: UInt64) {
        guard let number = probes[probe]?.plotted, number.isFinite else { return }
        values[tick] = number
        if values.count > Self.capacity {
            for (index, tick) in values.keys.sorted().enumerated() where index % 2 == 1 { values[tick] = nil }
        }
    }

    /// The samples in tick order, as a chart series.
    package var series: ProbeChart.Series {
        ProbeChart.Series(name: probe, points: values.keys.sorted().map { ($0, values[$0]!) })
    }
}
