/// The fixed-timestep clock: turns real elapsed time into whole simulation ticks.
///
/// Diorama ticks at 60 Hz by default: the rate of the displays it runs on and the step Box2D is
/// tuned for. 1/60 s is not exact in binary, so the clock never accumulates floating-point
/// seconds: it counts time in integer nanoseconds scaled by the tick rate, so a tick boundary
/// is exact and no drift builds up however long a session runs. Simulation time is the tick
/// number the runner counts; `tickDuration` is the one constant every step uses.
///
/// A long frame (a breakpoint, a dragged window) is clamped to `maxFrameNanoseconds` (the
/// quarter second of "Fix Your Timestep!") and at most `maxTicksPerFrame` ticks run per frame,
/// so the loop never spirals trying to catch up; the time dropped is counted.
public struct FixedClock: Sendable {
    /// Ticks per simulated second; usually 60.
    public let ticksPerSecond: Int
    /// The longest real frame that counts in full, in nanoseconds; usually 0.25 s.
    public var maxFrameNanoseconds: UInt64
    /// The most ticks run for one frame; usually 8.
    public var maxTicksPerFrame: Int
    /// Real time owed to the simulation, in nanoseconds × `ticksPerSecond`.
    public private(set) var accumulator: UInt64 = 0
    /// Real time dropped by clamping since the start, in nanoseconds.
    public private(set) var droppedNanoseconds: UInt64 = 0

    static let nanosecondsPerSecond: UInt64 = 1_000_000_000

    public init(ticksPerSecond: Int = 60, maxFrameNanoseconds: UInt64 = 250_000_000, maxTicksPerFrame: Int = 8) {
        precondition(ticksPerSecond > 0 && maxTicksPerFrame > 0, "tick rate and tick cap must be positive")
        self.ticksPerSecond = ticksPerSecond
        self.maxFrameNanoseconds = maxFrameNanoseconds
        self.maxTicksPerFrame = maxTicksPerFrame
    }

    /// The length of one tick in seconds (1/60 at 60 Hz): the `dt` of every step.
    public var tickDuration: Double { 1 / Double(ticksPerSecond) }

    /// Adds `elapsed` real nanoseconds and returns how many ticks are due now.
    public mutating func advance(byNanoseconds elapsed: UInt64) -> Int {
        var frame = elapsed
        if frame > maxFrameNanoseconds {
            droppedNanoseconds += frame - maxFrameNanoseconds
            frame = maxFrameNanoseconds
        }
        accumulator += frame * UInt64(ticksPerSecond)
        var due = Int(accumulator / Self.nanosecondsPerSecond)
        accumulator -= UInt64(due) * Self.nanosecondsPerSecond
        if due > maxTicksPerFrame {
            droppedNanoseconds += UInt64(due - maxTicksPerFrame) * Self.nanosecondsPerSecond / UInt64(ticksPerSecond)
            due = maxTicksPerFrame
        }
        return due
    }

    /// How far real time is between the last tick and the next one, 0..<1: what rendering
    /// interpolates by.
    public var interpolation: Double { Double(accumulator) / Double(Self.nanosecondsPerSecond) }
}
