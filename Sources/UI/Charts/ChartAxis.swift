import Foundation

/// One axis of a chart: the range it spans and the round values it marks, each step 1, 2 or 5
/// times a power of ten, so tick labels read as people write numbers.
public struct ChartAxis: Sendable, Equatable {
    /// The value at the axis's start.
    public var lower: Double
    /// The value at the axis's end (above `lower`).
    public var upper: Double
    /// The distance between two marked values.
    public var step: Double

    /// An axis over `range` with at most about `maxTicks` marks. When `extends`, the ends move out
    /// to the steps around the data (a value axis); otherwise they stay at the range's ends and
    /// only the steps inside are marked (a tick axis). When `integral`, steps are whole numbers.
    /// An empty range is widened around its value, so every axis has a span.
    public init(covering range: ClosedRange<Double>, maxTicks: Int, extends: Bool = true, integral: Bool = false) {
        var low = range.lowerBound, high = range.upperBound
        if !(high > low) {
            // A flat series still gets an axis: a unit around it, or a tenth of its size.
            let half = max(abs(low) * 0.1, integral ? 1 : 0.5)
            low = integral && low >= 0 ? max(0, low - half) : low - half
            high = low + 2 * half
        }
        var step = Self.niceStep(atLeast: (high - low) / Double(max(1, maxTicks)))
        if integral { step = max(1, step.rounded(.up)) }
        if extends {
            low = (low / step).rounded(.down) * step
            high = (high / step).rounded(.up) * step
        }
        lower = low
        upper = high
        self.step = step
    }

    /// The smallest of 1, 2 or 5 times a power of ten that is at least `minimum` (1 for a
    /// minimum that is not a positive finite number).
    public static func niceStep(atLeast minimum: Double) -> Double {
        guard minimum.isFinite, minimum > 0 else { return 1 }
        let power = pow(10, (log10(minimum)).rounded(.down))
        // A little slack, so a minimum that is itself round (0.3 / 3 …) is not pushed a size up
        // by rounding in log10 and the division.
        for factor in [1.0, 2, 5, 10] where factor * power >= minimum * (1 - 1e-9) { return factor * power }
        return 10 * power
    }

    /// The marked values: the multiples of `step` from `lower` to `upper`, both included.
    public var ticks: [Double] {
        let first = (lower / step - 1e-9).rounded(.up), last = (upper / step + 1e-9).rounded(.down)
        guard first <= last else { return [] }
        return stride(from: first, through: last, by: 1).map { $0 == 0 ? 0 : $0 * step }
    }

    /// How many digits after the point the labels need to tell the steps apart.
    public var decimals: Int { max(0, -Int((log10(step) + 1e-9).rounded(.down))) }

    /// `value` as a tick label: with `decimals` digits after the point, never "-0".
    public func label(_ value: Double) -> String {
        let text = String(format: "%.\(decimals)f", value)
        return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
    }

    /// Where `value` falls along the axis: 0 at `lower`, 1 at `upper`.
    public func fraction(of value: Double) -> Double { (value - lower) / (upper - lower) }
}
