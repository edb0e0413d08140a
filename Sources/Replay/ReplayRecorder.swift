import Core
import Engine
import Foundation

/// Records a session as it runs: every input, a per-tick hash, a checkpoint every
/// `checkpointInterval` ticks, and the end.
///
/// Lines go to the file as they happen (flushed at each checkpoint), so a session that crashes
/// still leaves a replay that verifies up to its last checkpoint. A write failure (a full disk)
/// never stops the session: it is kept in `writeError` for the host to report.
public final class ReplayRecorder: SessionObserver {
    /// The replay recorded so far.
    public private(set) var replay: Replay
    /// The file the replay is written to as it grows, if any.
    public let path: String?
    /// The first write failure, if any.
    public private(set) var writeError: Error?
    private var handle: FileHandle?
    private var pendingTickHashes: [UInt32] = []
    private var finished = false

    /// Starts a recording of `header`'s session, written to `path` when given.
    /// - Throws: when the file cannot be created (the message names it).
    public init(header: ReplayHeader, path: String? = nil) throws {
        replay = Replay(header: header)
        self.path = path
        if let path {
            guard FileManager.default.createFile(atPath: path, contents: nil),
                  let handle = FileHandle(forWritingAtPath: path) else {
                throw ReplayError(file: path, line: nil, "cannot be created")
            }
            self.handle = handle
        }
        write(Replay.line(for: header))
    }

    deinit { try? handle?.close() }

    /// Notes an input as the runner queues it.
    public func inputQueued(_ input: TimedInput) {
        guard !finished else { return }
        replay.inputs.append(input)
        write(Replay.line(for: input))
    }

    /// Notes the state after a tick; `ticksRun` ticks have run in all.
    public func tickEnded(ticksRun: UInt64, runner: SceneRunner) {
        guard !finished else { return }
        let hash = runner.stateHash()
        pendingTickHashes.append(UInt32(truncatingIfNeeded: hash))
        if ticksRun % UInt64(replay.header.checkpointInterval) == 0 {
            let checkpoint = ReplayCheckpoint(tick: ticksRun, hash: hash, tickHashes: pendingTickHashes,
                                              probes: runner.probes().map { ($0.name, $0.value.description) })
            pendingTickHashes = []
            replay.checkpoints.append(checkpoint)
            write(Replay.line(for: checkpoint))
            flush()
        }
    }

    /// Ends the recording with the session's final hash.
    public func finish(runner: SceneRunner) {
        guard !finished else { return }
        let end = (tick: runner.nextTick, hash: runner.stateHash())
        replay.end = end
        write(Replay.endLine(tick: end.tick, hash: end.hash))
        finished = true
        flush()
        try? handle?.close()
        handle = nil
    }

    /// Ends the recording when the session ends.
    public func sessionEnding(runner: SceneRunner) { finish(runner: runner) }

    private func write(_ line: String) {
        guard let handle, writeError == nil else { return }
        do { try handle.write(contentsOf: Data((line + "\n").utf8)) } catch {
            writeError = ReplayError(file: path ?? "replay", line: nil, "cannot be written: \(error.localizedDescription)")
        }
    }

    private func flush() {
        guard let handle, writeError == nil else { return }
        do { try handle.synchronize() } catch {
            writeError = ReplayError(file: path ?? "replay", line: nil, "cannot be written: \(error.localizedDescription)")
        }
    }
}
