import Foundation
import Synchronization

/// Work that runs on a thread of its own while the simulation goes on: an export, a share image
/// being rendered and written. Scenes start one from a tick and poll it between ticks; its
/// outcome must never change simulated state except at a tick the simulation fixes itself (a
/// session that is not played live waits for it there), so replays stay exact.
public final class BackgroundJob<Outcome: Sendable>: Sendable {
    /// What the work reads and reports while it runs.
    public let control = JobControl()
    private let done = DispatchSemaphore(value: 0)
    private let finished = Mutex<Outcome?>(nil)

    /// Starts `work` on a thread of its own; it may read `control.isCancelled` and report its
    /// progress through `control`.
    public init(_ work: @escaping @Sendable (JobControl) -> Outcome) {
        let control = self.control
        Thread.detachNewThread { [self] in
            let outcome = work(control)
            finished.withLock { $0 = outcome }
            done.signal()
        }
    }

    /// A job that has already ended with `outcome` (when there was nothing to run).
    public init(finished outcome: Outcome) {
        finished.withLock { $0 = outcome }
        done.signal()
    }

    /// The outcome once the work has ended; nil while it runs.
    public var outcome: Outcome? { finished.withLock { $0 } }

    /// Waits for the work to end and returns its outcome.
    @discardableResult
    public func wait() -> Outcome {
        if let outcome { return outcome }
        done.wait()
        done.signal()
        return finished.withLock { $0 }!
    }

    /// Asks the work to stop early; work that checks `control.isCancelled` ends sooner.
    public func cancel() { control.cancel() }
}

/// What a background job's work and its owner share: whether it was cancelled, and how far it has got.
public final class JobControl: Sendable {
    private let state = Mutex<(cancelled: Bool, progress: Double)>((false, 0))

    /// Whether the owner asked the work to stop.
    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// How far the work says it has got, from 0 to 1.
    public var progress: Double { state.withLock { $0.progress } }

    /// Asks the work to stop.
    public func cancel() { state.withLock { $0.cancelled = true } }

    /// Notes how far the work has got, clamped to 0…1 (a non-finite value counts as 0).
    public func report(progress: Double) {
        let clamped = progress.isFinite ? min(max(progress, 0), 1) : 0
        state.withLock { $0.progress = clamped }
    }
}
