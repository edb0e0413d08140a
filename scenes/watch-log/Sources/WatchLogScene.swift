import Engine
import Foundation
import UI

/// dotdot's watch diary: films and shows by year, newest first, rated in dots, with rewatch
/// hints, a detail sheet with the watch history, search, and an add and edit form.
///
/// The diary is the SQLite database `watchlog.sqlite` in the scene's save folder (the profile's
/// `watch-log/`), opened at start-up and copied into memory: saves, deletes, undos and imports
/// change the copy inside ticks, and the host writes the copy over the file after them
/// (`WriteSchedule`, `Effect.save`), so no tick touches the disk and a replay writes
/// nothing. The scene's state holds only what is open and typed. A recorded session's header
/// carries the database as it was when the session began, like any scene's saves, so replays
/// start from the same diary. "Now" is the engine's scene clock: the `now` parameter,
/// or the host's last wall-clock stamp, moved on by the ticks.
public final class WatchLogScene: KitScene {
    public static let info = SceneInfo(id: "watch-log", title: WatchLogStrings.sceneTitle, summary: WatchLogStrings.sceneSummary,
                                       parameters: SceneClock.parameters + [SceneParameter(SampleDiary.parameter, WatchLogStrings.sampleParameter)])

    public static let theme = WatchLogTheme.theme

    public var state = State()
    public var tree: UITree
    /// The widget that had the focus before the action being applied moved it, within a tick.
    var formerFocus: WidgetID?
    let clock: SceneClock
    let store: WatchLogStore
    let reader: WatchLogReader
    /// What the user was told about the diary at start-up (kept aside, read-only), nil when it
    /// opened as it was.
    let notice: String?
    let sync: any SyncService = LocalOnlySync()
    /// When the diary in memory is next written to its file.
    var writes: WriteSchedule
    /// Sets the scene's text and measures what its widgets' sizes follow.
    let typesetter: Typesetter

    public init(context: SceneContext) throws {
        clock = try SceneClock(parameters: context.parameters, tickDuration: context.tickDuration)
        let samples = try SampleDiary.count(context.parameters[SampleDiary.parameter])
        // A profile that cannot be written has no folder made: the opener then says so.
        try? context.save.createDirectory()
        let opened = try DiaryOpener.openForSession(file: URL(fileURLWithPath: context.save.path(of: WatchLogStore.fileName)),
                                                    samples: samples, now: clock.start)
        store = opened.store
        notice = opened.notice
        writes = WriteSchedule(revision: state.revision)
        reader = WatchLogReader(store: store, timeZone: clock.timeZone)
        typesetter = try Typesetter.shared()
        reader.catchUp(to: state.revision)
        tree = WatchLogTree.tree(for: state, reader: reader, theme: Self.theme, typesetter: typesetter)
        state.ui.focused = reader.count == 0 ? EmptyState.actionButton(of: WatchLogTree.empty) : WatchLogTree.years
        if let notice { state.overlays.toast.show(notice, ticks: Self.noticeTicks) }
    }

    /// How long the message about a diary that could not be opened as it was shows: 12 s.
    static let noticeTicks = 720

    public func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        state.clockStamp.follow(input, atTick: context.tick)
        // Esc in the form or the search is the scene's: the fields would only let go of the focus.
        var events: [InputEvent] = []
        for event in input {
            if case .keyDown(let press) = event, press.matches(.escape), !press.isRepeat, escape() { continue }
            // While a delete's undo is offered, Ctrl+Z is that undo wherever the focus is, as the
            // toast promises: the search field would otherwise take it for its own text's undo.
            if case .keyDown(let press) = event, press.matches(.z, .control), state.deleted != nil, !state.overlays.isAnyOpen {
                undoDelete()
                continue
            }
            events.append(event)
        }
        formerFocus = state.ui.focused
        runInterface(events, context: context)
        let failure = writes.step(revision: state.revision, name: WatchLogStore.fileName, input: input, context: context, bytes: diaryBytes)
        if let failure { state.overlays.toast.show(WatchLogStrings.diaryNotWritten(failure), ticks: Self.noticeTicks) }
    }

    /// Asks the host to write the diary over its file: what the last ticks changed, and a
    /// write that failed is tried again.
    public func sessionWillEnd(context: SceneContext) {
        guard writes.lags(state.revision) else { return }
        _ = writes.write(revision: state.revision, name: WatchLogStore.fileName, context: context, bytes: diaryBytes)
    }

    /// The diary in memory as the bytes of its file, which the host writes over the file after
    /// the tick (atomically, as every save); nil when the diary refuses writes.
    func diaryBytes() throws -> [UInt8]? {
        store.readOnlyReason == nil ? try store.serialized() : nil
    }

    /// Handles the keys no widget took (see `handleKey`).
    public func handleUnhandled(_ events: [InputEvent], input: [InputEvent], context: SceneContext) {
        let now = now(context)
        for event in events { handleKey(event, now: now) }
    }

    /// The undo of a delete goes with its toast, which goes when the overlays step with one
    /// tick of it left.
    public func advance(context: SceneContext) {
        if state.overlays.toast.ticksLeft <= 1 { state.deleted = nil }
    }

    /// "Now" at this tick: the scene clock's.
    func now(_ context: SceneContext) -> Date { clock.now(atTick: context.tick, stamp: state.clockStamp) }

    /// Rebuilds the tree from the state and the store.
    public func makeTree(context: SceneContext) -> UITree {
        reader.catchUp(to: state.revision)
        return WatchLogTree.tree(for: state, reader: reader, theme: Self.theme, typesetter: typesetter)
    }

    /// A sheet or dialog is open, or the search (Esc closes them, not the scene).
    public func hasOverlay(context: SceneContext) -> Bool { tree.topLayer != nil || state.isSearching }

    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.clearColor = Self.theme.palette.background
        tree.draw(into: &list, state: state.ui, theme: Self.theme, typesetter: typesetter)
    }
}
