/// A row of a sectioned list: its section and its row within that section.
public struct ListIndex: Hashable, Comparable, Sendable, Codable {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// Makes the index of row `row` in section `section`, both from 0.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Whether `a` comes before `b` in the list: by section, then by row.
    public static func < (a: ListIndex, b: ListIndex) -> Bool {
        (a.section, a.row) < (b.section, b.row)
    }
}
