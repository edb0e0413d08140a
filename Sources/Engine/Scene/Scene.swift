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

    /// Makes the info for a scene: its id, launcher title, one-line summary and the parameters it takes.
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
/// in one value, `state`, and in the context (registry, physics, RNG), and never reads the wall
/// clock. The engine derives the state hash and the replay keyframe from `state` (see
/// `Scene+State.swift`), so no field can be left out of either by forgetting it.
public protocol Scene: AnyObject {
    /// Everything of the scene's own that changes after set-up, as one value: every stored field
    /// reachable from it is hashed (through `Encodable`) and kept in keyframes, except fields
    /// marked `@Unhashed`, which keyframes keep without hashing.
    associatedtype State: Codable & Sendable

    /// The scene's state now. Set only by the scene's ticks and by keyframe restores.
    var state: State { get set }

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

    /// Whether an overlay the user can dismiss (a picker, card, dialog or sheet) is open. Esc
    /// then reaches the scene as a `keyDown(.escape)` input, which should close the topmost
    /// overlay, instead of leaving the scene. Read between ticks; must not change state.
    func hasOverlay(context: SceneContext) -> Bool

    /// Where the scene shows what the user reads or presses now (buttons, fields, headings), as
    /// canvas rectangles: the host puts its own overlays (the PAUSED banner, the frame-time
    /// graph) where none of them is. Read between ticks; must not change state.
    func occupiedRegions(context: SceneContext) -> [Rect]

    /// The session is ending (its window closes or another scene takes over): save whatever
    /// must outlive it. Not part of the simulation; it runs after the last tick.
    func sessionWillEnd(context: SceneContext)

    /// `state` was just put back from a keyframe, possibly made by another session of the same
    /// scene, seed and parameters whose registry, physics world and RNG are being restored to
    /// the same tick: rebuild whatever is derived from it (a widget tree, a job under way).
    func stateDidRestore(context: SceneContext)
}

extension Scene {
    /// Reports no probes.
    public func probes(into probes: inout Probes, context: SceneContext) {}
    /// Reports no overlay, so Esc leaves the scene.
    public func hasOverlay(context: SceneContext) -> Bool { false }
    /// Reports nothing shown, so the host's overlays go at the top.
    public func occupiedRegions(context: SceneContext) -> [Rect] { [] }
    /// Saves nothing when the session ends.
    public func sessionWillEnd(context: SceneContext) {}
    /// Rebuilds nothing after a restore.
    public func stateDidRestore(context: SceneContext) {}
}
