/// The step where a script stopped: an expectation that did not hold, a screenshot that does
/// not match its golden, or a probe the scene does not report.
public struct ScriptFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The script's path.
    public var file: String
    /// The 1-based line of the failing step.
    public var line: Int
    /// The ticks run when it failed.
    public var tick: UInt64
    /// What was seen and what was expected, e.g. "probe bodies = 0, expected 1".
    public var message: String
    /// Files written to look into it (actual and diff images), with what each is.
    public var artifacts: [String]

    /// Makes the failure of the step on `line` of `file` after `tick` ticks, saying `message` and listing `artifacts`.
    public init(file: String, line: Int, tick: UInt64, _ message: String, artifacts: [String] = []) {
        self.file = file
        self.line = line
        self.tick = tick
        self.message = message
        self.artifacts = artifacts
    }

    /// `line 12, tick 240: probe bodies = 0, expected 1`, without the file.
    public var summary: String { "line \(line), tick \(tick): \(message)" }

    /// `drop.yml line 12, tick 240: probe bodies = 0, expected 1`.
    public var description: String { "\(file) \(summary)" }
}
