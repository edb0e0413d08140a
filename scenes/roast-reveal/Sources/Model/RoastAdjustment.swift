/// How much more or less often each flavour of wording is picked, learnt from the user's
/// reactions: 1 leaves a flavour's weight alone.
public struct RoastAdjustment: Codable, Sendable, Hashable {
    /// The weight multipliers of gentle, savage and absurd alternatives.
    public var gentle: Double, savage: Double, absurd: Double

    /// The smallest and largest multiplier reactions can give a flavour.
    public static let bounds = 0.25...3.0
    /// No change.
    public static let neutral = RoastAdjustment(gentle: 1, savage: 1, absurd: 1)

    public init(gentle: Double, savage: Double, absurd: Double) {
        func bounded(_ value: Double) -> Double {
            value.isFinite ? min(max(value, Self.bounds.lowerBound), Self.bounds.upperBound) : 1
        }
        self.gentle = bounded(gentle)
        self.savage = bounded(savage)
        self.absurd = bounded(absurd)
    }

    /// The multiplier of `flavor`.
    public func multiplier(for flavor: RoastFlavor) -> Double {
        switch flavor {
        case .gentle: gentle
        case .savage: savage
        case .absurd: absurd
        }
    }
}
