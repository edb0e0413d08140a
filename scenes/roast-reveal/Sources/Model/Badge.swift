/// An achievement badge: what it counts and how far to go.
public struct Badge: Codable, Sendable, Hashable, Identifiable {
    /// What a badge measures.
    public enum Goal: Codable, Sendable, Hashable {
        case roasts(Int)
        case streakDays(Int)
        case category(RoastCategory)
        case allCategories
        case spice(Int)
        case favourites(Int)
        case shares(Int)
    }

    /// The id saves use; its name and description are `badge.<id>.name` / `.description` in the
    /// string tables.
    public var id: String
    public var goal: Goal

    public init(id: String, goal: Goal) {
        self.id = id
        self.goal = goal
    }

    public var nameKey: String { "badge.\(id).name" }
    public var descriptionKey: String { "badge.\(id).description" }

    /// Every badge, in the grid's order.
    public static let all: [Badge] =
        [1, 10, 50, 100].map { Badge(id: "roasts\($0)", goal: .roasts($0)) }
        + [3, 7, 30].map { Badge(id: "streak\($0)", goal: .streakDays($0)) }
        + RoastCategory.allCases.map { Badge(id: "category.\($0.rawValue)", goal: .category($0)) }
        + [Badge(id: "allCategories", goal: .allCategories), Badge(id: "spice5", goal: .spice(5))]
        + [5, 25].map { Badge(id: "favourites\($0)", goal: .favourites($0)) }
        + [1, 10].map { Badge(id: "shares\($0)", goal: .shares($0)) }
}
