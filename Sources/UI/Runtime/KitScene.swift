import Engine

/// What a scene whose interface the kit runs keeps in its state: the widgets' memory and its
/// overlays.
public protocol KitSceneState {
    /// Focus, hover, presses, drags, scroll positions and the layers seen open.
    var ui: UIState { get set }
    /// The sheets and dialogs open or in motion, and the toast.
    var overlays: Overlays { get set }
}

/// A scene whose interface is a tree of the kit's widgets. The kit runs each tick of it: the
/// input through the tree, the text-input and clipboard effects sent, the events no widget took
/// handed back, every action applied (a layer it dismissed already closed), the scene's own
/// animations advanced, the overlays stepped, and the tree rebuilt with the focus following layers that opened or closed.
///
/// A scene builds its tree from its state (`makeTree`) and says what each action does
/// (`apply`); whether an overlay is open, for Esc, is read from the tree.
public protocol KitScene: Scene where State: KitSceneState {
    /// The look the tree is drawn and hit-tested in.
    static var theme: Theme { get }
    /// The tree built at the end of the last tick (or at set-up): what is drawn and what the
    /// next tick's input hits.
    var tree: UITree { get set }
    /// The widgets for the state now: a pure function of the state.
    func makeTree(context: SceneContext) -> UITree
    /// Does what a widget's action asks, in the order the actions came.
    func apply(_ action: UIAction, context: SceneContext)
    /// Handles the events of `input` no widget took (Esc among them), in order, before the
    /// actions are applied; nothing by default.
    func handleUnhandled(_ events: [InputEvent], input: [InputEvent], context: SceneContext)
    /// Moves the scene's own animations and clocks on, after the actions and before the
    /// overlays step and the tree is rebuilt; nothing by default.
    func advance(context: SceneContext)
}

extension KitScene {
    /// Leaves the events no widget took alone.
    public func handleUnhandled(_ events: [InputEvent], input: [InputEvent], context: SceneContext) {}

    /// Moves nothing on.
    public func advance(context: SceneContext) {}

    /// Builds the tree again from the restored state.
    public func stateDidRestore(context: SceneContext) { tree = makeTree(context: context) }

    /// The frames of the tree's widgets but the toast, which comes and goes.
    public func occupiedRegions(context: SceneContext) -> [Rect] { tree.occupiedRegions }

    /// Whether a sheet or dialog is open in the tree, so Esc dismisses it instead of leaving.
    public func hasOverlay(context: SceneContext) -> Bool { tree.topLayer != nil }

    /// Runs one tick of the interface over `input` (see `KitScene`) and answers what the
    /// widgets made of it. Events in `routedPast` skip the widgets: the scene took them for
    /// itself, and gets them after the ones no widget took.
    @discardableResult
    public func runInterface(_ input: [InputEvent], routedPast: [InputEvent] = [], context: SceneContext) -> UIResponse {
        let response = tree.handle(input, state: &state.ui, theme: Self.theme)
        response.send(to: context)
        handleUnhandled(response.unhandled + routedPast, input: input, context: context)
        for action in response.actions {
            if case .dismissed(let layer) = action { state.overlays.close(layer) }
            apply(action, context: context)
        }
        advance(context: context)
        state.overlays.step()
        rebuildTree(context: context)
        return response
    }

    /// Builds the tree for the state now and moves the focus into a layer that opened or back
    /// out of one that closed, in the same tick.
    public func rebuildTree(context: SceneContext) {
        tree = makeTree(context: context)
        state.ui.followLayers(of: tree)
    }
}
