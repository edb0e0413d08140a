import Foundation

/// Work a scene asks its host to run on a thread of its own (`Effect.startJob`), such as an
/// export; its outcome comes back encoded in a `jobFinished` event with the same tag.
///
/// The outcome reaches the simulation only as that recorded event, so a replay never runs the
/// work again (and never writes its files again): it takes the outcome from the recording.
public struct JobRequest: Sendable {
    /// The scene's name for the job, which its `jobFinished` event carries back (a plain name,
    /// `JobResult.isTag`).
    public let tag: String
    /// The work: it may read `control.isCancelled` and report progress through `control`, and
    /// returns its outcome encoded (`JobResult.encode`).
    public let work: @Sendable (JobControl) -> Data

    /// Asks for `work` to run, its outcome (any `Codable` value) to come back tagged `tag`.
    public init<Outcome: Codable & Sendable>(tag: String, work: @escaping @Sendable (JobControl) -> Outcome) {
        self.tag = tag
        self.work = { control in JobResult.encode(work(control)) }
    }
}
