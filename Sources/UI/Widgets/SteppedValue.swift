/// Keeps slider and stepper values in their range and on their steps.
public enum SteppedValue {
    /// `value` clamped to `range` and rounded to the nearest `step` counted from the range's
    /// lower end (`step` 0 or less: not rounded); non-finite values become the lower end.
    public static func snap(_ value: Double, in range: ClosedRange<Double>, step: Double) -> Double {
        guard value.isFinite else { return range.lowerBound }
        var result = min(max(value, range.lowerBound), range.upperBound)
        if step > 0 {
            result = range.lowerBound + ((result - range.lowerBound) / step).rounded() * step
            if result > range.upperBound { result -= step }
        }
        return min(max(result, range.lowerBound), range.upperBound)
    }

    /// Where the slider's thumb sits for `value`, 0...1 along its track.
    public static func fraction(_ value: Double, in range: ClosedRange<Double>) -> Double {
        let width = range.upperBound - range.lowerBound
        guard width > 0 else { return 0 }
        return min(max((value - range.lowerBound) / width, 0), 1)
    }
}
