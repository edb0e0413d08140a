import Core
import Engine

/// Where a re-simulated replay first left the recorded one.
public struct ReplayDivergence: Equatable, Sendable, CustomStringConvertible {
    /// The first tick whose result differs (0 is the first tick run; input stamped with this
    /// tick went into it).
    public var tick: UInt64
    /// The checkpoint after `tick` whose probes are compared, as a count of ticks run.
    public var checkpointTick: UInt64
    /// Probes that differ at that checkpoint: name, recorded value, value now.
    public var probeDifferences: [Difference]
    /// The inputs recorded for the diverging tick.
    public var inputsAtTick: [InputEvent]
    /// Whether the state differs before any tick ran (then `tick` is 0 and no input went in).
    public var isBeforeFirstTick = false
    /// Whether the state hash matched at `checkpointTick` but the recorded probes, digests or
    /// state did not: the replay was edited, or a probe reads something outside the hashed state.
    public var onlyTheRecordDiffers = false
    /// The parts of the state whose digest differs at `checkpointTick`, by path
    /// (`SceneRunner.stateDigests(limit:)`); nil when the replay kept no digests there.
    public var changedParts: [String]?
    /// Where the state at `checkpointTick` differs from the recorded one, field by field, with
    /// the recorded value as `before`; nil when the replay kept no state there.
    public var stateDifferences: [StateTree.Difference]?

    /// The most changed parts or fields `details` lists; it says how many more there are.
    public static let maxListed = 20

    /// One probe whose value at the checkpoint differs from the recorded one.
    public struct Difference: Equatable, Sendable {
        /// The probe's name.
        public var probe: String
        /// The value the replay recorded, as text.
        public var recorded: String
        /// The value the re-simulation gives now, as text.
        public var actual: String
    }

    /// The divergence in words: the tick, its inputs and the probes that differ on the first
    /// line, then `details`.
    public var description: String { ([summary] + details).joined(separator: "\n") }

    /// Which fields of the state differ, one a line, at most `maxListed`: from the recorded
    /// state when the replay kept it, else the parts whose digest changed; empty when the replay
    /// kept neither.
    public var details: [String] {
        if let differences = stateDifferences {
            guard !differences.isEmpty else { return [ReplayStrings.noStateDifference(checkpointTick)] }
            var lines = [ReplayStrings.stateDifferencesHeading(checkpointTick)]
            lines += differences.prefix(Self.maxListed).map {
                ReplayStrings.stateDifference(path: $0.path, recorded: $0.before.map(Self.shown), now: $0.after.map(Self.shown))
            }
            if differences.count > Self.maxListed { lines.append(ReplayStrings.andMore(differences.count - Self.maxListed)) }
            return lines
        }
        guard let parts = changedParts else { return [] }
        guard !parts.isEmpty else { return [ReplayStrings.noPartChanged(checkpointTick)] }
        var lines = [ReplayStrings.changedPartsHeading(checkpointTick)]
        lines += parts.prefix(Self.maxListed).map { "    \($0)" }
        if parts.count > Self.maxListed { lines.append(ReplayStrings.andMore(parts.count - Self.maxListed)) }
        return lines
    }

    /// A value as a line shows it: a leaf's text, cut at 80 characters; an object's or an
    /// array's size.
    private static func shown(_ tree: StateTree) -> String {
        tree.summary.clipped(to: 80)
    }

    /// The first line: the tick, its inputs and the probes that differ.
    public var summary: String {
        if onlyTheRecordDiffers {
            guard !probeDifferences.isEmpty else { return ReplayStrings.onlyRecordedStateDiffers(checkpointTick) }
            return "the state hash matches after \(checkpointTick) ticks, but the recorded probes do not (was the replay edited?): "
                + probeDifferences.map { "\($0.probe) was \($0.recorded), now \($0.actual)" }.joined(separator: "; ")
        }
        var text = isBeforeFirstTick ? "the state differs before the first tick (the scene's set-up or the saves it read)"
            : "the state first differs after tick \(tick)"
        if !inputsAtTick.isEmpty {
            text += " (input that tick: \(inputsAtTick.map(Replay.json).joined(separator: ", ")))"
        }
        if probeDifferences.isEmpty {
            text += "; no probe differs after \(checkpointTick) ticks, so the difference is in state the probes do not show"
        } else {
            text += "; after \(checkpointTick) ticks: "
            text += probeDifferences.map { "\($0.probe) was \($0.recorded), now \($0.actual)" }.joined(separator: "; ")
        }
        return text
    }
}

/// Re-simulates a replay and compares it with what was recorded.
public enum ReplayVerifier {
    /// The outcome of a verification.
    public struct Outcome: Sendable {
        /// The ticks re-simulated.
        public var ticks: UInt64
        /// The checkpoints compared.
        public var checkpointsCompared: Int
        /// Whether the replay had an end record.
        public var hadEnd: Bool
        /// The first divergence, or nil when everything matched.
        public var divergence: ReplayDivergence?

        /// Whether nothing was compared: no checkpoint and no end record, so a match proves
        /// nothing (a replay cut off after its header, say).
        public var checkedNothing: Bool { divergence == nil && checkpointsCompared == 0 && !hadEnd }
    }

    /// Runs `replay` from its header through `factory` and compares every tick hash, checkpoint
    /// and the end hash. `progress(done, total)` is called every so often.
    /// - Throws: `UnknownSceneError` and whatever the scene's set-up throws.
    public static func verify(_ replay: Replay, factory: SessionFactory,
                              progress: ((UInt64, UInt64) -> Void)? = nil) throws -> Outcome {
        let runner = try ReplayPlayer.makeRunner(for: replay, factory: factory)
        let total = replay.lastTick
        var compared = 0
        var previous: UInt64 = 0
        for checkpoint in replay.checkpoints {
            // Tick hashes cover (previous, checkpoint.tick], one a tick (the reader checks).
            let firstHashedTick = checkpoint.tick - UInt64(checkpoint.tickHashes.count) + 1
            while runner.nextTick < checkpoint.tick {
                runner.runTick()
                let ran = runner.nextTick
                if ran >= firstHashedTick {
                    let recorded = checkpoint.tickHashes[Int(ran - firstHashedTick)]
                    if UInt32(truncatingIfNeeded: runner.stateHash()) != recorded {
                        return divergence(at: ran, runner: runner, replay: replay, compared: compared)
                    }
                }
                if ran % 1024 == 0 { progress?(ran, total) }
            }
            if runner.stateHash() != checkpoint.hash {
                return divergence(at: checkpoint.tick, runner: runner, replay: replay, compared: compared)
            }
            // The hash matches, so probes, digests or a state differing means the record was edited.
            let differences = probeDifferences(runner.probes(), checkpoint)
            let parts = checkpoint.digests.isEmpty ? [] : changedParts(runner, checkpoint)
            let fields = checkpoint.state.map { stateDifferences(runner, $0) } ?? []
            if !differences.isEmpty || !parts.isEmpty || !fields.isEmpty {
                var divergence = ReplayDivergence(tick: checkpoint.tick - 1, checkpointTick: checkpoint.tick,
                                                  probeDifferences: differences, inputsAtTick: [])
                divergence.onlyTheRecordDiffers = true
                divergence.changedParts = parts.isEmpty ? nil : parts
                divergence.stateDifferences = fields.isEmpty ? nil : fields
                return Outcome(ticks: checkpoint.tick, checkpointsCompared: compared, hadEnd: replay.end != nil, divergence: divergence)
            }
            compared += 1
            previous = checkpoint.tick
        }
        if let end = replay.end {
            runner.run(ticks: Int(end.tick - previous))
            if runner.stateHash() != end.hash {
                return divergence(at: end.tick, runner: runner, replay: replay, compared: compared, exact: false)
            }
        }
        progress?(total, total)
        return Outcome(ticks: runner.nextTick, checkpointsCompared: compared, hadEnd: replay.end != nil, divergence: nil)
    }

    /// The probes of `checkpoint` whose values differ from `now`, and probes it lacks (unsimulated
    /// ones aside: see `Probes.unsimulatedNames`).
    private static func probeDifferences(_ now: Probes, _ checkpoint: ReplayCheckpoint) -> [ReplayDivergence.Difference] {
        var differences: [ReplayDivergence.Difference] = []
        for (name, recorded) in checkpoint.probes where !now.unsimulatedNames.contains(name) {
            let actual = now[name]?.description ?? "(no such probe)"
            if actual != recorded { differences.append(.init(probe: name, recorded: recorded, actual: actual)) }
        }
        let listed = Set(checkpoint.probes.map(\.name))
        for name in now.names where !listed.contains(name) && !now.unsimulatedNames.contains(name) {
            differences.append(.init(probe: name, recorded: "(not recorded)", actual: now[name]?.description ?? ""))
        }
        return differences
    }

    /// The paths whose digest differs between `checkpoint` and the state now, sorted: a part
    /// with another digest, or one that only one side has (an array grown, a component type
    /// gone).
    private static func changedParts(_ runner: SceneRunner, _ checkpoint: ReplayCheckpoint) -> [String] {
        let recorded = Dictionary(checkpoint.digests.map { ($0.path, $0.digest) }, uniquingKeysWith: { first, _ in first })
        let now = Dictionary(runner.stateDigests(limit: ReplayRecorder.digestsPerCheckpoint).map { ($0.path, UInt32(truncatingIfNeeded: $0.digest)) },
                             uniquingKeysWith: { first, _ in first })
        return Set(recorded.keys).union(now.keys).filter { recorded[$0] != now[$0] }.sorted()
    }

    /// Where the state now differs from `recorded`, field by field.
    private static func stateDifferences(_ runner: SceneRunner, _ recorded: StateTree) -> [StateTree.Difference] {
        // A state that cannot be encoded has stopped the session in its hash already.
        guard let now = try? runner.sessionStateTree() else { return [] }
        return now.differences(from: recorded)
    }

    /// Runs on to the next checkpoint and lists the probes, the state's parts and (when recorded)
    /// its fields that differ there; `tick` counts ticks run, so the tick that went wrong is `tick - 1`.
    private static func divergence(at tick: UInt64, runner: SceneRunner, replay: Replay, compared: Int,
                                   exact: Bool = true) -> Outcome {
        var differences: [ReplayDivergence.Difference] = []
        var checkpointTick = tick
        var changedParts: [String]?, stateDifferences: [StateTree.Difference]?
        if let checkpoint = replay.checkpoints.first(where: { $0.tick >= tick }) {
            runner.run(ticks: Int(checkpoint.tick - runner.nextTick))
            checkpointTick = checkpoint.tick
            differences = probeDifferences(runner.probes(), checkpoint)
            if !checkpoint.digests.isEmpty { changedParts = self.changedParts(runner, checkpoint) }
            stateDifferences = checkpoint.state.map { Self.stateDifferences(runner, $0) }
        }
        let inputs = replay.inputs.filter { $0.tick + 1 == tick }.map(\.event)
        var divergence = ReplayDivergence(tick: tick == 0 ? 0 : tick - 1, checkpointTick: checkpointTick,
                                          probeDifferences: differences, inputsAtTick: inputs)
        divergence.isBeforeFirstTick = tick == 0
        divergence.changedParts = changedParts
        divergence.stateDifferences = stateDifferences
        return Outcome(ticks: tick, checkpointsCompared: compared, hadEnd: replay.end != nil, divergence: divergence)
    }
}
