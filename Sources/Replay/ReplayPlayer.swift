import Engine

/// Plays a replay back on a live runner and seeks in it.
///
/// A seek restores the latest keyframe at or before its target (see `KeyframeIndex`) when that
/// is nearer than the tick shown, then re-simulates the rest; without a keyframe, a seek
/// backwards starts a fresh session. `startIndexing(profile:)` fills the index in the background.
public final class ReplayPlayer {
    /// The replay being played.
    public let replay: Replay
    /// Makes the player's sessions.
    public let factory: SessionFactory
    /// The keyframes seeks restore.
    public let keyframes: KeyframeIndex
    private var indexer: ReplayIndexer?
    /// The session showing the replay's state at `runner.nextTick`.
    public private(set) var runner: SceneRunner

    /// A player at the replay's first tick, with `keyframes` to seek by (empty by default).
    public init(_ replay: Replay, factory: SessionFactory, keyframes: KeyframeIndex = KeyframeIndex()) throws {
        self.replay = replay
        self.factory = factory
        self.keyframes = keyframes
        runner = try Self.makeRunner(for: replay, factory: factory)
    }

    deinit { indexer?.cancel() }

    /// A fresh session of the replay's scene, its saved files as they were, every recorded input
    /// queued. `factory`'s profile should be a scratch folder: the scene's saves there are reset.
    static func makeRunner(for replay: Replay, factory: SessionFactory) throws -> SceneRunner {
        try factory.resetSavedFiles(to: replay.header.saves, sceneID: replay.header.scene)
        let runner = try factory.makeRunner(sceneID: replay.header.scene, seed: replay.header.seed,
                                            parameters: replay.header.parameters)
        guard replay.header.tickRate == runner.clock.ticksPerSecond else {
            throw ReplayHeaderMismatch("tickRate \(replay.header.tickRate) does not match the scene's \(runner.clock.ticksPerSecond) ticks a second")
        }
        for input in replay.inputs { runner.send(input.event, at: input.tick) }
        return runner
    }

    /// Starts filling `keyframes` on a background thread, in sessions that save to `profile`
    /// (a scratch folder no other session uses). Does nothing where physics worlds cannot be
    /// snapshot (`keyframeWarning` then says so): seeks re-simulate instead.
    public func startIndexing(profile: SaveStore) {
        guard indexer == nil, PhysicsWorld.snapshotsAreAvailable else { return }
        let indexerFactory = SessionFactory(catalog: factory.catalog, assets: factory.assets, profile: profile)
        let indexer = ReplayIndexer(replay: replay, factory: indexerFactory, index: keyframes)
        indexer.start()
        self.indexer = indexer
    }

    /// Stops the background indexing, if any, and waits for its thread to let go (a tick at most).
    public func stopIndexing() { indexer?.cancelAndWait() }

    /// Why seeks re-simulate instead of restoring keyframes, for the user (`ReplayStrings`), or
    /// nil while keyframes work: none can be made in this process, a restored one did not match
    /// its state, or the indexer stopped early.
    public var keyframeWarning: String? {
        if !PhysicsWorld.snapshotsAreAvailable { return ReplayStrings.keyframesUnavailable }
        if let reason = keyframes.distrustReason { return ReplayStrings.keyframesDistrusted(reason) }
        if let error = indexer?.error { return ReplayStrings.indexingStopped("\(error)") }
        return nil
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

    /// Gets as near `target` as it can without simulating: restores the latest keyframe at or
    /// before it when that is ahead of the tick shown, or when the target is behind; with no
    /// such keyframe, a target behind starts a fresh session. Returns whether the tick shown
    /// changed.
    /// - Throws: whatever the scene's set-up throws when a fresh session starts.
    @discardableResult
    public func jump(towards target: UInt64) throws -> Bool {
        let target = min(target, replay.lastTick)
        guard target != tick else { return false }
        if let keyframe = keyframes.keyframe(atOrBefore: target), keyframe.tick > tick || target < tick {
            if restore(keyframe) { return true }
        }
        guard target < tick else { return false }
        runner = try Self.makeRunner(for: replay, factory: factory)
        return true
    }

    /// Shows the state after `target` ticks (clamped to the replay).
    /// - Throws: whatever the scene's set-up throws when a fresh session starts.
    public func seek(to target: UInt64) throws {
        let target = min(target, replay.lastTick)
        try jump(towards: target)
        guard keyframes.hasDamage else { return runner.run(ticks: Int(target - tick)) }
        // A keyframe read back damaged is taken again as the re-simulation passes its tick.
        while true {
            if keyframes.needsRebuild(tick), let fresh = try? runner.snapshot() { keyframes.rebuild(fresh) }
            guard tick < target else { return }
            runner.run(ticks: 1)
        }
    }

    /// Restores `keyframe` and checks the state hash it was taken with (and in debug builds its
    /// deep physics hash, see `SceneRunner.mismatch(with:)`). A world that cannot take it is
    /// left as it was; one that took it but differs (which would mean a scene that saves too
    /// little state, or a physics copy that misses something) is replaced by a fresh session,
    /// and the keyframes are not trusted again (`keyframeWarning` says why).
    private func restore(_ keyframe: SessionSnapshot) -> Bool {
        guard runner.restore(keyframe) else { return false }
        guard let mismatch = runner.mismatch(with: keyframe) else { return true }
        keyframes.distrust(because: mismatch)
        runner = (try? Self.makeRunner(for: replay, factory: factory)) ?? runner
        return false
    }
}
