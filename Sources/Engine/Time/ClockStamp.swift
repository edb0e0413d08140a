/// What a scene's clock last heard from the host's wall clock (`InputEvent.clock`): the minute it
/// said and the tick that heard it.
///
/// It is the only part of `SceneClock` that changes in ticks, a plain value the scene keeps in
/// its `state`, so the state hash covers it and a keyframe restore puts it back. A window host
/// sends the minute as it turns, and a replay keeps the events, so a session that slept or
/// paused catches up with the real time and its replay does the same.
public struct ClockStamp: Codable, Sendable, Hashable {
    /// The minute the host said last, in minutes since 1970-01-01 00:00 UTC; nil until it says one.
    public private(set) var minute: Int64?
    /// The tick the minute arrived in (0 until one does).
    public private(set) var tick: UInt64

    /// A stamp that has heard nothing yet: "now" counts from the `now` parameter.
    public init() {
        minute = nil
        tick = 0
    }

    /// The stamp of `minute` (minutes since 1970, UTC) heard at `tick`.
    public init(minute: Int64, tick: UInt64) {
        self.minute = minute
        self.tick = tick
    }

    /// Takes the last `.clock` event among a tick's `input` (tick `tick`) as the stamp; keeps
    /// the one before when there is none.
    public mutating func follow(_ input: [InputEvent], atTick tick: UInt64) {
        for case .clock(let minute) in input.reversed() {
            self = ClockStamp(minute: minute, tick: tick)
            return
        }
    }
}
