#if canImport(Glibc)
import Glibc
#endif

/// What moves a `FixedClock` forward each frame: real time in a window, a manual time in tests,
/// a fixed number of ticks in replays.
public protocol ClockDriver {
    /// Advances `clock` for one frame and returns how many ticks to run.
    mutating func ticksForFrame(_ clock: inout FixedClock) -> Int
}

/// Drives the clock from the monotonic system clock (for windows only: never inside a tick).
public struct RealTimeDriver: ClockDriver {
    private var last: UInt64?

    public init() {}

    /// The monotonic clock in nanoseconds.
    public static func nowNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    public mutating func ticksForFrame(_ clock: inout FixedClock) -> Int {
        let now = Self.nowNanoseconds()
        defer { last = now }
        guard let last else { return 0 }
        return clock.advance(byNanoseconds: now &- last)
    }
}

/// Drives the clock by time the caller hands it, as tests do (Bevy's manual time strategy).
public struct ManualDriver: ClockDriver {
    /// Time to hand to the clock on the next frame, in nanoseconds.
    public var pendingNanoseconds: UInt64 = 0

    public init() {}

    /// Queues `seconds` of time for the next frame.
    public mutating func advance(seconds: Double) {
        pendingNanoseconds += UInt64((seconds * 1e9).rounded())
    }

    public mutating func ticksForFrame(_ clock: inout FixedClock) -> Int {
        defer { pendingNanoseconds = 0 }
        return clock.advance(byNanoseconds: pendingNanoseconds)
    }
}

/// Drives the clock a fixed number of ticks per frame until a total is reached, ignoring real
/// time (headless renders, replays, scripted tests).
public struct TickCountDriver: ClockDriver {
    /// Ticks still to run.
    public private(set) var remaining: Int
    /// Ticks run per frame; usually 1, or the whole total to run as fast as possible.
    public let ticksPerFrame: Int

    public init(total: Int, ticksPerFrame: Int = 1) {
        precondition(total >= 0 && ticksPerFrame > 0, "tick totals must be positive")
        remaining = total
        self.ticksPerFrame = ticksPerFrame
    }

    /// Whether every tick has been run.
    public var isFinished: Bool { remaining == 0 }

    public mutating func ticksForFrame(_ clock: inout FixedClock) -> Int {
        let n = min(remaining, ticksPerFrame)
        remaining -= n
        return n
    }
}
