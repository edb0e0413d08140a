import Engine
import Foundation
import UI

extension RoastRevealScene {
    public func probes(into probes: inout Probes, context: SceneContext) {
        let save = state.save
        probes.set("screen", state.screen.name)
        probes.set("roast_text", state.card?.roast.text ?? "")
        probes.set("shown_text", state.card?.shownText ?? "")
        probes.set("roast_spice", state.card?.roast.spice ?? 0)
        probes.set("roast_collection", state.card?.roast.collectionID ?? "")
        probes.set("card_phase", state.card?.phase.name ?? "none")
        probes.set("card", state.card.map { context.canvasPoint(context.physics.position(of: $0.body)) } ?? Vec2(-1, -1))
        probes.set("category", state.category.rawValue)
        probes.set("spice", state.spice)
        probes.set("mood", state.mood?.rawValue ?? "")
        probes.set("collection", state.collectionID ?? "")
        probes.set("collections", activeCollections.map(\.id).joined(separator: ","))
        probes.set("favourites", save.favourites.count)
        probes.set("history", save.history.count)
        let acted = RoastTree.actedOnRoast(state) ?? state.card?.roast
        probes.set("reaction", acted.flatMap { RoastTree.savedRoast(id: $0.id, in: save)?.reaction?.rawValue } ?? "")
        probes.set("opened_roast", RoastTree.openedRoast(state)?.text ?? "")
        probes.set("reactions", save.reactions.totalReactions)
        probes.set("shares", save.shares)
        probes.set("share_template", state.shareTemplate.rawValue)
        probes.set("shared_file", state.sharedFile ?? "")
        let now = now(atTick: state.tick)
        probes.set("now", clock.text(of: now))
        let service = StreakService()
        probes.set("streak_current", service.displayedStreak(save.streak, now: now, timeZone: clock.timeZone))
        probes.set("streak_longest", save.streak.longest)
        probes.set("streak_status", Self.statusName(service.status(of: save.streak, now: now, timeZone: clock.timeZone)))
        probes.set("badges_unlocked", save.badges.unlocked.count)
        probes.set("badges", save.badges.unlocked.joined(separator: ","))
        probes.set("selected_badge", state.selectedBadge.map { Badge.all[$0].id } ?? "")
        probes.set("language", save.settings.language.rawValue)
        probes.set("default_spice", save.settings.defaultSpice)
        probes.set("library_rows", RoastTree.libraryRoasts(state).count)
        probes.set("search", state.search.text)
        probes.set("selected_row", state.selectedRow ?? -1)
        probes.set("toast", state.overlays.toast.message ?? "")
        probes.set("layers", tree.openLayers.map(\.rawValue).joined(separator: ","))
        probes.set("focused", state.ui.focused?.rawValue ?? "")
        probes.set("confetti", state.confetti.count)
        probes.set("saved", state.written == state.save)
        probes.set("daily_day", state.daily?.dayText ?? "")
        probes.set("daily_roast", state.daily?.roast.text ?? "")
        probes.set("daily_streak", state.daily?.streak ?? -1)
        probes.set("daily_phase", Self.dailyPhaseName(state.dailyReveal))
    }

    /// The probe's name for where the app's daily card is: none, back (resting back up),
    /// flipping, shown.
    static func dailyPhaseName(_ reveal: Int?) -> String {
        guard let reveal else { return "none" }
        return reveal < dailyRestTicks ? "back" : reveal < dailyRevealTicks ? "flipping" : "shown"
    }

    /// The probe's name for `status`.
    static func statusName(_ status: StreakStatus) -> String {
        switch status {
        case .active: "active"
        case .dueToday: "due today"
        case .expiringSoon(let hours): "expiring \(hours)h"
        case .expired: "expired"
        case .frozen: "frozen"
        }
    }
}
