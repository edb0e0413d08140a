import Engine
import UI

extension EditorCanvasScene {

    /// The editor's own state, plain values (photos are images, shared copy-on-write), from
    /// which the engine derives the state hash and the replay keyframe.
    public struct State: KitSceneState, Codable, Sendable {
        var document: EditorDocument
        var history = EditHistory()
        /// The selected sticker's id.
        var selection: Int?
        /// The pointer gesture under way.
        var gesture: CanvasGesture?
        /// Where the pointer last was, in canvas pixels (the wheel scales what is under it).
        var pointer = Vec2.zero
        /// Modifier keys held now (pointer events carry none): Shift snaps, Ctrl (or Alt) scales about the centre.
        var heldModifiers: KeyModifiers = []
        /// The widgets' focus, hover, press and scroll positions.
        public var ui = UIState()
        /// The sheets and dialogs open or going out (picker, caption, store, purchase, share
        /// note, pictures, Showcase, delete), and the messages for the user, one at a time.
        public var overlays = Overlays()
        /// The pack the sticker picker shows and the tile selected in it.
        var pack = StickerPack.shapes, pickedSticker: Int?
        /// The caption being typed and the index of its colours in `CaptionStyle.all`.
        var caption = TextEditingState(maxLength: TextSticker.maxLength), captionStyle = 0
        /// The product row selected in the store, and the product the confirmation is about.
        var storeRow: Int?, pendingProduct: String?
        /// What the user owns (read from the profile at session start) and how often they shared.
        var entitlements: OfflineEntitlementProvider
        /// The photos this session holds, by hash: not hashed, since the document and its undo
        /// steps name them by that hash, which is.
        @Unhashed var photos: [String: Image]
        var shares = ShareCounter()
        /// Whether the note before the first share was read (from the profile), and the share's
        /// export under way.
        var onboarding = ShareOnboarding()
        var export: ExportPhase?
        /// The pictures folder's PNG and JPEG files, newest first (nil until its listing
        /// arrives), and the one picked.
        var pictures: [FolderEntry]?, pickedPicture: Int?
        /// The shares in the exports folder, newest first (nil until its listing arrives), the
        /// one picked, those shown sharp (by `ShowcaseItem.base`) and the one to delete.
        var showcase: [ShowcaseItem]?, pickedExport: Int?, revealed: Set<String> = [], pendingDelete: String?
        /// The share open full size over the Showcase, if one is.
        var viewer: ShowcaseViewer?
        /// Why the last delete failed and at which tick: never hashed, since it depends on the disk.
        @Unhashed var lastDeleteFailure: DeleteFailure?
        /// The exports started whose outcome has not arrived yet.
        var exportsRunning = 0
        /// How the last export ended and from which tick it is shown: kept in keyframes (its
        /// probes name only sizes) but never hashed, since it names this machine's folders.
        @Unhashed var lastExport: ExportEnd?
        /// The vibe check's shake of the canvas.
        var shake = VibeShake()
        /// The ticks left of the unlock animation.
        var celebration = 0
        /// Whether the document changed since the last autosave; the tick of that save.
        var unsaved = false, lastSaveTick: UInt64 = 0
        /// Analytics events of this session not yet handed to the log (at the session's end).
        var analytics: [AnalyticsEvent] = []
        /// Whether this session has autosaved yet (the first save is at once; a keyframe keeps
        /// it, so a restored session saves when the straight run did).
        var savedOnce = false
    }

    /// Notes an analytics event of this tick; the log gets them when the session ends.
    func log(_ kind: AnalyticsEvent.Kind, _ item: String, context: SceneContext) {
        state.analytics.append(AnalyticsEvent(kind: kind, item: item, tick: context.tick))
        if state.analytics.count > LocalAnalyticsLog.maxPending { state.analytics.removeFirst() }
    }

    /// Why a delete failed, and the tick it failed at.
    struct DeleteFailure: Sendable {
        var message: String
        var tick: UInt64
    }

    /// How an export ended, and the tick it is shown from: when its outcome arrived, or the end
    /// of its progress if that is later.
    struct ExportEnd: Sendable {
        var outcome: ExportJob.Outcome
        var tick: UInt64
    }

    /// The file last saved is a note on the disk; the widget tree is made again. An export
    /// under way needs nothing: its outcome is recorded input.
    public func stateDidRestore(context: SceneContext) {
        lastSaved = nil
        rebuildTree(context: context)
    }
}
