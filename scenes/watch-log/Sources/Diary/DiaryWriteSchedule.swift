/// When the session's diary, which ticks change in memory, is written to its file by the host:
/// a change waits `delayTicks`, so a burst of edits (a rating dragged, an undo right after a
/// delete) is written once, and a crash loses at most the edits of those last ticks. The file
/// is written whole and atomically, so a failed write leaves the one before it.
///
/// Not simulated state: it decides only when the scene asks the host to write (an effect,
/// which a replay never serves), never what the scene shows.
struct DiaryWriteSchedule {
    /// How long a change waits to be written: 15 ticks, a quarter of a second at 60 ticks a second.
    static let delayTicks: UInt64 = 15

    /// The diary's revision (`State.revision`) the file was last asked to hold.
    private(set) var writtenRevision: Int
    /// The tick of the oldest change not yet written, nil when the file is up to date.
    private var firstUnwritten: UInt64?
    /// Whether the host reported the last write failed, so the file lags the session.
    private(set) var lastWriteFailed = false

    /// A schedule for a diary at `revision`, which its file holds.
    init(revision: Int) { writtenRevision = revision }

    /// Whether the diary at `revision` is due to be written at `tick`: changed, and the oldest
    /// change has waited `delayTicks`.
    mutating func isDue(revision: Int, tick: UInt64) -> Bool {
        guard revision != writtenRevision else {
            firstUnwritten = nil
            return false
        }
        let first = firstUnwritten ?? tick
        firstUnwritten = first
        return tick >= first + Self.delayTicks
    }

    /// Notes that the file was asked to hold `revision`.
    mutating func written(_ revision: Int) {
        writtenRevision = revision
        firstUnwritten = nil
        lastWriteFailed = false
    }

    /// Notes that the host could not write the file.
    mutating func writeFailed() { lastWriteFailed = true }

    /// Whether the file lags the diary at `revision`: a change not yet written, or a write that
    /// failed.
    func lags(_ revision: Int) -> Bool { revision != writtenRevision || lastWriteFailed }
}
