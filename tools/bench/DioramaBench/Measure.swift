import Core

/// Timing helpers shared by the suites.
enum Measure {
    /// The median of `runs` timings of `body`, in nanoseconds, after `warmup` untimed runs.
    static func medianNanoseconds(runs: Int, warmup: Int = 1, _ body: () -> Void) -> Double {
        for _ in 0..<warmup { body() }
        return median((0..<runs).map { _ in nanoseconds(body) })
    }

    /// Nanoseconds `body` takes, once.
    static func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = RealTimeDriver.nowNanoseconds()
        try body()
        return Double(RealTimeDriver.nowNanoseconds() - start)
    }

    /// The middle value of `values` (the upper one of an even count).
    static func median(_ values: [Double]) -> Double { percentile(values, 50) }

    /// The value `percent` % of the way up the sorted `values`.
    static func percentile(_ values: [Double], _ percent: Int) -> Double {
        values.sorted()[values.count * percent / 100]
    }

    /// Prints one figure as `name: value unit`.
    static func report(_ name: String, _ value: Double, _ unit: String, decimals: Int = 2) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        print("\(name): \(rounded) \(unit)")
    }
}
