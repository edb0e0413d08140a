import Engine

extension EditorCanvasScene {
    /// A message for the user and the tick it goes away.
    struct Message: Equatable {
        var text: String
        var until: UInt64
    }

    /// The editor's own state, plain values (photos are images, shared copy-on-write), so a
    /// replay keyframe saves and restores it in one piece.
    struct State {
        var document: EditorDocument
        var history = EditHistory()
        /// The selected sticker's id.
        var selection: Int?
        /// The pointer gesture under way.
        var gesture: CanvasGesture?
        /// Where the pointer last was, in canvas pixels (the wheel scales what is under it).
        var pointer = Vec2.zero
        /// Modifier keys held now (pointer events carry none): Shift snaps, Alt scales about the centre.
        var heldModifiers: KeyModifiers = []
        /// Which vector sticker, emoji and caption the add keys give next.
        var nextVector = 0, nextEmoji = 0, nextCaption = 0
        var message: Message?
        /// Whether the document changed since the last autosave; the tick of that save.
        var unsaved = false, lastSaveTick: UInt64 = 0
        /// The photos this session holds, by hash (a document and its undo steps name them).
        var photos: [String: Image]
    }

    public func saveState() -> SceneState? { SceneState(state) }

    public func restoreState(_ saved: SceneState) {
        guard let state = saved.value(as: State.self) else {
            preconditionFailure("\(Self.info.id) was given a state another scene type saved")
        }
        self.state = state
        lastSaved = nil
    }
}
