import Foundation

/// Runs the jobs a scene starts (`Effect.startJob`) for a host, and hands each outcome back as
/// a `jobFinished` event when the work ends.
///
/// A window host polls it each frame, so the outcome lands on whatever tick is next when the
/// work ends, and the recording keeps that tick. A host that must give the same ticks every run
/// (a scripted test) waits for each job as it starts instead, so its outcome lands on the next
/// tick. A host replaying a recording runs none: the recording holds the outcomes.
public final class JobHost {
    private var running: [(tag: String, job: BackgroundJob<Data>)] = []
    private let waitsForEachJob: Bool

    /// Makes a host that runs jobs alongside the simulation, or, when `waitsForEachJob`, runs
    /// each to its end before the next tick.
    public init(waitsForEachJob: Bool = false) { self.waitsForEachJob = waitsForEachJob }

    /// Whether any job is still running.
    public var isBusy: Bool { !running.isEmpty }

    /// How far the oldest running job says it has got (0…1); nil when none runs.
    public var progress: Double? { running.first?.job.control.progress }

    /// Starts `request`'s work for `runner`'s scene.
    public func start(_ request: JobRequest, for runner: SceneRunner) {
        let work = request.work
        running.append((request.tag, BackgroundJob { control in work(control) }))
        if waitsForEachJob { deliverFinished(to: runner, waiting: true) }
    }

    /// Asks the running jobs tagged `tag` to stop early.
    public func cancel(tag: String) {
        for entry in running where entry.tag == tag { entry.job.cancel() }
    }

    /// Sends a `jobFinished` event for the next tick for each job that has ended (each one, when
    /// `waiting`), in the order they started.
    public func deliverFinished(to runner: SceneRunner, waiting: Bool = false) {
        running.removeAll { entry in
            guard let payload = waiting ? entry.job.wait() : entry.job.outcome else { return false }
            runner.send(.jobFinished(JobResult(tag: entry.tag, payload: payload)))
            return true
        }
    }

    /// Waits for every running job to end, discarding the outcomes (when a session closes, so
    /// no work is cut off halfway through writing a file).
    public func finishAll() {
        for entry in running { entry.job.wait() }
        running.removeAll()
    }
}
