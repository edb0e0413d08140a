import Engine
import UI

extension RoastRevealScene {
    /// Everything that changes after set-up, as plain values, so a replay keyframe saves and
    /// restores it in one piece.
    struct State: Hashable {
        var ui = UIState()
        /// The tick last run, which sets "now".
        var tick: UInt64 = 0
        var screen = RoastScreen.generator
        /// What the next roast is about.
        var category = RoastCategory.deadlines
        /// The spice slider, 1…5.
        var spice = 3
        var mood: RoastMood?
        /// The collection chip chosen, by id; nil for the plain grammar.
        var collectionID: String?
        /// The card on the generator screen, once a roast was asked for.
        var card: RoastCard?
        /// Whether the generator shows its controls (true) or the card (false).
        var showsControls = true
        /// The library shows the history (0) or the favourites (1).
        var libraryMode = 0
        /// The library's search field.
        var search = TextEditingState(maxLength: 60)
        /// The library row selected, counted through the list shown.
        var selectedRow: Int?
        /// The badge selected in the grid.
        var selectedBadge: Int?
        var categorySheet = LayerPhase()
        var moodSheet = LayerPhase()
        var resetDialog = LayerPhase()
        /// The share sheet, the template picked in it, and the file the last share was saved as.
        var shareSheet = LayerPhase()
        var shareTemplate = ShareTemplate.classic
        var sharedFile: String?
        var toast = Toast()
        /// Confetti bodies from the last badge unlock, with the tick each falls out of use.
        var confetti: [Confetti] = []
        /// The profile's save: history, favourites, streak, badges, reactions, settings.
        var save = RoastSave()
        /// A digest of `save`'s bytes, updated as it is written, for the state hash.
        var saveDigest: UInt64 = 0
        /// The wall clock as the host last told it; nil while "now" is the start plus the ticks.
        var clockStamp: ClockStamp?
        /// The widget's roast of the day and streak, as of `dailyMinute`.
        var daily: DailyRoast?
        /// The minute (since 1970) `daily` was worked out at; it is worked out again each minute.
        var dailyMinute = Int64.min

        /// Whether a sheet or dialog is open, so Esc closes it instead of leaving.
        var hasOpenLayer: Bool { categorySheet.isOpen || moodSheet.isOpen || resetDialog.isOpen || shareSheet.isOpen }

        var language: RoastLanguage { save.settings.language }

        func hash(into hasher: inout StateHasher) {
            ui.hash(into: &hasher)
            hasher.combine(tick)
            hasher.combine(screen.rawValue)
            hasher.combine(RoastCategory.allCases.firstIndex(of: category)!)
            hasher.combine(spice)
            hasher.combine(mood.map { RoastMood.allCases.firstIndex(of: $0)! } ?? -1)
            hasher.combine(collectionID.map { RoastRevealScene.fnv1a($0.utf8) } ?? 0)
            hasher.combine(card != nil)
            card?.hash(into: &hasher)
            hasher.combine(showsControls)
            hasher.combine(libraryMode)
            search.hash(into: &hasher)
            hasher.combine(selectedRow ?? -1); hasher.combine(selectedBadge ?? -1)
            categorySheet.hash(into: &hasher); moodSheet.hash(into: &hasher); resetDialog.hash(into: &hasher)
            shareSheet.hash(into: &hasher)
            hasher.combine(ShareTemplate.allCases.firstIndex(of: shareTemplate)!)
            hasher.combine(sharedFile ?? "")
            toast.hash(into: &hasher)
            hasher.combine(confetti.count)
            for piece in confetti { hasher.combine(Int(piece.body.index)); hasher.combine(piece.colour); hasher.combine(piece.until) }
            hasher.combine(saveDigest)
            if let clockStamp { hasher.combine(UInt64(bitPattern: clockStamp.minute)); hasher.combine(clockStamp.tick) }
            // Only the widget has a roast of the day, so the app's hashes stay as they were.
            if let daily {
                hasher.combine(daily.day.ordinal); hasher.combine(daily.roast.id); hasher.combine(daily.streak)
                hasher.combine(RoastRevealScene.fnv1a(RoastRevealScene.statusName(daily.status).utf8))
                hasher.combine(UInt64(bitPattern: dailyMinute))
            }
        }
    }

    /// One confetti piece: a small body tumbling down after a badge unlock.
    struct Confetti: Sendable, Hashable {
        var body: BodyID
        /// An index into the confetti colours.
        var colour: Int
        /// The tick it is taken away.
        var until: UInt64
    }

    public func hashState(into hasher: inout StateHasher) { state.hash(into: &hasher) }

    public func saveState() -> SceneState? { SceneState(Saved(state: state, written: written)) }

    public func restoreState(_ saved: SceneState) {
        let saved = saved.value(as: Saved.self, for: Self.self)
        state = saved.state
        written = saved.written
        tree = isWidget ? UITree() : RoastTree.tree(for: state, context: treeContext(now: now(atTick: state.tick)))
    }

    /// What a keyframe keeps: the state and the save last written.
    struct Saved {
        var state: State
        var written: RoastSave?
    }
}
