/// The user's reactions, counted per category, and the wording
/// adjustment they give each category.
public struct ReactionStats: Codable, Sendable, Hashable {
    /// How often each reaction was given, in one category.
    public struct Counts: Codable, Sendable, Hashable {
        public var laugh = 0, fire = 0, meh = 0, thumbsDown = 0

        public init() {}

        /// All reactions counted.
        public var total: Int { laugh + fire + meh + thumbsDown }

        /// The count of `reaction`.
        public subscript(reaction: RoastReaction) -> Int {
            get {
                switch reaction {
                case .laugh: laugh
                case .fire: fire
                case .meh: meh
                case .thumbsDown: thumbsDown
                }
            }
            set {
                switch reaction {
                case .laugh: laugh = newValue
                case .fire: fire = newValue
                case .meh: meh = newValue
                case .thumbsDown: thumbsDown = newValue
                }
            }
        }
    }

    /// The most any one count may reach (a save holding more is damaged).
    public static let maxCount = 1_000_000
    /// Reactions counted per category, by `RoastCategory.rawValue`.
    public private(set) var byCategory: [String: Counts] = [:]

    public init() {}

    /// All reactions recorded.
    public var totalReactions: Int { byCategory.values.reduce(0) { $0 + $1.total } }

    /// The counts for `category`.
    public func counts(for category: RoastCategory) -> Counts { byCategory[category.rawValue] ?? Counts() }

    /// Counts `reaction` to a roast of `category`.
    public mutating func record(_ reaction: RoastReaction, for category: RoastCategory) {
        var counts = counts(for: category)
        counts[reaction] = min(counts[reaction] + 1, Self.maxCount)
        byCategory[category.rawValue] = counts
    }

    /// Moves a roast's reaction from `old` to `new` (a user changing their mind), either may be nil.
    public mutating func change(from old: RoastReaction?, to new: RoastReaction?, for category: RoastCategory) {
        var counts = counts(for: category)
        if let old { counts[old] = max(counts[old] - 1, 0) }
        if let new { counts[new] = min(counts[new] + 1, Self.maxCount) }
        byCategory[category.rawValue] = counts
    }

    /// How the reactions to `category` shift its wording: 🔥 asks for more bite and 👎 for less,
    /// 😂 for more silliness and 😐 for less; the more one-sided the reactions, the stronger.
    public func adjustment(for category: RoastCategory) -> RoastAdjustment {
        let c = counts(for: category)
        guard c.total > 0 else { return .neutral }
        let n = Double(c.total)
        let bite = Double(c.fire - c.thumbsDown) / n, fun = Double(c.laugh - c.meh) / n
        return RoastAdjustment(gentle: 1 - bite, savage: 1 + 2 * bite, absurd: 1 + 2 * fun)
    }

    /// What is out of range in these stats, or nil.
    func rangeProblem() -> String? {
        for (key, counts) in byCategory {
            guard RoastCategory(rawValue: key) != nil else { return "reactions name an unknown category '\(key.prefix(40))'" }
            let values = [counts.laugh, counts.fire, counts.meh, counts.thumbsDown]
            guard values.allSatisfy({ (0...Self.maxCount).contains($0) }) else {
                return "reactions for \(key) are not from 0 to \(Self.maxCount)"
            }
        }
        return nil
    }
}
