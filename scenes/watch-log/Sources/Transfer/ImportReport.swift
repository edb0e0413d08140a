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
    /// The first `namedRefusals` rows refused, in file order; `refusedCount` counts them all.
    public private(set) var refused: [Refusal] = []
    /// Rows refused.
    public private(set) var refusedCount = 0

    /// How many refused rows a report names: plenty to mend a file by, and all a file of a
    /// million bad rows costs in memory and in lines printed.
    public static let namedRefusals = 1_000

    /// Counts the row at `line` as refused for `reason`, named if fewer than `namedRefusals` are.
    public mutating func refuse(line: Int, reason: String) {
        refusedCount += 1
        if refused.count < Self.namedRefusals { refused.append(Refusal(line: line, reason: reason)) }
    }

    public var description: String {
        ([WatchLogStrings.importSummary(added: added, duplicates: duplicates, refused: refusedCount)]
            + refusalLines(naming: Self.namedRefusals)).joined(separator: "\n")
    }

    /// The first `count` refused rows named, a line each with its line number and reason, then
    /// how many more were refused, if any.
    func refusalLines(naming count: Int) -> [String] {
        let named = refused.prefix(count)
        var lines = named.map { WatchLogStrings.refusedLine($0.line, $0.reason) }
        if refusedCount > named.count { lines.append(WatchLogStrings.moreRefused(refusedCount - named.count)) }
        return lines
    }
}
