import Foundation

/// A themed set of roasts; a seasonal one is offered only between
/// its first and last day each year.
public struct RoastCollection: Codable, Sendable, Hashable {
    /// A day of the year, month 1…12 and day 1…31.
    public struct DayOfYear: Codable, Sendable, Hashable, Comparable {
        public var month: Int
        public var day: Int

        public init(month: Int, day: Int) {
            self.month = month
            self.day = day
        }

        public static func < (a: Self, b: Self) -> Bool { (a.month, a.day) < (b.month, b.day) }
    }

    /// The id the grammar's `collection.<id>` rules and the strings' `collection.<id>` use.
    public var id: String
    /// The first and last day it is offered (the last may fall in the next year, e.g. Dec 26 –
    /// Jan 15); both nil for a collection offered all year.
    public var from: DayOfYear?
    public var through: DayOfYear?

    public init(id: String, from: DayOfYear? = nil, through: DayOfYear? = nil) {
        self.id = id
        self.from = from
        self.through = through
    }

    /// The key of its name in the string tables.
    public var nameKey: String { "collection." + id }

    /// Whether it is offered on `date`'s calendar day in `timeZone`.
    public func isActive(on date: Date, in timeZone: TimeZone) -> Bool {
        guard let from, let through else { return true }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.month, .day], from: date)
        let today = DayOfYear(month: parts.month!, day: parts.day!)
        return from <= through ? (from...through).contains(today) : (today >= from || today <= through)
    }
}
