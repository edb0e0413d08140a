/// When a document that ticks change in memory (a scene's database, say) is written to its file
/// by the host: a change waits `delayTicks`, so a burst of edits (a rating dragged, an undo right
/// after a delete) is written once, and a crash loses at most the edits of those last ticks. The
/// host writes the file whole and atomically, so a failed write leaves the one before it.
///
/// Not simulated state: it decides only when the scene asks the host to write (an effect,
/// which a replay never serves), never what the scene shows.
public struct WriteSchedule: Sendable {
    /// How long a change waits to be written: 15 ticks, a quarter of a second at 60 ticks a second.
    public static let delayTicks: UInt64 = 15

    /// The document's revision (a number every change moves on) the file was last asked to hold.
    public private(set) var writtenRevision: Int
    /// The tick of the oldest change not yet written, nil when the file is up to date.
    private var firstUnwritten: UInt64?
    /// Whether the host reported the last write failed, so the file lags the session.
    public private(set) var lastWriteFailed = false

    /// A schedule for a document at `revision`, which its file holds.
    public init(revision: Int) { writtenRevision = revision }

    /// Whether the document at `revision` is due to be written at `tick`: changed, and the oldest
    /// change has waited `delayTicks`.
    public mutating func isDue(revision: Int, tick: UInt64) -> Bool {
        guard revision != writtenRevision else {
            firstUnwritten = nil
            return false
        }
        let first = firstUnwritten ?? tick
        firstUnwritten = first
        return tick >= first + Self.delayTicks
    }

    /// Notes that the file was asked to hold `revision`.
    public mutating func written(_ revision: Int) {
        writtenRevision = revision
        firstUnwritten = nil
        lastWriteFailed = false
    }

    /// Notes that the host could not write the file.
    public mutating func writeFailed() { lastWriteFailed = true }

    /// Whether the file lags the document at `revision`: a change not yet written, or a write that
    /// failed.
    public func lags(_ revision: Int) -> Bool { revision != writtenRevision || lastWriteFailed }
}
