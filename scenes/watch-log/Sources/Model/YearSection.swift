/// One year of the diary as the dashboard lists it: the year's header and where its rows are.
public struct YearSection: Equatable, Sendable {
    /// The calendar year, in the time zone the sections were made for.
    public var year: Int
    /// How many entries the year holds.
    public var count: Int
    /// The index of the year's first entry in the newest-first order of all entries.
    public var firstIndex: Int

    public init(year: Int, count: Int, firstIndex: Int) {
        self.year = year
        self.count = count
        self.firstIndex = firstIndex
    }

    /// The indices of the year's entries in the newest-first order.
    public var indices: Range<Int> { firstIndex..<(firstIndex + count) }
}
