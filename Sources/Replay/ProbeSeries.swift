import Engine

/// A numeric probe's values over a replay, read after every tick as the replay is re-simulated
/// headless and decimated to a bounded number of samples (`ProbeDecimator`), for a chart.
public struct ProbeSeries: Equatable, Sendable {
    /// The probe's name.
    public var name: String
    /// The samples kept, in tick order; a flag reads as 0 or 1.
    public var samples: [ProbeDecimator.Sample]

    /// A series of probe `name`'s `samples`.
    public init(name: String, samples: [ProbeDecimator.Sample]) {
        self.name = name
        self.samples = samples
    }

    /// The most probes one run samples: as many as a chart has colours to tell apart.
    public static let maxProbes = 8

    /// Re-simulates `replay` through `factory` and reads the probes `names` after every tick,
    /// from the state before the first (tick 0) to the replay's last tick, each kept to at most
    /// `maxSamples` samples. `progress(done, total)` is called every so often.
    /// - Throws: `ProbePlotError` when the scene has no probe by a name or one is not a number or
    ///   a flag (checked before the first tick), `UnknownSceneError`, `ReplayHeaderMismatch` and
    ///   whatever the scene's set-up throws.
    public static func sample(_ replay: Replay, probes names: [String], factory: SessionFactory,
                              maxSamples: Int = ProbeDecimator.defaultMaxSamples,
                              progress: ((UInt64, UInt64) -> Void)? = nil) throws -> [ProbeSeries] {
        let runner = try ReplayPlayer.makeRunner(for: replay, factory: factory)
        let probes = runner.probes()
        for name in names {
            guard let value = probes[name] else { throw ProbePlotError.unknownProbe(name, known: probes.names) }
            guard value.plotted != nil else { throw ProbePlotError.notNumeric(name, value: value) }
        }
        let total = replay.lastTick
        var decimators = names.map { _ in ProbeDecimator(lastTick: total, maxSamples: maxSamples) }
        func read(_ probes: Probes, at tick: UInt64) {
            for (index, name) in names.enumerated() {
                // A probe a scene stops reporting, or reports as text for a while, leaves a gap.
                if let value = probes[name]?.plotted { decimators[index].add(tick: tick, value: value) }
            }
        }
        read(probes, at: 0)
        while runner.nextTick < total {
            runner.runTick()
            read(runner.probes(), at: runner.nextTick)
            if runner.nextTick % 1024 == 0 { progress?(runner.nextTick, total) }
        }
        progress?(total, total)
        return zip(names, decimators).map { ProbeSeries(name: $0, samples: $1.samples) }
    }
}
