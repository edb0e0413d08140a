import Core
import Engine
import Foundation

/// Records a session as it runs: every input, a per-tick hash, a checkpoint every
/// `checkpointInterval` ticks, and the end.
///
/// Lines go to the files as they happen (flushed at each checkpoint), so a session that crashes
/// still leaves a replay that verifies up to its last checkpoint. A write failure (a full disk)
/// never stops the session: it is kept in `writeError` for the host to report. A recorder that
/// only streams (`keepsReplay` false) holds no more memory after an hour than after a second.
public final class ReplayRecorder: SessionObserver {
    /// The replay recorded so far; its inputs and checkpoints stay empty unless `keepsReplay`.
    public private(set) var replay: Replay
    /// Whether `replay` gathers the inputs and checkpoints too, besides the files getting them.
    public let keepsReplay: Bool
    /// The files the replay is written to as it grows (`last.replay`, a `--record` file…).
    public let paths: [String]
    /// The first write failure, if any; that file is written no more, the others go on.
    public private(set) var writeError: Error?
    private var outputs: [(path: String, handle: FileHandle)] = []
    /// Whether each checkpoint keeps the whole simulated state too (`--with-states`), as far as
    /// `ReplayLimits` lets a replay carry states.
    public let withStates: Bool
    /// Why the states stopped being kept before the session ended, if they did.
    public private(set) var statesStopped: String?
    private var pendingTickHashes: [UInt32] = []
    private var stateBytes = 0
    private var finished = false

    /// How many state digests each checkpoint lists.
    public static let digestsPerCheckpoint = 64

    /// Starts a recording of `header`'s session, written to each of `paths`, and gathered in
    /// `replay` too when `keepsReplay`; each checkpoint keeps the whole state when `withStates`.
    /// - Throws: when a file cannot be created (the message names it).
    public init(header: ReplayHeader, paths: [String] = [], keepsReplay: Bool = true, withStates: Bool = false) throws {
        replay = Replay(header: header)
        self.paths = paths
        self.keepsReplay = keepsReplay
        self.withStates = withStates
        for path in paths {
            // Opened in place (not created anew), so a device named as the file is written
            // through rather than replaced; a pipe, a folder or a socket is refused unopened.
            let fd: Int32
            do throws(OutputTarget.Refusal) {
                fd = try OutputTarget.openForWriting(path)
            } catch {
                throw ReplayError(file: path, line: nil, error.description)
            }
            outputs.append((path, FileHandle(fileDescriptor: fd, closeOnDealloc: true)))
        }
        write(Replay.line(for: header))
    }

    deinit { for output in outputs { try? output.handle.close() } }

    /// Notes an input as the runner queues it.
    public func inputQueued(_ input: TimedInput) {
        guard !finished else { return }
        if keepsReplay { replay.inputs.append(input) }
        write(Replay.line(for: input))
    }

    /// Notes the state after a tick; `ticksRun` ticks have run in all.
    public func tickEnded(ticksRun: UInt64, runner: SceneRunner) {
        guard !finished else { return }
        let hash = runner.stateHash()
        pendingTickHashes.append(UInt32(truncatingIfNeeded: hash))
        if ticksRun % UInt64(replay.header.checkpointInterval) == 0 {
            var checkpoint = ReplayCheckpoint(
                tick: ticksRun, hash: hash, tickHashes: pendingTickHashes,
                probes: runner.probes().simulated.map { ($0.name, $0.value.description) },
                digests: runner.stateDigests(limit: Self.digestsPerCheckpoint).map { ($0.path, UInt32(truncatingIfNeeded: $0.digest)) })
            pendingTickHashes = []
            var line = Replay.line(for: checkpoint)
            if withStates && statesStopped == nil { keepState(runner, in: &checkpoint, line: &line) }
            if keepsReplay { replay.checkpoints.append(checkpoint) }
            write(line)
            flush()
        }
    }

    /// Adds the session's state to `checkpoint` and its `line`, unless the line would be longer
    /// than a reader takes or the states would pass their total: then states stop for the rest
    /// of the session (`statesStopped` says why), and the checkpoints go on without them.
    private func keepState(_ runner: SceneRunner, in checkpoint: inout ReplayCheckpoint, line: inout String) {
        var withState = checkpoint
        do {
            withState.state = try runner.sessionStateTree()
        } catch {
            statesStopped = ReplayStrings.stateNotEncoded(tick: checkpoint.tick, error)
            return
        }
        let stateLine = Replay.line(for: withState)
        let bytes = stateLine.utf8.count
        guard bytes <= ReplayLimits.maxStateLineBytes, stateBytes + bytes <= ReplayLimits.maxStatesBytes else {
            statesStopped = ReplayStrings.statesStopped(tick: checkpoint.tick)
            return
        }
        stateBytes += bytes
        checkpoint = withState
        line = stateLine
    }

    /// Ends the recording with the session's final hash.
    public func finish(runner: SceneRunner) {
        guard !finished else { return }
        let end = (tick: runner.nextTick, hash: runner.stateHash())
        replay.end = end
        write(Replay.endLine(tick: end.tick, hash: end.hash))
        finished = true
        flush()
        for output in outputs { try? output.handle.close() }
        outputs = []
    }

    /// Ends the recording when the session ends.
    public func sessionEnding(runner: SceneRunner) { finish(runner: runner) }

    private func write(_ line: String) {
        let data = Data((line + "\n").utf8)
        each { try $0.write(contentsOf: data) }
    }

    private func flush() { each { try $0.synchronize() } }

    /// Runs `body` on every file still being written, dropping one that fails (the first
    /// failure is kept in `writeError`).
    private func each(_ body: (FileHandle) throws -> Void) {
        outputs.removeAll { output in
            do {
                try body(output.handle)
                return false
            } catch {
                if writeError == nil {
                    writeError = ReplayError(file: output.path, line: nil, "cannot be written: \(error.localizedDescription)")
                }
                try? output.handle.close()
                return true
            }
        }
    }
}
