/// Watches a session as it runs, e.g. to record it as a replay (the Replay module's
/// `ReplayRecorder`); the engine itself knows nothing of replays.
public protocol SessionObserver: AnyObject {
    /// Notes an input as the runner queues it.
    func inputQueued(_ input: TimedInput)
    /// Notes the state after a tick; `ticksRun` ticks have run in all.
    func tickEnded(ticksRun: UInt64, runner: SceneRunner)
    /// Notes the session's end, before the scene saves.
    func sessionEnding(runner: SceneRunner)
}
