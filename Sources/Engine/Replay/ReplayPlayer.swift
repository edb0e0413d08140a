/// Plays a replay back on a live runner and seeks in it by re-simulating.
///
/// Box2D's internal state (contact caches, broad-phase tree, sleep timers) cannot be restored
/// bit for bit, so a seek backwards starts a fresh session and runs it forward at full speed;
/// a seek forwards continues from where the player is.
public final class ReplayPlayer {
    public let replay: Replay
    private let factory: SessionFactory
    /// The session showing the replay's state at `runner.nextTick`.
    public private(set) var runner: SceneRunner

    public init(_ replay: Replay, factory: SessionFactory) throws {
        self.replay = replay
        self.factory = factory
        runner = try Self.makeRunner(for: replay, factory: factory)
    }

    /// A fresh session of the replay's scene, its saved files as they were, every recorded input
    /// queued. `factory`'s profile should be a scratch folder: the scene's saves there are reset.
    static func makeRunner(for replay: Replay, factory: SessionFactory) throws -> SceneRunner {
        try factory.resetSavedFiles(to: replay.header.saves, sceneID: replay.header.scene)
        let runner = try factory.makeRunner(sceneID: replay.header.scene, seed: replay.header.seed,
                                            parameters: replay.header.parameters)
        for input in replay.inputs { runner.send(input.event, at: input.tick) }
        return runner
    }

    /// The tick shown now (ticks run).
    public var tick: UInt64 { runner.nextTick }
    /// Whether the whole replay has been played.
    public var isAtEnd: Bool { tick >= replay.lastTick }

    /// Runs up to `count` more ticks, stopping at the replay's end; returns how many ran.
    @discardableResult
    public func advance(_ count: Int) -> Int {
        let n = min(UInt64(max(0, count)), replay.lastTick - min(tick, replay.lastTick))
        runner.run(ticks: Int(n))
        return Int(n)
    }

    /// Shows the state after `target` ticks (clamped to the replay).
    public func seek(to target: UInt64) throws {
        let target = min(target, replay.lastTick)
        if target < tick { runner = try Self.makeRunner(for: replay, factory: factory) }
        runner.run(ticks: Int(target - tick))
    }
}
