import Foundation

/// Days and instants in a time zone: which day an instant falls on, and where a day starts.
extension CalendarDay {
    /// The seconds in a day of the calendar's own count (not of a zone's: those vary).
    static let secondsPerDay = 86_400

    /// The day `date` falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        self.init(ordinal: Self.floorDivide(Self.localSeconds(of: date, in: timeZone), by: Self.secondsPerDay))
    }

    /// The day's first instant in `timeZone`: its midnight, or when the zone skipped midnight (São
    /// Paulo moved 2018-11-04 00:00 to 01:00) the first time it shows. A day the zone skipped
    /// altogether (Apia's 2011-12-30) starts where the next one does.
    public func start(in timeZone: TimeZone) -> Date {
        Self.firstInstant(atLocalSeconds: ordinal * Self.secondsPerDay, in: timeZone)
    }

    /// The day's noon in `timeZone` (the first of two when clocks were turned back over it, the
    /// time it became when it was skipped): an instant safely inside the day whatever the zone's
    /// offset, for a date that came without a time.
    public func noon(in timeZone: TimeZone) -> Date {
        Self.firstInstant(atLocalSeconds: ordinal * Self.secondsPerDay + Self.secondsPerDay / 2, in: timeZone)
    }

    /// `date`'s wall-clock time in `timeZone`, in whole seconds since 1970-01-01 00:00 of that
    /// wall clock (what the time would be in seconds since 1970 if the zone were UTC).
    static func localSeconds(of date: Date, in timeZone: TimeZone) -> Int {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        return seconds + timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds)))
    }

    /// The first instant whose wall-clock time in `timeZone` is `local` (in `localSeconds(of:in:)`'s
    /// count), or, when the zone skipped that time, the instant it skipped to.
    static func firstInstant(atLocalSeconds local: Int, in timeZone: TimeZone) -> Date {
        func offset(_ seconds: Int) -> Int { timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))) }
        // Offsets lie within a day of UTC, so the ones in force a day either side cover the
        // instants this wall-clock time may be; each that holds at its own instant is one.
        let offsets = Set([local - Self.secondsPerDay, local, local + Self.secondsPerDay].map(offset))
        if let first = offsets.map({ local - $0 }).filter({ offset($0) == local - $0 }).min() {
            return Date(timeIntervalSince1970: Double(first))
        }
        // Skipped: the wall clock jumped over `local`, from before it to after it. The jump is the
        // first instant after which the wall clock reads `local` or later.
        var before = local - offsets.max()!, after = local - offsets.min()!
        while after - before > 1 {
            let middle = before + (after - before) / 2
            if middle + offset(middle) >= local { after = middle } else { before = middle }
        }
        return Date(timeIntervalSince1970: Double(after))
    }

    /// `value` divided by `divisor` rounded towards minus infinity (Swift's `/` rounds towards zero).
    static func floorDivide(_ value: Int, by divisor: Int) -> Int {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }
}
