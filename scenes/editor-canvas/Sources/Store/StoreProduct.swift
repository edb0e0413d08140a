/// Something the store sells: a filter, a sticker pack or unlimited access.
struct StoreProduct: Sendable, Hashable {
    /// The product id the store and the profile name it by ("filter.party").
    let id: String
    /// Its price as shown, in US dollars ("$1.99").
    let price: String

    /// Whether owning the product `id` unlocks everything.
    static func isUnlimited(_ id: String) -> Bool { id.hasPrefix("unlimited.") }

    /// The store's catalogue: five filters at $1.99, two sticker packs at $0.99, unlimited
    /// monthly and annual (no price was ever set for those; these are placeholders).
    static let catalogue: [StoreProduct] =
        CanvasFilter.allCases.compactMap { $0.product }.map { StoreProduct(id: $0, price: "$1.99") }
        + StickerPack.allCases.compactMap { $0.product }.map { StoreProduct(id: $0, price: "$0.99") }
        + [StoreProduct(id: "unlimited.monthly", price: "$2.99"), StoreProduct(id: "unlimited.annual", price: "$19.99")]

    /// Every product id the store knows.
    static let ids: Set<String> = Set(catalogue.map(\.id))
}

extension CanvasFilter {
    /// The product that unlocks it; nil for the three free filters and the golden one (a secret
    /// unlocked by sharing, or by unlimited).
    var product: String? {
        switch self {
        case .futuristic, .doctor, .party, .vaporwave, .love: rawValue
        case .golden, .noir, .comic, .sunset: nil
        }
    }

    /// Whether it is always free.
    var isFree: Bool { self == .noir || self == .comic || self == .sunset }
}
