/// Rows counted through the whole list (0 for the first section's first row), as lists'
/// selections and actions name them.
extension SectionedListLayout {
    /// How many rows all the sections have.
    public var rowCount: Int { sections.reduce(0) { $0 + $1.rowCount } }

    /// The number through the whole list of section `section`'s first row.
    public func firstRow(ofSection section: Int) -> Int {
        sections[..<section].reduce(0) { $0 + $1.rowCount }
    }

    /// The number through the whole list of the row at `index`.
    public func row(at index: ListIndex) -> Int { firstRow(ofSection: index.section) + index.row }

    /// Where row `row` (counted through the whole list) is, or nil when there is no such row.
    public func index(ofRow row: Int) -> ListIndex? {
        guard row >= 0 else { return nil }
        var first = 0
        for (section, rows) in sections.enumerated() {
            if row < first + rows.rowCount { return ListIndex(section: section, row: row - first) }
            first += rows.rowCount
        }
        return nil
    }
}
