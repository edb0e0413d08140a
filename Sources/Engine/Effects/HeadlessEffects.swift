/// How a session without a window serves its scene's effects (scripted tests, headless runs):
/// pastes come from a string clipboard once one is set, jobs run to their end before the next
/// tick (so their outcomes land on the same tick every run), saves are made and read in the
/// session's profile, and nothing else is served: folder
/// listings and files come as input the run was given, as in a replay. The newest sounds and
/// rumbles are kept, for tests.
public final class HeadlessEffects: EffectServer {
    /// The most sounds, and the most rumbles, kept; older ones are dropped.
    public static let keptCount = 256
    /// The clipboard pastes are answered from; nil leaves them unanswered, as a replay does
    /// (a recorded session has the pasted text as `paste` input).
    public var clipboard: TextClipboard?
    /// The sounds asked for so far, oldest first.
    public private(set) var sounds: [Sound] = []
    /// The rumbles asked for so far, oldest first.
    public private(set) var rumbles: [Rumble] = []
    private let jobs = JobHost(waitsForEachJob: true)

    /// Makes a server with no clipboard.
    public init() {}

    /// Serves `effect`: copies and pastes go through `clipboard`, saves are made and read, jobs run to
    /// their end, sounds and rumbles are kept, and folder listings and file reads are ignored.
    public func serve(_ effect: Effect, for runner: SceneRunner) {
        switch effect {
        case .copy(let text): clipboard?.write(text)
        case .paste: if clipboard != nil { runner.answerPaste(from: &clipboard!) }
        case .save, .removeSave: runner.answerSave(effect)
        case .readSave(let name, let tag): runner.answerSaveRead(name: name, tag: tag)
        case .startJob(let request): jobs.start(request, for: runner)
        case .cancelJob(let tag): jobs.cancel(tag: tag)
        case .play(let sound): keep(sound, in: &sounds)
        case .rumble(let rumble): keep(rumble, in: &rumbles)
        case .handOver, .textInput, .listFolder, .readFile: break
        }
    }

    private func keep<T>(_ item: T, in list: inout [T]) {
        if list.count == Self.keptCount { list.removeFirst() }
        list.append(item)
    }
}
