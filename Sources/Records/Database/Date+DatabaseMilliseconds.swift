import Foundation

/// Milliseconds since 1970 (UTC), the form a database keeps a date in: compact, ordered, and
/// free of time zones.
public extension Date {
    /// This instant in whole milliseconds since 1970, rounded.
    var databaseMilliseconds: Int64 { Int64((timeIntervalSince1970 * 1000).rounded()) }

    /// The instant `databaseMilliseconds` milliseconds after 1970 began (UTC).
    init(databaseMilliseconds: Int64) { self.init(timeIntervalSince1970: Double(databaseMilliseconds) / 1000) }
}
