import Engine

extension SceneRunner {
    /// The recorder that records this session as a replay, if it is recorded.
    public var recorder: ReplayRecorder? { observer as? ReplayRecorder }
}
