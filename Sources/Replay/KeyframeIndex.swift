import Foundation

/// The keyframes of one replay in tick order: session snapshots every `interval` ticks, so a
/// seek restores the nearest one before its target and re-simulates at most an interval.
///
/// An indexer adds keyframes from its own thread while a player reads them. When they outgrow
/// `budget` bytes, every other one is dropped and the interval doubles, so a long replay costs
/// bounded memory and a seek at most a little more re-simulation.
public final class KeyframeIndex: @unchecked Sendable {
    /// Ticks between keyframes to begin with: half a second at 60 Hz, so a seek re-simulates
    /// at most 29 ticks (about 120 ms in a busy 300-body jar).
    public static let defaultInterval: UInt64 = 30
    /// The most memory the keyframes may take, in bytes: 1.5 GiB, which keeps a keyframe a
    /// second through ten minutes of a 300-sticker jar shaken nonstop (about 1.7 MB each).
    public static let defaultBudget = 3 << 29

    private let lock = NSLock()
    private let budget: Int
    private var keyframes: [SessionSnapshot] = []
    private var bytes = 0
    private var currentInterval: UInt64
    private var reached: UInt64 = 0
    private var finished = false
    private var distrustedBecause: String?

    /// An empty index that keeps a keyframe every `interval` ticks within `budget` bytes.
    public init(interval: UInt64 = KeyframeIndex.defaultInterval, budget: Int = KeyframeIndex.defaultBudget) {
        precondition(interval > 0, "KeyframeIndex: the interval must be positive")
        currentInterval = interval
        self.budget = budget
    }

    /// Ticks between keyframes now.
    public var interval: UInt64 { lock.withLock { currentInterval } }
    /// Keyframes held.
    public var count: Int { lock.withLock { keyframes.count } }
    /// The memory the keyframes hold, in bytes (their physics copies).
    public var byteCount: Int { lock.withLock { bytes } }
    /// How far into the replay the indexer has got, in ticks.
    public var reach: UInt64 { lock.withLock { reached } }
    /// Whether the indexer has gone through the whole replay (or stopped for good).
    public var isFinished: Bool { lock.withLock { finished } }

    /// Whether the indexer should keep a snapshot of tick `tick`.
    public func wants(_ tick: UInt64) -> Bool { lock.withLock { tick % currentInterval == 0 } }

    /// Adds the keyframe of the next tick on the indexer's path, thinning the index when it
    /// outgrows its budget.
    public func add(_ keyframe: SessionSnapshot) {
        lock.withLock {
            guard distrustedBecause == nil else { return }
            precondition(keyframes.last.map { $0.tick < keyframe.tick } ?? true, "keyframes must be added in tick order")
            keyframes.append(keyframe)
            bytes += keyframe.physicsByteCount
            while bytes > budget && keyframes.count > 2 {
                currentInterval *= 2
                keyframes.removeAll { $0.tick % currentInterval != 0 }
                bytes = keyframes.reduce(0) { $0 + $1.physicsByteCount }
            }
        }
    }

    /// Notes that the indexer has run `tick` ticks.
    public func noteReach(_ tick: UInt64) { lock.withLock { reached = max(reached, tick) } }

    /// Drops every keyframe and takes no more: one restored to a state that hashes differently
    /// from the one it was taken from; `reason` says how.
    public func distrust(because reason: String) {
        lock.withLock {
            keyframes.removeAll()
            bytes = 0
            distrustedBecause = distrustedBecause ?? reason
        }
    }

    /// Why the keyframes were dropped (see `distrust(because:)`), or nil while they are trusted.
    public var distrustReason: String? { lock.withLock { distrustedBecause } }

    /// Notes that no more keyframes will come.
    public func finish() { lock.withLock { finished = true } }

    /// The latest keyframe at or before `tick`, or nil.
    public func keyframe(atOrBefore tick: UInt64) -> SessionSnapshot? {
        lock.withLock {
            var low = 0, high = keyframes.count
            while low < high {
                let middle = (low + high) / 2
                if keyframes[middle].tick <= tick { low = middle + 1 } else { high = middle }
            }
            return low > 0 ? keyframes[low - 1] : nil
        }
    }
}
