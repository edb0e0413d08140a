/// Watches a live session from outside the simulation, e.g. to record it as a replay.
public protocol SessionObserver: AnyObject {
    /// A new scene session began (the first one, or after a scene switch).
    func sessionStarted(runner: SceneRunner, seed: UInt64)
    /// The scene was sent `input`.
    func input(_ input: TimedInput)
}
