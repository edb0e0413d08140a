import Engine
import Foundation
import UI

/// The sticker jar: food pictures become die-cut stickers that fall into a glass jar and tumble
/// as it tilts and shakes; tap one for its name, a fun fact and nutrition.
///
/// The jar is a Box2D chain loop read from `data/jar.yml`; each sticker is one body whose convex
/// fixtures are traced from the sticker's alpha (`TextureShape`). The facts come from a
/// `FoodAnalysisService`, offline by default (`data/foods.yml`). The jar's contents are saved in
/// the profile (`jar.json`) and restored next launch.
///
/// Parameters: `stickers=N` starts with N random catalog stickers instead of the saved jar, and
/// leaves the saved jar alone.
public final class StickerJarScene: KitScene {
    public static let info = SceneInfo(
        id: "sticker-jar", title: "Sticker jar",
        summary: "Food stickers tumble in a glass jar: tilt, shake, drag, tap one for its facts.",
        parameters: [SceneParameter("stickers", "start with N random stickers, 0 to \(maxStickers), and leave the saved jar alone")])

    /// The scene's data files (`data/`) and art (`art/`), which travel with the module.
    public static let resources = SceneResources(bundle: .module)

    // MARK: - Tuning

    /// The most stickers the jar takes; adding beyond it says the jar is full.
    static let maxStickers = 400
    /// The furthest the jar tilts, in radians.
    static let maxTilt = 0.9
    /// Gravity's strength, in m/s² (the jar is big in metres; strong gravity keeps it lively).
    static let gravity = 20.0
    /// Ticks between two stickers dropping in from the top.
    static let dropInterval: UInt64 = 6
    /// Ticks between saves of the stickers' positions while the jar is in use.
    static let saveInterval: UInt64 = 600
    /// Ticks between checks for stickers outside the jar.
    static let escapeCheckInterval: UInt64 = 15
    /// How long a press may last and how far it may move and still be a tap, in ticks and canvas pixels.
    static let tapTicks: UInt64 = 20, tapSlop = 12.0
    /// How thick the solid wall behind the jar's chain is, in metres.
    static let wallThickness = 0.5
    /// The gap between the chain and that wall, in metres: enough that a sticker resting on the
    /// chain never touches the wall too (two supports would make it jitter).
    static let wallGap = 0.06
    /// How hard a full-strength shake accelerates the jar, in m/s², and for how many ticks.
    static let joltStrength = 150.0, joltDuration = 6
    /// How far gravity may drift from where it last woke the stickers before it wakes them
    /// again, in m/s².
    public static let wakeThreshold = 0.01
    /// The style of every sticker the scene makes.
    public static let stickerStyle = StickerStyle(maxSide: 160)

    // MARK: - Set-up state (not simulated)

    let jar: JarSpec
    /// Where the jar's art and the stickers' textures live.
    let assets: AssetStore
    let catalog: OfflineFoodCatalog
    let analysis: any FoodAnalysisService
    let backTexture: TextureID, frontTexture: TextureID
    /// Lays out the widgets' text.
    let typesetter: Typesetter
    /// Whether this session's jar is the profile's (false for a `stickers=N` demo jar, which must
    /// never overwrite the user's).
    let keepsJar: Bool

    // MARK: - State

    /// Everything that changes after set-up (see `State`).
    public var state = State()
    /// The widgets for `state`, rebuilt at the end of every tick.
    public var tree = UITree()
    /// The kit's look for input: the paper of the sheets and dialogs.
    public static let theme = JarTheme.paper
    /// What `jar.json` holds now, as this session last wrote it: a note on the file, not part of
    /// the state (a restored session forgets it, so its next save writes).
    var lastSaved: JarSave?

    // MARK: - Set-up

    public init(context: SceneContext) throws {
        assets = context.assets
        typesetter = try Typesetter.shared()
        let resources = Self.resources
        jar = try JarSpec.load(from: resources.path("data/jar.yml"))
        catalog = try OfflineFoodCatalog(path: resources.path("data/foods.yml"), artDirectory: resources.path("art/foods"),
                                         style: Self.stickerStyle)
        analysis = catalog
        backTexture = try context.assets.texture(named: resources.path("art/" + jar.art.back))
        frontTexture = try context.assets.texture(named: resources.path("art/" + jar.art.front))

        // The jar's bottom centre, the origin of its metres, sits 50 px above the canvas bottom.
        context.physicsView = .physicsToCanvas(pixelsPerMetre: jar.pixelsPerMetre,
                                               origin: Vec2(context.canvasSize.x / 2, context.canvasSize.y - 50))
        context.physics.gravity = Vec2(0, -Self.gravity)
        let walls = context.physics.createBody(BodyDef())
        var glass = ShapeDef()
        glass.friction = 0.4
        try context.physics.addChainLoop(jar.outline.vertices, to: walls, glass)
        // Behind the one-sided chain, a solid wall: a thin piece squeezed past the chain's line by
        // a shaken pile meets a two-sided polygon that pushes it back in.
        let points = jar.outline.vertices
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            let normal = (b - a).perpendicular.normalized
            let inner = normal * Self.wallGap, outer = normal * (Self.wallGap + Self.wallThickness)
            try context.physics.addPolygon([a + inner, a + outer, b + outer, b + inner], to: walls, glass)
        }

        keepsJar = context.parameters["stickers"] == nil
        if let text = context.parameters["stickers"] {
            guard let count = Int(text), (0...Self.maxStickers).contains(count) else {
                throw SceneParameterError("stickers", text, "is not a whole number of stickers from 0 to \(Self.maxStickers)")
            }
            try fill(count: count, context: context)
        } else if try !restore(context: context) {
            try queueStarterSet(context: context)
        }
        // Never a name in use: a save whose count is behind its pictures must not lose one. Read
        // here, at set-up: a tick never looks at the disk.
        while keepsJar && context.save.exists("custom-\(state.nextCustom).png") { state.nextCustom += 1 }
        tree = makeTree(context: context)
    }

    /// Puts `count` random catalog stickers in rows from the bottom of the jar up. The rows are
    /// a little tighter than a sticker's longest side (most stickers are narrower one way), so
    /// 300 fit at once; the few overlaps push apart in the first ticks.
    private func fill(count: Int, context: SceneContext) throws {
        let step = StickerArt.longestSide * 0.72
        var y = step / 2 + 0.1
        var placed = 0
        while placed < count, y < jar.outline.bounds.maxY - step / 2 {
            if let span = jar.interiorSpan(atHeight: y, inset: step / 2 + 0.05) {
                var x = span.lowerBound
                while placed < count, x <= span.upperBound {
                    let food = catalog.foods[context.random.next(in: 0...(catalog.foods.count - 1))]
                    let angle = context.random.next(in: -Double.pi...Double.pi)
                    try addSticker(art(forKey: food.id, context: context), at: Vec2(x, y), angle: angle, context: context)
                    placed += 1
                    x += step
                }
            }
            y += step
        }
        for _ in placed..<count {
            state.pendingDrops.append(catalog.foods[context.random.next(in: 0...(catalog.foods.count - 1))].id)
        }
    }

    /// A first jar: two dozen different catalog foods drop in.
    private func queueStarterSet(context: SceneContext) throws {
        var ids = catalog.foods.map(\.id)
        for _ in 0..<min(24, ids.count) {
            let food = ids.remove(at: context.random.next(in: 0...(ids.count - 1)))
            _ = try art(forKey: food, context: context)
            state.pendingDrops.append(food)
        }
        state.unsaved = true
    }

    // MARK: - Art

    /// The art for `key`, made on first use: a catalog food's id, or a custom sticker's save name
    /// (`custom-N`, its picture in the save folder).
    /// - Throws: `ImageError` or `DataFileError` naming the picture.
    func art(forKey key: String, context: SceneContext) throws -> StickerArt {
        if let art = state.library[key] { return art }
        let sticker: Image, hint: String?
        if key.hasPrefix("custom-") {
            // Only custom-N: a key from a damaged or hostile save never names another file.
            guard isStickerKey(key) else {
                throw SaveError(path: context.save.path(of: JarSave.fileName), reason: "'\(key.prefix(60))' is not a sticker")
            }
            sticker = try Image(contentsOfPNG: context.save.path(of: key + ".png"))
            hint = nil
        } else {
            guard isStickerKey(key) else {
                throw SaveError(path: context.save.path(of: JarSave.fileName), reason: "'\(key.prefix(60))' is not a food of the catalog")
            }
            sticker = try StickerCache.sticker(forArtAt: catalog.artPath(for: key), style: Self.stickerStyle)
            hint = key
        }
        let art = try StickerArt(key: key, sticker: sticker, analysis: analysis.analyze(sticker: sticker, hint: hint),
                                 assets: assets)
        state.library[key] = art
        return art
    }

    // MARK: - Tick

    public func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        handleInput(input, context: context)
        if state.card != nil, !state.overlays.isVisible(JarTree.card) { state.card = nil }

        state.tilt += (state.tiltTarget - state.tilt) * 0.1
        updateGravity(context: context)
        state.wobble.advance()
        dropPending(context: context)
        if context.tick % Self.escapeCheckInterval == 0 { removeEscapees(context: context) }
        saveIfDue(context: context)
    }

    /// Drops the next waiting sticker in from the top when it is time; none drops while a card
    /// is up (a new photo's sticker falls in once its card is closed).
    private func dropPending(context: SceneContext) {
        guard !state.pendingDrops.isEmpty, context.tick >= state.nextDropTick, state.card == nil else { return }
        let key = state.pendingDrops.removeFirst()
        state.nextDropTick = context.tick + Self.dropInterval
        guard let art = try? art(forKey: key, context: context) else { return }
        let top = jar.outline.bounds.maxY - StickerArt.longestSide * 0.75
        let span = jar.interiorSpan(atHeight: top, inset: StickerArt.longestSide) ?? 0...0
        // Random draws in a fixed order: x, then angle, then spin.
        let x = context.random.next(in: span.lowerBound...span.upperBound) * 0.6
        let angle = context.random.next(in: -0.6...0.6)
        let spin = context.random.next(in: -3.0...3.0)
        try? addSticker(art, at: Vec2(x, top), angle: angle, velocity: Vec2(0, -4), spin: spin, popsIn: true,
                        context: context)
    }

    /// Adds a sticker body with `art` at `position` (jar metres); `popsIn` animates its arrival.
    /// - Throws: `PhysicsError` if Box2D refuses a piece of its shape.
    func addSticker(_ art: StickerArt, at position: Vec2, angle: Double, velocity: Vec2 = .zero, spin: Double = 0,
                    popsIn: Bool = false, context: SceneContext) throws {
        guard count(context) < Self.maxStickers else {
            show(StickerJarStrings.jarFull(Self.maxStickers), context: context)
            return
        }
        var def = BodyDef()
        def.type = .dynamic
        def.position = position
        def.angle = angle
        def.linearVelocity = velocity
        def.angularVelocity = spin
        // A little damping, as air gives light card stickers, lets piles come to rest.
        def.linearDamping = 0.2
        def.angularDamping = 0.8
        let body = context.physics.createBody(def)
        var shape = ShapeDef()
        shape.density = 1
        shape.friction = 0.3
        shape.restitution = 0.1
        do {
            try context.physics.addShape(art.shape, to: body, shape)
        } catch {
            context.physics.destroyBody(body)
            throw error
        }
        let entity = context.registry.create()
        context.registry.insert(Sticker(body: body, artKey: art.key, arrivalTick: popsIn ? context.tick : nil), for: entity)
        state.newest = body
        state.unsaved = true
    }

    /// The jar's inside wall, in jar metres (y up), as its chain loop runs.
    public var jarOutline: Polygon { jar.outline }

    /// The number of stickers in the jar.
    func count(_ context: SceneContext) -> Int { context.registry.storage(Sticker.self).count }

    /// Removes every sticker whose centre is outside the jar, counting it as an escape.
    private func removeEscapees(context: SceneContext) {
        var escaped: [(Entity, BodyID)] = []
        context.registry.view(Sticker.self).forEach { entity, sticker in
            if !jar.outline.contains(context.physics.position(of: sticker.body)) { escaped.append((entity, sticker.body)) }
        }
        for (entity, body) in escaped { remove(entity, body: body, context: context) }
        state.escapes += escaped.count
    }

    func remove(_ entity: Entity, body: BodyID, context: SceneContext) {
        if state.grab?.body == body {
            context.physics.destroyJoint(state.grab!.joint)
            state.grab = nil
        }
        if state.newest == body { state.newest = nil }
        context.registry.destroy(entity)
        context.physics.destroyBody(body)
        state.unsaved = true
    }

    /// Whether `key` names a sticker: a food of the catalog or a custom picture, `custom-N`.
    func isStickerKey(_ key: String) -> Bool {
        guard key.hasPrefix("custom-") else { return catalog.food(withID: key) != nil }
        guard let number = Int(key.dropFirst("custom-".count)) else { return false }
        return number >= 0 && "custom-\(number)" == key
    }

    /// Empties the jar.
    func clear(context: SceneContext) {
        let photos = photoStickerKeys(context)
        state.unrestored.removeAll()
        var all: [(Entity, BodyID)] = []
        context.registry.view(Sticker.self).forEach { entity, sticker in all.append((entity, sticker.body)) }
        for (entity, body) in all { remove(entity, body: body, context: context) }
        state.pendingDrops.removeAll()
        state.card = nil
        state.names.removeAll()
        state.unsaved = true
        // The photo stickers' pictures go with them, as the prompt said: none stays behind in
        // the profile with nothing in the jar to show it.
        for key in photos {
            state.library[key] = nil
            guard keepsJar else { continue }
            context.effects.send(.removeSave(name: key + ".png"))
        }
    }

    /// The keys (`custom-N`) of the stickers made from photos that are in the jar, waiting to
    /// drop in, or kept in the save while their picture cannot be read; sorted.
    func photoStickerKeys(_ context: SceneContext) -> [String] {
        var keys = Set(state.pendingDrops.filter { $0.hasPrefix("custom-") })
        keys.formUnion(state.unrestored.map(\.art).filter { $0.hasPrefix("custom-") })
        context.registry.view(Sticker.self).forEach { _, sticker in
            if sticker.artKey.hasPrefix("custom-") { keys.insert(sticker.artKey) }
        }
        return keys.sorted()
    }

    /// Shakes the jar once; `strength` 0...1. Shaking moves the jar, which its contents feel as
    /// a brief extra acceleration: first one way, then half as hard back; the jar is drawn
    /// jerking the other way (`JarWobble`).
    func jolt(_ strength: Double, context: SceneContext) {
        // Random draws in a fixed order: x, then y.
        let x = context.random.next(in: -1.0...1.0), y = context.random.next(in: 0.6...1.0)
        state.joltAcceleration = Vec2(x, y).normalized * (Self.joltStrength * strength)
        state.joltTicks = Self.joltDuration
        state.wobble.start(acceleration: state.joltAcceleration, strength: strength)
    }

    /// Sets gravity from the tilt and any jolt under way. Box2D leaves sleeping bodies asleep
    /// when gravity changes, so a change of more than `wakeThreshold` wakes every sticker.
    func updateGravity(context: SceneContext) {
        var gravity = Vec2(0, -Self.gravity).rotated(by: state.tilt)
        if state.joltTicks > 0 {
            gravity += state.joltTicks > Self.joltDuration / 3 ? state.joltAcceleration : state.joltAcceleration * -0.5
            state.joltTicks -= 1
        }
        context.physics.gravity = gravity
        // Measured from the gravity that last woke them, so a slow tilt whose every step is
        // below the threshold still wakes them once the steps add up.
        guard (gravity - state.wakeGravity).length > Self.wakeThreshold else { return }
        state.wakeGravity = gravity
        context.registry.view(Sticker.self).forEach { _, sticker in
            context.physics.setAwake(true, for: sticker.body)
        }
    }

    /// How long a message shows, in ticks (4 s).
    static let messageTicks = 240

    /// Shows `text` to the user for a few seconds.
    func show(_ text: String, context: SceneContext) {
        state.overlays.toast.show(text, ticks: Self.messageTicks)
    }

    /// The widgets for the state as it is now.
    public func makeTree(context: SceneContext) -> UITree {
        JarTree.tree(for: state, inputs: JarTree.Inputs(
            foods: catalog.foods.map { ($0.id, $0.name) }, art: { self.state.library[$0] }, facts: { self.facts(of: $0) },
            typesetter: typesetter))
    }
}
