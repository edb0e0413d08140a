/// A row of a sectioned list: its section and its row within that section.
public struct ListIndex: Hashable, Comparable, Sendable, Codable {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (a: ListIndex, b: ListIndex) -> Bool {
        (a.section, a.row) < (b.section, b.row)
    }
}
