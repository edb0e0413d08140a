import Core

/// What the catalog and the launcher show of a scene.
public struct SceneInfo: Sendable, Hashable {
    /// The id on the command line and in replays, e.g. "playground".
    public var id: String
    /// The title the launcher shows.
    public var title: String
    /// One line on what the scene does.
    public var summary: String
    /// The parameters the scene takes; any other is refused before the scene starts.
    public var parameters: [SceneParameter]

    /// The launcher's id: the scene a scene hands over to when it is done.
    public static let launcherID = "launcher"

    public init(id: String, title: String, summary: String, parameters: [SceneParameter] = []) {
        self.id = id; self.title = title; self.summary = summary; self.parameters = parameters
    }

    /// Checks that the scene declares every name in `names`, in sorted order.
    /// - Throws: `UnknownSceneParameterError` for the first it does not.
    public func checkParameters<Names: Sequence<String>>(_ names: Names) throws(UnknownSceneParameterError) {
        let known = Set(parameters.map(\.name))
        if let unknown = names.sorted().first(where: { !known.contains($0) }) {
            throw UnknownSceneParameterError(scene: id, name: unknown, known: parameters)
        }
    }

    /// `parameters` without the ones the scene does not declare: what a scene handing over to
    /// another (which it cannot know the parameters of) may pass on.
    public func knownParameters(of parameters: [String: String]) -> [String: String] {
        let known = Set(self.parameters.map(\.name))
        return parameters.filter { known.contains($0.key) }
    }
}

/// A scene plugin: one small interactive app hosted by the engine.
///
/// The engine drives it in this order every tick (see `SceneRunner.runTick`): the tick's input
/// events go to `fixedUpdate`, then the physics world steps once. Between ticks the backend asks
/// for `draw(into:context:interpolation:)`, which only reads state. A scene keeps all its state
/// in itself and in the context (registry, physics, RNG), never reads the wall clock, and hashes
/// what it owns in `hashState(into:)` so replays can prove they reproduce it.
public protocol Scene: AnyObject {
    /// The scene's id, title and summary.
    static var info: SceneInfo { get }

    /// The window (and canvas) a session with `parameters` asks for; the standard one by default
    /// (see `Scene+WindowHint.swift`).
    static func windowHint(parameters: [String: String]) -> WindowHint

    /// Builds the scene's starting state in `context`.
    /// - Throws: when assets or saved data cannot be read; the message names the file.
    init(context: SceneContext) throws

    /// Advances one fixed tick (`context.tickDuration` seconds), given the events stamped with
    /// this tick in the order they arrived.
    func fixedUpdate(context: SceneContext, input: [InputEvent])

    /// Describes the frame. `interpolation` (0..<1) is how far real time is past the last tick,
    /// for smoothing motion between physics states.
    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double)

    /// Fills in the named values scripts and tests read (counts, positions, flags).
    func probes(into probes: inout Probes, context: SceneContext)

    /// Feeds the scene's own state (not the registry's or physics world's, which the engine
    /// hashes) into `hasher` in a fixed order.
    func hashState(into hasher: inout StateHasher)

    /// Whether an overlay the user can dismiss (a picker, card, dialog or sheet) is open. Esc
    /// then reaches the scene as a `keyDown(.escape)` input, which should close the topmost
    /// overlay, instead of leaving the scene. Read between ticks; must not change state.
    func hasOverlay(context: SceneContext) -> Bool

    /// The session is ending (its window closes or another scene takes over): save whatever
    /// must outlive it. Not part of the simulation; it runs after the last tick.
    func sessionWillEnd(context: SceneContext)

    /// The scene's own state after the last tick, for a replay keyframe: everything
    /// `hashState(into:)` covers and whatever else later ticks, probes or drawing read. Nil means
    /// the scene cannot be restored, so seeking its replays re-simulates from the start.
    func saveState() -> SceneState?

    /// Puts back a state this scene type's `saveState()` made, possibly in another session of
    /// the same scene, seed and parameters whose registry, physics world and RNG are being
    /// restored to the same tick.
    func restoreState(_ state: SceneState)
}

extension Scene {
    public func probes(into probes: inout Probes, context: SceneContext) {}
    public func hashState(into hasher: inout StateHasher) {}
    public func hasOverlay(context: SceneContext) -> Bool { false }
    public func sessionWillEnd(context: SceneContext) {}
    public func saveState() -> SceneState? { nil }
    public func restoreState(_ state: SceneState) {}
}
