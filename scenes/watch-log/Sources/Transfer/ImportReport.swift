/// What an import did: how many rows it added, skipped as already there, and refused (and why).
public struct ImportReport: Equatable, Sendable, CustomStringConvertible {
    /// A row the import refused.
    public struct Refusal: Equatable, Sendable {
        /// Where the row is: the line its record starts on in a CSV file (the header is line 1),
        /// or the entry's number from 1 in a JSON file.
        public var line: Int
        /// Why, for the user.
        public var reason: String
    }

    /// Entries added to the log.
    public var added = 0
    /// Rows skipped because the log (or an earlier row of the file) already has the same title at
    /// the same instant.
    public var duplicates = 0
    /// Rows refused, in file order.
    public var refused: [Refusal] = []

    public var description: String {
        ([WatchLogStrings.importSummary(added: added, duplicates: duplicates, refused: refused.count)]
            + refused.map { WatchLogStrings.refusedLine($0.line, $0.reason) }).joined(separator: "\n")
    }
}
