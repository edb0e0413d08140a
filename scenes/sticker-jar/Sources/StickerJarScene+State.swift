import Engine
import UI

extension StickerJarScene {
    /// The jar's own state: everything that changes after set-up, as plain values (the art is
    /// shared but immutable), from which the engine derives the state hash and the keyframe.
    public struct State: KitSceneState, Codable, Sendable {
        var tilt = 0.0, tiltTarget = 0.0
        var heldKeys: Set<Key> = []
        /// The sticker being dragged, its joint, and the press that grabbed it (for telling taps).
        var grab: Grab?
        /// Where a right-drag started, in canvas x.
        var tiltDragStartX: Double?
        var shakeDetector = ShakeDetector()
        /// Ticks left of the jolt under way, and its acceleration in m/s².
        var joltTicks = 0
        var joltAcceleration = Vec2.zero
        /// How the jar itself moves with the jolt (drawn only; the physics stays put).
        var wobble = JarWobble()
        /// The gravity that last woke the stickers, in m/s².
        var wakeGravity = Vec2(0, -StickerJarScene.gravity)
        /// Art keys waiting to drop in, first first.
        var pendingDrops: [String] = []
        var nextDropTick: UInt64 = 0
        var card: DetailCard?
        /// The names the user gave stickers the recogniser was not sure of, in the order given
        /// (one per sticker).
        var names: [SnackName] = []
        /// A mystery snack's name field, and the row chosen in its list of foods.
        var nameField = TextEditingState()
        var nameSelection: Int?
        /// The picker's selected food, an index into the catalog.
        var pickerSelection = 0
        /// How many stickers the "Empty the jar?" prompt was asked about.
        var clearCount = 0
        /// How many of them were made from photos, whose pictures go with them.
        var clearPhotos = 0
        /// The picker, the card and the "Empty the jar?" prompt while they show, and a message
        /// for the user, shown for a few seconds.
        public var overlays = Overlays()
        /// What the widgets remember: focus, press, hover, open layers, the grid's scroll. Kept
        /// in replay keyframes with the rest of the state, never in the jar's save file.
        public var ui = UIState()
        /// Stickers that got out of the jar (they are removed when found).
        var escapes = 0
        var nextCustom = 0
        /// Saved stickers whose picture could not be read at start-up (a custom picture gone
        /// missing): kept in the save, so they come back when the picture does.
        var unrestored: [JarSave.Entry] = []
        /// Whether the contents changed since the last save; the tick of the last save.
        var unsaved = false, lastSaveTick: UInt64 = 0
        /// The sticker added last, while it exists.
        var newest: BodyID?
        /// Art made so far, by key (looked up, never iterated, so its order cannot matter). Not
        /// hashed: a food's art is the same whenever it is made, and custom art goes with
        /// `nextCustom`.
        @Unhashed var library: [String: StickerArt] = [:]
    }

    /// A sticker held by the pointer: its body, its mouse joint, and the press that grabbed it.
    struct Grab: Codable, Sendable {
        var body: BodyID
        var joint: JointID
        /// The tick and canvas point of the press, and whether it has moved past a tap since.
        var tick: UInt64
        var point: Vec2
        var moved: Bool
    }

    /// The jar file as this session last wrote it is a note on the disk, not state: a restored
    /// session forgets it, so its next save writes.
    public func stateDidRestore(context: SceneContext) {
        lastSaved = nil
        tree = makeTree(context: context)
    }
}
