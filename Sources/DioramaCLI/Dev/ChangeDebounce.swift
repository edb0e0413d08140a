/// When a burst of file changes has settled: an editor's save is several events (a temporary
/// file, a rename, a change of mode), and a formatter or `git checkout` touches many files, so
/// a build starts only once no change has come for `quiet` nanoseconds.
struct ChangeDebounce {
    /// How long the sources must stay unchanged before a build starts, in nanoseconds.
    let quiet: UInt64
    /// When the latest change came, in monotonic nanoseconds; nil when none is waiting.
    private(set) var lastChange: UInt64?

    /// A debounce waiting `quiet` nanoseconds (300 ms by default: longer than an editor's save,
    /// shorter than a person notices).
    init(quiet: UInt64 = 300_000_000) { self.quiet = quiet }

    /// Notes a change at `now`.
    mutating func noteChange(at now: UInt64) { lastChange = now }

    /// Whether the changes have settled by `now`; if so they are taken (the next call says no
    /// until another change comes).
    mutating func takeSettled(at now: UInt64) -> Bool {
        guard let last = lastChange, now >= last + quiet else { return false }
        lastChange = nil
        return true
    }

    /// How long from `now` until the changes could settle, in nanoseconds; nil when none wait.
    func wait(from now: UInt64) -> UInt64? {
        lastChange.map { last in now >= last + quiet ? 0 : last + quiet - now }
    }
}
