/// The user's badge progress, as saved: the counts the
/// badges measure and which are unlocked. Plain values; a badge, once unlocked, stays unlocked.
public struct BadgeBook: Codable, Sendable, Hashable {
    public private(set) var roasts = 0
    public private(set) var bestStreak = 0
    /// The categories used, by raw value.
    public private(set) var categoriesUsed: Set<String> = []
    /// The spice levels used.
    public private(set) var spiceLevelsUsed: Set<Int> = []
    public private(set) var mostFavourites = 0
    public private(set) var shares = 0
    /// The unlocked badges' ids, in the order they were unlocked.
    public private(set) var unlocked: [String] = []

    /// The most any count may reach (a save holding more is damaged).
    static let maxCount = 10_000_000

    public init() {}

    /// Counts `event` and returns the badges it unlocked, for
    /// the unlock animation.
    public mutating func record(_ event: BadgeEvent) -> [Badge] {
        func bounded(_ n: Int) -> Int { min(max(n, 0), Self.maxCount) }
        switch event {
        case .roastGenerated(let count): roasts = max(roasts, bounded(count))
        case .streakUpdated(let days): bestStreak = max(bestStreak, bounded(days))
        case .categoryUsed(let category): categoriesUsed.insert(category.rawValue)
        case .spiceLevelUsed(let level) where RoastSpice.range.contains(level): spiceLevelsUsed.insert(level)
        case .spiceLevelUsed: break
        case .roastFavorited(let count): mostFavourites = max(mostFavourites, bounded(count))
        case .roastShared(let count): shares = max(shares, bounded(count))
        }
        let new = Badge.all.filter { !unlocked.contains($0.id) && progress(of: $0) >= 1 }
        unlocked += new.map(\.id)
        return new
    }

    /// How far along `badge` is, 0…1 (1 once unlocked).
    public func progress(of badge: Badge) -> Double {
        if unlocked.contains(badge.id) { return 1 }
        func fraction(_ have: Int, _ need: Int) -> Double { min(Double(have) / Double(max(need, 1)), 1) }
        switch badge.goal {
        case .roasts(let n): return fraction(roasts, n)
        case .streakDays(let n): return fraction(bestStreak, n)
        case .category(let c): return categoriesUsed.contains(c.rawValue) ? 1 : 0
        case .allCategories:
            return fraction(RoastCategory.allCases.filter { categoriesUsed.contains($0.rawValue) }.count, RoastCategory.allCases.count)
        case .spice(let level): return spiceLevelsUsed.contains(level) ? 1 : 0
        case .favourites(let n): return fraction(mostFavourites, n)
        case .shares(let n): return fraction(shares, n)
        }
    }

    /// Whether `badge` is unlocked.
    public func isUnlocked(_ badge: Badge) -> Bool { unlocked.contains(badge.id) }

    /// The unlocked badges, in unlock order.
    public var unlockedBadges: [Badge] { unlocked.compactMap { id in Badge.all.first { $0.id == id } } }

    /// What is out of range, or nil.
    func rangeProblem() -> String? {
        for (name, n) in [("roasts", roasts), ("bestStreak", bestStreak), ("mostFavourites", mostFavourites), ("shares", shares)]
        where !(0...Self.maxCount).contains(n) {
            return "badge count \(name) \(n) is not from 0 to \(Self.maxCount)"
        }
        let known = Set(Badge.all.map(\.id))
        if let stray = unlocked.first(where: { !known.contains($0) }) { return "an unknown badge '\(stray.prefix(40))' is unlocked" }
        guard Set(unlocked).count == unlocked.count else { return "a badge is unlocked twice" }
        if let stray = categoriesUsed.first(where: { RoastCategory(rawValue: $0) == nil }) {
            return "an unknown category '\(stray.prefix(40))' is used"
        }
        guard spiceLevelsUsed.allSatisfy(RoastSpice.range.contains) else { return "a spice level used is not from 1 to 5" }
        return nil
    }
}
