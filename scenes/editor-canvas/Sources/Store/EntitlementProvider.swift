import Engine

/// Where the editor learns what the user owns and buys it: the built-in offline provider
/// (`OfflineEntitlementProvider`), or a real store plugged in behind the same calls.
///
/// It is a plain value kept in the scene's state and changed only in ticks, so a replay sees
/// the same purchases at the same ticks: what it owns is read at session start, and again only
/// from bytes the host read for it after a tick (recorded input).
protocol EntitlementProvider: Sendable {
    /// The product ids owned now.
    var owned: Set<String> { get }

    /// Buys `productID` (after the scene's confirmation) and owns it from now on, asking the
    /// host through `effects` to keep the purchase (a failure to keep it comes back as input).
    /// - Throws: an error naming the store when the purchase could not be made.
    mutating func purchase(_ productID: String, effects: inout EffectQueue) throws

    /// Takes what the user owns from the purchases kept in `file` (its `bytes`, nil when there
    /// is none).
    /// - Throws: an error naming `file` when its bytes are not purchases.
    mutating func restore(from bytes: [UInt8]?, file: String) throws
}

extension EntitlementProvider {
    /// Whether `productID` is unlocked: owned, or any unlimited product is.
    func isUnlocked(_ productID: String) -> Bool {
        owned.contains(productID) || hasUnlimited
    }

    /// Whether unlimited access is owned.
    var hasUnlimited: Bool { owned.contains(where: StoreProduct.isUnlimited) }
}
