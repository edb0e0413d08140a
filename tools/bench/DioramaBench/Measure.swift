import Core

/// Timing helpers shared by the suites.
enum Measure {
    /// The median of `runs` timings of `body`, in nanoseconds, after `warmup` untimed runs.
    static func medianNanoseconds(runs: Int, warmup: Int = 1, _ body: () -> Void) -> Double {
        for _ in 0..<warmup { body() }
        var samples: [UInt64] = []
        for _ in 0..<runs {
            let start = RealTimeDriver.nowNanoseconds()
            body()
            samples.append(RealTimeDriver.nowNanoseconds() - start)
        }
        samples.sort()
        return Double(samples[samples.count / 2])
    }

    /// Prints one figure as `name: value unit`.
    static func report(_ name: String, _ value: Double, _ unit: String, decimals: Int = 2) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        print("\(name): \(rounded) \(unit)")
    }
}
