import Core
import ECS
import Physics

/// Everything a scene works with: its entities, physics world, assets, random numbers and saves.
///
/// The engine makes one per scene session. The registry, physics world and RNG are part of the
/// simulated state (the engine hashes them); the assets and save store are not.
public final class SceneContext {
    /// The scene's entities and components.
    public let registry = Registry()
    /// The scene's Box2D world, in metres, stepped by the engine after each `fixedUpdate`.
    public let physics: PhysicsWorld
    /// Maps physics metres to canvas pixels, for drawing, debug drawing and picking; set by the
    /// scene, usually to `Affine2D.physicsToCanvas(pixelsPerMetre:origin:)`.
    public var physicsView: Affine2D = .identity
    /// Images by texture id: the session's own store (`AssetStore.session()`), whose added
    /// images go when the session ends.
    public let assets: AssetStore
    /// The scene's only source of randomness, seeded from the session's seed.
    public var random: RandomGenerator
    /// The seed the session started from.
    public let seed: UInt64
    /// The scene's own folder in the save store.
    public let save: SaveStore
    /// Named parameters from the command line, a replay or a script.
    public let parameters: [String: String]
    /// The scenes the host knows, for the launcher.
    public let catalog: SceneCatalog
    /// The logical canvas size in canvas pixels; 720 × 1280 unless `windowHint` says otherwise.
    public let canvasSize: Vec2
    /// The window the session asked for (`Scene.windowHint(parameters:)`), which a window host
    /// opens; its canvas size is `canvasSize`.
    public let windowHint: WindowHint
    /// The length of a tick in seconds; usually 1/60.
    public let tickDuration: Double
    /// The number of the tick being run (0 for the first).
    public package(set) var tick: UInt64 = 0
    /// The side effects the scene asks for in this tick (a scene switch, sounds, rumble, text
    /// input, the clipboard, files, background jobs); the runner hands them to the host when the
    /// tick ends, and answers come back as input events. Not simulated state: never hashed.
    public var effects = EffectQueue()
    /// The user's pictures folder a scene may write its exports in (`$XDG_PICTURES_DIR` or
    /// `~/Pictures`), given only to sessions a user plays live; nil in replays, scripted tests and
    /// headless runs, where a scene writes its exports into its save folder instead, so
    /// re-running a session never writes the user's folders again.
    public let picturesFolder: String?
    /// Makes an offscreen renderer (one pixel per canvas pixel) a scene may render pictures with
    /// at a size of its own, such as a share image; nil when the host gives none (headless runs,
    /// replays and scripted tests). The host's `SessionFactory.makeRenderer`. Not simulated
    /// state: what it renders must never feed back into the simulation.
    public let makeRenderer: FrameRendererFactory?

    /// Makes the context of a session seeded with `seed`, reading images from `assets` and saving
    /// in `save`, with its `parameters`, the `catalog` of scenes, the window it asks for, its tick
    /// length in seconds, its physics world, and what a live session gets (`picturesFolder`,
    /// `makeRenderer`).
    public init(seed: UInt64, assets: AssetStore, save: SaveStore, parameters: [String: String] = [:],
                catalog: SceneCatalog = SceneCatalog(), windowHint: WindowHint = .standard,
                tickDuration: Double = 1.0 / 60, physics: WorldDef = WorldDef(), picturesFolder: String? = nil,
                makeRenderer: FrameRendererFactory? = nil) {
        self.seed = seed
        self.picturesFolder = picturesFolder
        self.makeRenderer = makeRenderer
        self.random = RandomGenerator(seed: seed)
        self.assets = assets
        self.save = save
        self.parameters = parameters
        self.catalog = catalog
        self.windowHint = windowHint
        self.canvasSize = windowHint.canvasSize
        self.tickDuration = tickDuration
        self.physics = PhysicsWorld(physics)
    }

    /// The canvas point for a physics-world point.
    public func canvasPoint(_ world: Vec2) -> Vec2 { physicsView.apply(world) }
    /// The physics-world point under a canvas point.
    public func worldPoint(_ canvas: Vec2) -> Vec2 { (physicsView.inverted ?? .identity).apply(canvas) }
}
