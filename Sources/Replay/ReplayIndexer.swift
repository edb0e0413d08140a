import Engine
import Foundation

/// Builds a replay's keyframes on a background thread: a session of its own runs the replay at
/// full speed and leaves a snapshot in the index every interval, so a viewer's seeks become
/// immediate as soon as the indexer has passed their target.
///
/// The session must not share a save folder with any other: give it a factory with a scratch
/// profile of its own (the asset store may be shared).
public final class ReplayIndexer: @unchecked Sendable {
    /// Where the keyframes go.
    public let index: KeyframeIndex
    private let replay: Replay
    private let factory: SessionFactory
    private let lock = NSLock()
    private var cancelled = false
    private var started = false
    private var stopError: (any Error)?
    /// Signalled when `run()` returns.
    private let done = NSCondition()
    private var finished = false

    /// An indexer for `replay` whose sessions `factory` makes; `start()` sets it going.
    public init(replay: Replay, factory: SessionFactory, index: KeyframeIndex = KeyframeIndex()) {
        self.replay = replay
        self.factory = factory
        self.index = index
    }

    /// Starts indexing on a thread of its own; call `cancelAndWait()` before the process exits.
    public func start() {
        lock.withLock { started = true }
        let thread = Thread { [self] in run() }
        thread.name = "diorama replay indexer"
        thread.start()
    }

    /// Stops the indexer at its next tick; the keyframes made so far stay.
    public func cancel() { lock.withLock { cancelled = true } }

    /// Stops the indexer and waits until its thread, if `start()` made one, has let go of its
    /// session (a tick at most).
    public func cancelAndWait() {
        cancel()
        guard lock.withLock({ started }) else { return }
        done.lock()
        while !finished { done.wait() }
        done.unlock()
    }

    /// Why the indexer stopped before the replay's end, if it did: its session could not be set
    /// up, or could not be snapshot (`SessionSnapshotError`).
    public var error: (any Error)? { lock.withLock { stopError } }

    private var isCancelled: Bool { lock.withLock { cancelled } }

    /// Runs the replay from the start on the calling thread (`start()` calls it on a thread of
    /// its own), keeping a keyframe every interval; stops at the end, on cancellation, or when
    /// the scene cannot be snapshot.
    public func run() {
        indexFromStart()   // its session is gone by the time waiters hear that it finished
        index.finish()
        done.lock()
        finished = true
        done.broadcast()
        done.unlock()
    }

    private func indexFromStart() {
        let runner: SceneRunner
        do {
            runner = try ReplayPlayer.makeRunner(for: replay, factory: factory)
        } catch {
            lock.withLock { stopError = error }
            return
        }
        while !isCancelled {
            if index.wants(runner.nextTick) {
                do { index.add(try runner.snapshot()) } catch {
                    lock.withLock { stopError = error }
                    return
                }
            }
            index.noteReach(runner.nextTick)
            guard runner.nextTick < replay.lastTick else { return }
            runner.runTick()
        }
    }
}
