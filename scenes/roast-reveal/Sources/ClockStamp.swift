import Foundation

/// The wall clock as the host last told it (`InputEvent.clock`): the minute it said and the tick
/// that heard it. From then on "now" is that minute plus the ticks run since, so a session that
/// slept or paused catches up with the real time, and its replay with it.
struct ClockStamp: Sendable, Hashable {
    /// Minutes since 1970-01-01 00:00 UTC.
    var minute: Int64
    /// The tick the stamp arrived in.
    var tick: UInt64

    /// The moment `tick` ticks of `tickDuration` seconds after the stamp's tick (a tick before it
    /// counts from the stamp too).
    func now(tick current: UInt64, tickDuration: Double) -> Date {
        let since = current >= tick ? Double(current - tick) : -Double(tick - current)
        return Date(timeIntervalSince1970: Double(minute) * 60 + since * tickDuration)
    }
}
