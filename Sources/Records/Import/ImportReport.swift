/// What an import did: how many records it added, skipped as already there, and refused (and
/// why, for the first `namedRefusals`).
public struct ImportReport: Equatable, Sendable {
    /// A record the import refused.
    public struct Refusal: Equatable, Sendable {
        /// Where the record is: the line it starts on in a CSV file (the header is line 1), or its
        /// number from 1 in a JSON file's array.
        public var line: Int
        /// Why, for the user.
        public var reason: String

        /// The record at `line`, refused for `reason`.
        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }
    }

    /// Records added.
    public var added: Int
    /// Records skipped because the database (or an earlier record of the file) already has them.
    public var duplicates: Int
    /// The first `namedRefusals` records refused, in file order; `refusedCount` counts them all.
    public private(set) var refused: [Refusal] = []
    /// Records refused.
    public private(set) var refusedCount = 0

    /// How many refused records a report names: plenty to mend a file by, and all a file of a
    /// million bad records costs in memory and in lines printed.
    public static let namedRefusals = 1_000

    /// A report of `added` records added and `duplicates` skipped, none refused.
    public init(added: Int = 0, duplicates: Int = 0) {
        self.added = added
        self.duplicates = duplicates
    }

    /// Counts the record at `line` as refused for `reason`, named if fewer than `namedRefusals` are.
    public mutating func refuse(line: Int, reason: String) {
        refusedCount += 1
        if refused.count < Self.namedRefusals { refused.append(Refusal(line: line, reason: reason)) }
    }

    /// Reads `rows` to their end, `batchSize` at a time, giving each batch's values to `add`
    /// (true when it added the value, false when it was already there) and counting refusals;
    /// `didInsert` is told each batch's size once it has gone in.
    public mutating func read<Rows: RecordRows>(_ rows: inout Rows, batchSize: Int, didInsert: (_ rows: Int) -> Void = { _ in },
                                                add: (Rows.Value) throws -> Bool) throws {
        var batch: [ParsedRecord<Rows.Value>] = []
        batch.reserveCapacity(min(max(batchSize, 1), 10_000))
        func insertBatch() throws {
            for record in batch {
                switch record.result {
                case .failure(let refusal): refuse(line: record.line, reason: refusal.reason)
                case .success(let value): if try add(value) { added += 1 } else { duplicates += 1 }
                }
            }
            didInsert(batch.count)
            batch.removeAll(keepingCapacity: true)
        }
        while let record = try rows.next() {
            batch.append(record)
            if batch.count >= batchSize { try insertBatch() }
        }
        if !batch.isEmpty { try insertBatch() }
    }
}
