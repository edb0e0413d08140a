import Engine
import UI

extension RoastRevealScene {
    /// Takes `action` into the state: the screen, the generator's choices, the card's actions,
    /// the library, the badges and the settings.
    public func apply(_ action: UIAction, context: SceneContext) {
        typealias T = RoastTree
        switch action {
        case .selected(T.tabs, let index): state.screen = RoastScreen(rawValue: index) ?? state.screen
        // The generator.
        case .tapped(T.categoryButton): state.overlays.open(RoastTree.categorySheet)
        case .activated(T.categoryGrid, let index):
            state.category = RoastCategory.allCases[index]
            rememberChoice()
            state.overlays.close(RoastTree.categorySheet)
        case .valueChanged(T.spiceSlider, let value):
            state.spice = Int(value)
            rememberChoice()
        case .tapped(T.moodButton): state.overlays.open(RoastTree.moodSheet)
        case .tapped(T.noMood):
            state.mood = nil
            rememberChoice()
            state.overlays.close(RoastTree.moodSheet)
        case .selected(T.collections, let index):
            state.collectionID = index == 0 ? nil : activeCollections[index - 1].id
        case .tapped(T.roastMe), .tapped(T.again): roast(context: context)
        case .tapped(T.change): state.showsControls = true
        case .tapped(T.openDaily): openDaily(context: context)
        case .tapped(T.closeDaily): closeDaily()
        case .tapped(T.favourite): toggleFavourite(context: context)
        case .tapped(T.copy):
            guard let roast = RoastTree.actedOnRoast(state) else { return }
            context.effects.copy(roast.text)
            state.overlays.toast.show(text("card.copied"))
        case .tapped(T.share): if RoastTree.actedOnRoast(state) != nil { state.overlays.open(RoastTree.shareSheet) }
        case .selected(T.shareTemplates, let index), .activated(T.shareTemplates, let index):
            state.shareTemplate = ShareTemplate.allCases[index]
        case .tapped(T.shareSave): saveShare(context: context)
        // The library.
        case .selected(T.libraryMode, let index):
            state.libraryMode = index
            state.selectedRow = nil
        case .edited(T.search, let editing):
            if editing.text != state.search.text { state.selectedRow = nil }
            state.search = editing
        case .selected(T.roastList, let row): state.selectedRow = row
        case .activated(T.roastList, let row): openRoast(at: row)
        case .tapped(T.closeRoast): closeRoast()
        case .tapped(T.removeRoast): removeSelected()
        // The badges.
        case .selected(T.badgeGrid, let index): state.selectedBadge = index
        // The settings.
        case .selected(T.language, let index): state.save.settings.language = RoastLanguage.allCases[index]
        case .valueChanged(T.defaultSpice, let value):
            state.save.settings.defaultSpice = Int(value)
            state.spice = Int(value)
            if state.save.settings.lastChoice != nil { rememberChoice() }
        case .tapped(T.reset): state.overlays.open(RoastTree.resetDialog)
        case .tapped(ConfirmationDialog.confirmButton(of: T.resetDialog)): resetData(context: context)
        case .tapped(let id):
            if let mood = RoastMood.allCases.first(where: { T.moodChoice($0) == id }) {
                state.mood = mood
                rememberChoice()
                state.overlays.close(RoastTree.moodSheet)
            } else if let reaction = RoastReaction.allCases.first(where: { T.reactButton($0) == id }) {
                react(reaction)
            }
        default: break
        }
    }

    /// Keeps the generator's category, spice and mood in the save's settings, for the next
    /// session to start with.
    func rememberChoice() {
        state.save.settings.lastChoice = RoastChoice(category: state.category, spice: state.spice, mood: state.mood)
    }

    /// The text of `key` in the user's language.
    func text(_ key: String, _ values: [String: String] = [:]) -> String { strings.text(key, in: state.language, values) }

    /// Writes a roast for the generator's choices from the session's generator, keeps it in the
    /// history, counts the streak and the badges, and drops a new card.
    func roast(context: SceneContext) {
        let save = state.save
        let request = RoastRequest(category: state.category, spice: state.spice, mood: state.mood,
                                   collectionID: state.collectionID, language: state.language,
                                   recent: save.recentTexts,
                                   recentSentences: save.recentSentences(of: state.category, in: state.language),
                                   adjustment: save.reactions.adjustment(for: state.category))
        let roast = roaster.roast(for: request, random: &context.random)
        state.save.addToHistory(roast)
        let update = StreakService().recordActivity(save.streak, now: now(context), timeZone: clock.timeZone)
        state.save.streak = update.streak
        var messages: [String] = []
        if update.freezesUsed > 0 { messages.append(text("streak.frozen")) }
        if update.earnedFreeze { messages.append(text("streak.freezeEarned")) }
        if let milestone = update.milestone { messages.append(text("streak.milestone.\(milestone.days)")) }
        var unlocked: [Badge] = []
        for event: BadgeEvent in [.roastGenerated(count: save.badges.roasts + 1), .streakUpdated(days: update.streak.current),
                                  .categoryUsed(state.category), .spiceLevelUsed(state.spice)] {
            unlocked += state.save.badges.record(event)
        }
        if !unlocked.isEmpty || update.milestone != nil { throwConfetti(context: context) }
        messages += unlocked.map { text("badges.newBadge", ["name": text($0.nameKey)]) }
        if let message = messages.last { state.overlays.toast.show(message) }
        dropCard(roast, context: context)
        state.showsControls = false
    }

    /// Favourites the roast on the card (or opened from the library), or takes it out of the
    /// favourites.
    func toggleFavourite(context: SceneContext) {
        guard let shown = RoastTree.actedOnRoast(state) else { return }
        if state.save.favourites.contains(where: { $0.id == shown.id }) {
            state.save.unfavourite(id: shown.id)
            return
        }
        let roast = state.save.history.first { $0.id == shown.id } ?? shown
        state.save.favourite(roast)
        let unlocked = state.save.badges.record(.roastFavorited(count: state.save.favourites.count))
        if let badge = unlocked.last {
            throwConfetti(context: context)
            state.overlays.toast.show(text("badges.newBadge", ["name": text(badge.nameKey)]))
        }
    }

    /// Records `reaction` on the roast on the card (or opened from the library); the same
    /// reaction again takes it back.
    func react(_ reaction: RoastReaction) {
        guard let roast = RoastTree.actedOnRoast(state) else { return }
        let current = RoastTree.savedRoast(id: roast.id, in: state.save)?.reaction
        state.save.react(current == reaction ? nil : reaction, toRoast: roast.id)
    }

    /// Opens the library's row `row` in full, on its card; the list keeps its place.
    func openRoast(at row: Int) {
        let roasts = RoastTree.libraryRoasts(state)
        guard roasts.indices.contains(row) else { return }
        state.selectedRow = row
        state.openedRoast = roasts[row].id
        state.ui.focused = RoastTree.closeRoast
    }

    /// Back from the opened roast to the list where it was, its row still selected (or none
    /// when it left the list, say unfavourited under Favourites).
    func closeRoast() {
        guard let id = state.openedRoast else { return }
        state.openedRoast = nil
        let roasts = RoastTree.libraryRoasts(state)
        state.selectedRow = roasts.firstIndex { $0.id == id }
        state.ui.focused = roasts.isEmpty ? nil : RoastTree.roastList
    }

    /// Deletes the selected roast from the history, or unfavourites it.
    func removeSelected() {
        let roasts = RoastTree.libraryRoasts(state)
        guard let row = state.selectedRow, roasts.indices.contains(row) else { return }
        if state.libraryMode == 0 {
            state.save.removeFromHistory(id: roasts[row].id)
        } else {
            state.save.unfavourite(id: roasts[row].id)
        }
        state.selectedRow = nil
    }

    /// Erases history, favourites, streak, badges and the generator's last choice, keeping the language.
    func resetData(context: SceneContext) {
        state.overlays.close(RoastTree.resetDialog)
        let language = state.language
        state.save = RoastSave()
        state.save.settings.language = language
        state.spice = state.save.settings.defaultSpice
        state.category = RoastCategory.deadlines
        state.mood = nil
        state.selectedRow = nil
        state.openedRoast = nil
        state.dailyReveal = nil
        state.selectedBadge = nil
        if let card = state.card { context.physics.destroyBody(card.body) }
        state.card = nil
        state.showsControls = true
    }
}
