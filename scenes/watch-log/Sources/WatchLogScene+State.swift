import Engine
import UI

extension WatchLogScene {
    /// The scene's state besides the database: what is open, the form's values, the selection
    /// and the messages, as plain values from which the engine derives the state hash and the
    /// keyframe (the database is the scene's store, see `StoreBackedScene`).
    public struct State: KitSceneState, Hashable, Codable, Sendable {
        /// Focus, press, hover, drags and scroll offsets.
        public var ui = UIState()
        /// Moves on with every write to the store; the reader drops its cache when it changes.
        var revision = 0
        /// The dashboard's selected row, counted through the whole list.
        var selectedRow: Int?
        /// The add or edit form's values while it is open (kept while it slides out).
        var form = EntryForm()
        /// The entry the detail sheet shows.
        var detailID: Int64?
        /// Whether the detail sheet was opened from the form's rewatch hint, so lies over it.
        var detailOverForm = false
        /// The form and detail sheets, "Discard changes?" over the form and "Delete …?" over
        /// the detail sheet, while they show, and the toast.
        public var overlays = Overlays()
        /// Whether the search field and its results replace the year list.
        var isSearching = false
        var search = TextEditingState()
        /// The result row chosen with the arrows.
        var searchSelection = 0
        /// The entry deleted last, while its undo is offered.
        var deleted: WatchedEntry?
        /// The wall clock as the host last told it, which entries saved from then on are stamped by.
        var clockStamp = ClockStamp()
    }
}

extension WatchLogScene: StoreBackedScene {
    /// The diary's size, hashed every tick, so a replay whose database differs is caught at once.
    /// The reader first catches up with the last write, so the count is the database's now and
    /// not the one its cache held when the tick began.
    public var storeSummary: Int {
        reader.catchUp(to: state.revision)
        return reader.count
    }

    /// The diary's content, or nil (seeks then re-simulate) when it cannot be read.
    public func storeContent() -> WatchLogSnapshot? { try? store.snapshot() }

    /// Writes the diary back; a failure shows in the window.
    public func restoreStore(_ diary: WatchLogSnapshot) {
        do {
            try store.restore(diary)
        } catch {
            state.overlays.toast.show(WatchLogStrings.cannotSave("\(error)"))
        }
    }

    /// The reader's cache belongs to the diary before the restore; the widget tree is made again.
    /// The restored diary is the one to compare later changes with.
    public func stateDidRestore(context: SceneContext) {
        writes = WriteSchedule(revision: state.revision)
        reader.reset()
        tree = makeTree(context: context)
    }
}
