import Engine

/// Anything that writes roasts: the offline grammar, later perhaps an online model.
///
/// Every roast a provider writes reaches the user through `SafeRoaster`, which checks it.
public protocol RoastProvider: Sendable {
    /// A roast's words for `request`, drawn from `random` alone so replays reproduce it; nil when
    /// the provider has nothing for it.
    func roastText(for request: RoastRequest, random: inout RandomGenerator) -> String?
}
