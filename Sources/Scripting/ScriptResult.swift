import Replay

/// How a script run went: passed, or the step it failed at, with the session's replay.
public struct ScriptResult: Sendable {
    /// The script that ran.
    public var script: SceneScript
    /// The ticks run in all.
    public var ticks: UInt64
    /// The failing step, or nil when every step passed.
    public var failure: ScriptFailure?
    /// The golden images written because goldens were being recorded.
    public var recordedGoldens: [String]
    /// The session, recorded as it ran.
    public var replay: Replay
    /// Where the failing session's replay was kept (`NAME.failed.replay` beside the script).
    public var failedReplay: String?

    /// Whether every step passed.
    public var passed: Bool { failure == nil }
}
