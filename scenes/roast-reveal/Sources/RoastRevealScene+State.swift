import Engine
import UI

extension RoastRevealScene {
    /// Everything that changes after set-up, as plain values, from which the engine derives the
    /// state hash and the replay keyframe.
    public struct State: KitSceneState, Hashable, Codable, Sendable {
        public var ui = UIState()
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
        /// The id of the library's roast opened in full, nil while the list shows.
        var openedRoast: UInt64?
        /// The badge selected in the grid.
        var selectedBadge: Int?
        /// The category, mood and share sheets and the reset dialog open or going out, and the toast.
        public var overlays = Overlays()
        /// The template picked in the share sheet, and the file the last share was saved as.
        var shareTemplate = ShareTemplate.classic
        var sharedFile: String?
        /// Why the last share's file could not be written and when that was learnt: it comes only
        /// in sessions played live (and their replays) and names this machine's folders, so it is
        /// never hashed.
        @Unhashed var shareFailure: ShareFailure?
        /// Confetti bodies from the last badge unlock, with the tick each falls out of use.
        var confetti: [Confetti] = []
        /// The profile's save: history, favourites, streak, badges, reactions, settings.
        var save = RoastSave()
        /// A digest of `save`'s bytes, updated as it is written, for the state hash.
        var saveDigest: UInt64 = 0
        /// The wall clock as the host last told it; empty while "now" is the start plus the ticks.
        var clockStamp = ClockStamp()
        /// The roast of the day's card on the generator screen: ticks since it was opened (it
        /// rests back up, turns over, then lies face up); nil while the generator shows its
        /// controls or the last roast's card.
        var dailyReveal: Int?
        /// The roast of the day and streak, as of `dailyMinute`: the widget's, and the app's
        /// while its daily card shows.
        var daily: DailyRoast?
        /// The minute (since 1970) `daily` was worked out at; it is worked out again each minute.
        var dailyMinute = Int64.min
        /// The save as last written to the profile, nil before the first write: kept in keyframes
        /// so a restored session writes when the straight run did, but not hashed, since whether
        /// a write reached the disk depends on the disk.
        @Unhashed var written: RoastSave?

        var language: RoastLanguage { save.settings.language }
    }

    /// One confetti piece: a small body tumbling down after a badge unlock.
    struct Confetti: Sendable, Hashable, Codable {
        var body: BodyID
        /// An index into the confetti colours.
        var colour: Int
        /// The tick it is taken away.
        var until: UInt64
    }

    /// The widget tree is drawn from the state, so it is made again from the restored one.
    public func stateDidRestore(context: SceneContext) {
        tree = isWidget ? UITree() : RoastTree.tree(for: state, context: treeContext(now: now(atTick: state.tick)))
    }
}
