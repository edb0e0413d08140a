import Engine

/// Keeps a session's start and its input as it runs, and nothing else: no hashes, no
/// checkpoints, no files. A `diorama dev` session hands this to its rebuilt binary, which
/// re-simulates the input; hashing nothing, it adds nothing to a tick, live or re-simulated.
public final class InputRecorder: SessionObserver {
    /// The session's start and its input so far.
    public private(set) var recording: SessionInput

    /// Starts keeping the input of `header`'s session.
    public init(header: ReplayHeader) { recording = SessionInput(header: header) }

    /// Keeps an input as the runner queues it.
    public func inputQueued(_ input: TimedInput) { recording.inputs.append(input) }

    /// Does nothing: the state is not recorded.
    public func tickEnded(ticksRun: UInt64, runner: SceneRunner) {}

    /// Does nothing: the input is complete as it is.
    public func sessionEnding(runner: SceneRunner) {}
}

/// A session's start and its input: the header a replay begins with and every input, in the
/// order queued.
public struct SessionInput: Codable, Equatable, Sendable {
    /// How the session started.
    public var header: ReplayHeader
    /// Every input, in the order queued.
    public var inputs: [TimedInput]

    /// The session `header` describes, with `inputs`.
    public init(header: ReplayHeader, inputs: [TimedInput] = []) {
        self.header = header
        self.inputs = inputs
    }
}
