import Engine

/// Serves a scene's effects as a window host does, without a window: a string clipboard, folder
/// listings and files read from disk, and jobs run alongside the session (`deliverJobs()` hands
/// the ended ones in, as a window's frame does). It notes the input it answered with, so a test
/// can replay the session, and what it could not read.
public final class WindowLikeEffects: EffectServer, SessionObserver {
    /// The clipboard copies go to and pastes come from.
    public var clipboard = TextClipboard()
    /// Files that could not be read, as their messages.
    public private(set) var reports: [String] = []
    /// Every input queued to the session, in order (the session's replay).
    public private(set) var inputs: [TimedInput] = []
    /// The jobs the scene started.
    public let jobs = JobHost()

    /// Makes a host; attach it with `attach(to:)`.
    public init() {}

    /// Serves `runner`'s effects and notes its input from now on.
    public func attach(to runner: SceneRunner) {
        runner.server = self
        runner.observer = self
    }

    /// Hands in the jobs that have ended, for the next tick of `runner`.
    public func deliverJobs(to runner: SceneRunner) { jobs.deliverFinished(to: runner) }

    /// Takes the reports noted so far.
    public func takeReports() -> [String] {
        defer { reports.removeAll() }
        return reports
    }

    public func serve(_ effect: Effect, for runner: SceneRunner) {
        switch effect {
        case .copy(let text): clipboard.write(text)
        case .paste: runner.answerPaste(from: &clipboard)
        case .listFolder(let request): runner.answer(request)
        case .readFile(let path):
            do { try runner.answerFile(at: path) } catch { reports.append("\(error)") }
        case .save, .removeSave: runner.answerSave(effect)
        case .readSave(let name, let tag): runner.answerSaveRead(name: name, tag: tag)
        case .startJob(let request): jobs.start(request, for: runner)
        case .cancelJob(let tag): jobs.cancel(tag: tag)
        case .handOver, .play, .rumble, .textInput: break
        }
    }

    public func inputQueued(_ input: TimedInput) { inputs.append(input) }
    public func tickEnded(ticksRun: UInt64, runner: SceneRunner) {}
    public func sessionEnding(runner: SceneRunner) {}
}
