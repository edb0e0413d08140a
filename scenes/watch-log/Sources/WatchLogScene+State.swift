import Engine
import UI

extension WatchLogScene {
    /// The scene's state besides the database: what is open, the form's values, the selection
    /// and the messages, as plain values hashed into the state hash.
    struct State: Hashable {
        /// Focus, press, hover, drags and scroll offsets.
        var ui = UIState()
        /// Moves on with every write to the store; the reader drops its cache when it changes.
        var revision = 0
        /// The dashboard's selected row, counted through the whole list.
        var selectedRow: Int?
        /// The add or edit form's values while it is open (kept while it slides out).
        var form = EntryForm()
        var formSheet = LayerPhase()
        /// The entry the detail sheet shows.
        var detailID: Int64?
        var detailSheet = LayerPhase()
        /// Whether the detail sheet was opened from the form's rewatch hint, so lies over it.
        var detailOverForm = false
        /// "Discard changes?" over the form.
        var discardDialog = LayerPhase()
        /// "Delete …?" over the detail sheet.
        var deleteDialog = LayerPhase()
        /// Whether the search field and its results replace the year list.
        var isSearching = false
        var search = TextEditingState()
        /// The result row chosen with the arrows.
        var searchSelection = 0
        var toast = Toast()
        /// The entry deleted last, while its undo is offered.
        var deleted: WatchedEntry?

        /// Whether a sheet or dialog is open, or the search (Esc closes them, not the scene).
        var hasOverlay: Bool {
            formSheet.isOpen || detailSheet.isOpen || discardDialog.isOpen || deleteDialog.isOpen || isSearching
        }

        /// Whether any sheet or dialog is open.
        var hasOpenLayer: Bool { formSheet.isOpen || detailSheet.isOpen || discardDialog.isOpen || deleteDialog.isOpen }

        /// Moves the layers' transitions and the toast's clock on by one tick; the undo goes
        /// with its toast.
        mutating func stepOverlays() {
            formSheet.step(); detailSheet.step(); discardDialog.step(); deleteDialog.step()
            toast.step()
            if toast.message == nil { deleted = nil }
        }

        func hash(into hasher: inout StateHasher) {
            ui.hash(into: &hasher)
            hasher.combine(revision)
            hasher.combine(selectedRow ?? -1)
            form.hash(into: &hasher)
            for phase in [formSheet, detailSheet, discardDialog, deleteDialog] { phase.hash(into: &hasher) }
            hasher.combine(Int(detailID ?? -1))
            hasher.combine(detailOverForm)
            hasher.combine(isSearching)
            search.hash(into: &hasher)
            hasher.combine(searchSelection)
            toast.hash(into: &hasher)
            hasher.combine(Int(deleted?.id ?? -1))
        }
    }

    public func hashState(into hasher: inout StateHasher) {
        state.hash(into: &hasher)
        // The diary's size, so a replay whose database differs is caught at once.
        hasher.combine(reader.count)
    }
}

extension WatchLogScene {
    /// A keyframe: the scene's state and the diary's content, which a restore writes back.
    struct Saved {
        var state: State
        var diary: WatchLogSnapshot
    }

    /// The state and the diary, or nil (seeks then re-simulate) when the diary cannot be read.
    public func saveState() -> SceneState? {
        guard let diary = try? store.snapshot() else { return nil }
        return SceneState(Saved(state: state, diary: diary))
    }

    public func restoreState(_ saved: SceneState) {
        let saved = saved.value(as: Saved.self, for: Self.self)
        state = saved.state
        do {
            try store.restore(saved.diary)
        } catch {
            state.toast.show(WatchLogStrings.cannotSave("\(error)"))
        }
        reader.reset()
        rebuild()
    }
}
