import Engine
import Foundation
import UI

/// RoastMeLater: pick a category, spice, mood and collection, watch the roast card drop, turn
/// over and type its roast in; keep favourites, react, keep a daily streak and earn badges, in
/// English or Vietnamese.
public final class RoastRevealScene: KitScene {
    public static let info = SceneInfo(
        id: "roast-reveal", title: RoastStrings.sceneTitle, summary: RoastStrings.sceneSummary,
        parameters: SceneClock.parameters
            + [SceneParameter("widget", "1: only the roast of the day and the streak, in a small always-on-top window (default 0)")])

    /// The widget's small always-on-top window with `widget=1`, else the usual one.
    public static func windowHint(parameters: [String: String]) -> WindowHint {
        parameters["widget"] == "1" ? .widget(canvasSize: widgetCanvasSize) : .standard
    }

    /// The look of every widget: the crimson theme.
    public static let theme = RoastTheme.ui
    /// Canvas pixels per physics metre.
    static let pixelsPerMetre = 100.0
    /// How many times faster than Earth's gravity the card falls.
    static let cardGravityScale = 4.0
    /// How bouncy the card is on the surface, 0…1.
    static let cardRestitution = 0.15
    /// Confetti pieces a badge unlock throws, and the ticks they live.
    static let confettiCount = 36, confettiTicks: UInt64 = 240

    /// Everything that changes after set-up (see `State`).
    public var state = State()
    /// The widgets for `state`, rebuilt after every change.
    public var tree = UITree()
    /// The session's clock: "now" is its start, or the host's last stamp, plus the ticks run since.
    let clock: SceneClock
    let strings: RoastStrings
    let roaster: SafeRoaster
    /// The collections in season when the session started.
    let activeCollections: [RoastCollection]
    let typesetter: Typesetter
    /// Whether the session is the roast-of-the-day widget (`widget=1`): it shows the day's roast
    /// and the streak, takes no input and never writes the save.
    let isWidget: Bool
    /// The card's share images in every template, made for the share sheet's previews.
    var sharePreviews: (content: ShareContent, images: [ShareImage])?

    public init(context: SceneContext) throws {
        clock = try SceneClock(parameters: context.parameters, tickDuration: context.tickDuration)
        isWidget = try Self.isWidget(context.parameters["widget"])
        let resources = RoastResources.bundled
        strings = try RoastStrings(resources: resources)
        roaster = try SafeRoaster.offline(resources: resources, strings: strings)
        activeCollections = try RoastCollectionCatalog(path: resources.path("data/collections.yml"))
            .active(on: clock.start, in: clock.timeZone)
        typesetter = try Typesetter.shared()
        let s = Self.pixelsPerMetre
        // The physics origin at the canvas's bottom-left corner.
        context.physicsView = .physicsToCanvas(pixelsPerMetre: s, origin: Vec2(0, context.canvasSize.y))
        let surface = context.physics.createBody(BodyDef())
        let top = (context.canvasSize.y - RoastCard.surfaceY) / s
        try context.physics.addBox(halfSize: Vec2(context.canvasSize.x / s / 2, 0.5), center: Vec2(context.canvasSize.x / s / 2, top - 0.5),
                                   to: surface, ShapeDef(density: 0, friction: 0.6))
        let loaded = try RoastSave.load(from: context.save)
        state.save = loaded.save
        state.written = loaded.setAside == nil ? loaded.save : nil
        state.spice = loaded.save.settings.defaultSpice
        if let choice = loaded.save.settings.lastChoice {
            state.category = choice.category
            state.spice = choice.spice
            state.mood = choice.mood
        }
        state.saveDigest = Self.digest(of: loaded.save)
        if let aside = loaded.setAside {
            state.overlays.toast.show(strings.text("settings.saveSetAside", in: state.language,
                                                   ["file": aside.file, "reason": aside.reason, "kept": aside.keptAs]))
        }
        tree = makeTree(context: context)
        if isWidget { refreshDailyRoast(now: clock.start) }
    }

    public func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        state.tick = context.tick
        state.clockStamp.follow(input, atTick: context.tick)
        guard !isWidget else {
            refreshDailyRoast(now: now(context))
            return
        }
        runInterface(input, context: context)
    }

    /// Esc, which no layer took, goes back from an opened roast to the library's list, and from
    /// the roast of the day to the generator; a share's outcome and a failed save are said.
    public func handleUnhandled(_ events: [InputEvent], input: [InputEvent], context: SceneContext) {
        for case .keyDown(let press) in events where press.matches(.escape) {
            if RoastTree.showsOpenedRoast(state) { closeRoast() } else if RoastTree.showsDaily(state) { closeDaily() }
        }
        for case .jobFinished(let result) in input where result.tag == ShareJob.tag { receiveShareOutcome(result, context: context) }
        for case .saveFailed(let failure) in input { showSaveFailure(failure.reason) }
    }

    /// Moves the card, the roast of the day and the confetti on, and writes the save if it changed.
    public func advance(context: SceneContext) {
        stepCard(context: context)
        stepDaily(context: context)
        stepConfetti(context: context)
        writeSaveIfChanged(context: context)
    }

    public func hasOverlay(context: SceneContext) -> Bool {
        tree.topLayer != nil || RoastTree.showsOpenedRoast(state) || RoastTree.showsDaily(state)
    }

    public func sessionWillEnd(context: SceneContext) {
        if !isWidget { writeSaveIfChanged(context: context) }
    }

    /// "Now" at this tick.
    func now(_ context: SceneContext) -> Date { now(atTick: context.tick) }

    /// "Now" at `tick`: from the host's last clock stamp when there is one, else from the start.
    func now(atTick tick: UInt64) -> Date { clock.now(atTick: tick, stamp: state.clockStamp) }

    /// The tree for the state at this tick.
    public func makeTree(context: SceneContext) -> UITree {
        isWidget ? UITree() : RoastTree.tree(for: state, context: treeContext(now: now(context)))
    }

    /// What the tree needs besides the state, at `now`.
    func treeContext(now: Date) -> RoastTree.Context {
        let service = StreakService()
        return RoastTree.Context(strings: strings, collections: activeCollections,
                                 status: service.status(of: state.save.streak, now: now, timeZone: clock.timeZone),
                                 displayedStreak: service.displayedStreak(state.save.streak, now: now, timeZone: clock.timeZone),
                                 theme: Self.theme, typesetter: typesetter)
    }

    /// Asks the host to write the save through to the profile when it changed (atomically, when
    /// the tick ends); a failure comes back as input and shows.
    func writeSaveIfChanged(context: SceneContext) {
        guard state.save != state.written else { return }
        do {
            context.effects.save(try state.save.encoded(), as: RoastSave.fileName)
            state.saveDigest = Self.digest(of: state.save)
        } catch {
            showSaveFailure(String(describing: error))
        }
        state.written = state.save
    }

    /// Says a save could not be written.
    func showSaveFailure(_ reason: String) {
        state.overlays.toast.show(strings.text("settings.saveFailed", in: state.language, ["reason": reason]))
    }

    /// A digest of the save's bytes.
    static func digest(of save: RoastSave) -> UInt64 { fnv1a((try? save.encoded()) ?? []) }

    /// FNV-1a of `bytes`: the same on every machine and run (unlike `hashValue`).
    static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return h
    }
}
