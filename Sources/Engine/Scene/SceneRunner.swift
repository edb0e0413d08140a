import Core
import Physics

/// Runs one scene session: owns the clock and the input queue, and fixes the order of a tick.
///
/// The order of a tick, written down once:
/// 1. `context.tick` is set to the tick's number.
/// 2. The events stamped with that tick go to the scene's `fixedUpdate`, in arrival order.
/// 3. The physics world steps once by `tickDuration`; its contact events are read by the
///    scene in the next tick's `fixedUpdate`.
/// 4. The tick counter advances (and the observer, if any, notes the state).
/// 5. The effects the tick asked for (`context.effects`) go to the host (`server`); answers
///    come back as input for later ticks.
/// Rendering happens between ticks and only reads state.
public final class SceneRunner {
    /// The scene the session runs.
    public let scene: any Scene
    /// Everything the scene works with: entities, physics, random numbers, saves, effects.
    public let context: SceneContext
    /// The fixed-step clock: the ticks due, and how far the frame is between two (for drawing).
    public package(set) var clock: FixedClock
    /// The number of the next tick to run: the tick live input is stamped with.
    public package(set) var nextTick: UInt64 = 0
    package var input = InputQueue()
    /// Watches the session's input and state as it runs (a replay recorder), when set.
    public var observer: (any SessionObserver)?
    /// Serves the effects the scene asks for (sounds, clipboard, files, saves, jobs); nil drops
    /// them, as a host replaying recorded input does. Held strongly: a host that holds the
    /// runner too sets it back to nil when it is done with the session.
    public var server: (any EffectServer)?
    /// The scene switch or quit the scene asked for and the host has not yet taken.
    public package(set) var handOver: SceneRequest?
    /// The text input the scene wants now (`Effect.textInput`), nil for none.
    public package(set) var textInput: TextInputRequest?

    /// Starts a session of `sceneType`.
    /// - Throws: whatever the scene's set-up throws (an unreadable asset or save).
    public init(_ sceneType: any Scene.Type, context: SceneContext, clock: FixedClock = FixedClock()) throws {
        self.context = context
        self.clock = clock
        self.scene = try sceneType.init(context: context)
        keepHostState()
    }

    /// Queues `event` for the tick `tick` (the next tick when nil).
    public func send(_ event: InputEvent, at tick: UInt64? = nil) {
        let timed = TimedInput(tick: tick ?? nextTick, event: event)
        input.enqueue(timed)
        observer?.inputQueued(timed)
    }

    /// Runs one tick now (see the type's documentation for the order).
    public func runTick() {
        context.tick = nextTick
        scene.fixedUpdate(context: context, input: input.take(upTo: nextTick))
        context.physics.step(context.tickDuration)
        nextTick += 1
        observer?.tickEnded(ticksRun: nextTick, runner: self)
        handEffectsOver()
    }

    /// Runs `count` ticks now.
    public func run(ticks count: Int) {
        for _ in 0..<count { runTick() }
    }

    /// Runs the ticks `driver` says are due this frame and returns how many ran. Stops early
    /// when the scene asks for a hand-over, so the host can act on it.
    @discardableResult
    public func runFrame<D: ClockDriver>(_ driver: inout D) -> Int {
        let due = driver.ticksForFrame(&clock)
        var ran = 0
        while ran < due, handOver == nil {
            runTick()
            ran += 1
        }
        return ran
    }

    /// Ends the session after its last tick: tells the observer first (a recording ends with
    /// the end hash of the simulated state), then lets the scene save (saving is not simulated,
    /// so whatever it changes must not reach a replay) and hands the host the saves it asked
    /// for, then releases the images the session added (`AssetStore.releaseAll()`): draw
    /// nothing of it after. Call once.
    public func end() {
        observer?.sessionEnding(runner: self)
        scene.sessionWillEnd(context: context)
        handEffectsOver()
        context.assets.releaseAll()
    }

    /// The frame as the scene describes it now.
    public func draw(interpolation: Double) -> DrawList {
        var list = DrawList(canvasSize: context.canvasSize)
        scene.draw(into: &list, context: context, interpolation: interpolation)
        return list
    }

    /// The scene's probes now, with the engine's own (`tick`).
    public func probes() -> Probes {
        var probes = Probes()
        probes.set("tick", Int(nextTick))
        scene.probes(into: &probes, context: context)
        return probes
    }

    /// A hash of the whole simulated state: tick, RNG, entities, physics and the scene's own.
    public func stateHash() -> UInt64 {
        var hasher = StateHasher()
        hasher.combine(nextTick)
        context.random.hash(into: &hasher)
        context.registry.hash(into: &hasher)
        context.physics.hash(into: &hasher)
        hasher.combine(scene.stateDigest())
        return hasher.value
    }
}
