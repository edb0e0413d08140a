import Engine
import UI

extension RoastTree {
    static let badgeGrid: WidgetID = "badge-grid", badgeName: WidgetID = "badge-name", badgeDetail: WidgetID = "badge-detail"
    /// A badge tile's size, in canvas pixels.
    static let badgeTileSize = Vec2(184, 184)

    /// The badges' grid as `state` has it.
    static func badgeGridView(for state: RoastRevealScene.State) -> GridView {
        GridView(badgeGrid, frame: Rect(x: margin, y: 392, width: contentWidth, height: contentBottom - 392),
                 itemCount: Badge.all.count, tileSize: badgeTileSize, selection: state.selectedBadge)
    }

    /// How far `badge` is, as "have/need" (e.g. "3/10").
    static func progressText(_ badge: Badge, book: BadgeBook) -> String {
        let need: Int
        switch badge.goal {
        case .roasts(let n), .streakDays(let n), .favourites(let n), .shares(let n): need = n
        case .allCategories: need = RoastCategory.allCases.count
        case .category, .spice: need = 1
        }
        let have = Int((book.progress(of: badge) * Double(need)).rounded(.down))
        return "\(have)/\(need)"
    }

    /// The badges: the selected one's name and what it asks, then the grid, unlocked ones in
    /// crimson with a tick, locked ones dim, each with its progress.
    static func addBadges(for state: RoastRevealScene.State, context c: Context, to widgets: inout [Widget]) {
        let book = state.save.badges
        let shown = Badge.all[state.selectedBadge ?? 0]
        let status = book.isUnlocked(shown) ? c.text("badges.unlocked", state)
            : c.text("badges.locked", state) + " · " + progressText(shown, book: book)
        widgets.append(Widget(badgeName, frame: Rect(x: margin, y: contentTop, width: contentWidth, height: 44),
                              kind: .label(c.text(shown.nameKey, state) + " — " + status, style: .headline, alignment: .left)))
        widgets.append(Widget(badgeDetail, frame: Rect(x: margin, y: contentTop + 52, width: contentWidth, height: 32),
                              kind: .label(c.text(shown.descriptionKey, state), style: .caption, alignment: .left)))
        widgets += badgeGridView(for: state).widgets(state: state.ui) { index in
            let badge = Badge.all[index]
            let unlocked = book.isUnlocked(badge)
            return GridTile(.content(background: unlocked ? c.theme.palette.primary : c.theme.palette.disabled), caption: progressText(badge, book: book))
        }
    }
}
