/// Something the user did that badges count.
public enum BadgeEvent: Sendable, Hashable {
    /// A roast was generated; `count` is how many so far.
    case roastGenerated(count: Int)
    /// The streak is now `days` long.
    case streakUpdated(days: Int)
    case categoryUsed(RoastCategory)
    case spiceLevelUsed(Int)
    /// A roast was favourited; `count` favourites are held now.
    case roastFavorited(count: Int)
    /// A roast was shared; `count` shares so far.
    case roastShared(count: Int)
}
