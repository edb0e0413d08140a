/// The records of a file being imported, read one at a time as the import asks for them, so
/// that it holds a batch of records, never the file's.
public protocol RecordRows<Value> {
    /// What a record makes (an entry of a diary, say).
    associatedtype Value
    /// The next record, nil after the last.
    /// - Throws: when the file cannot be read on (its text breaks off, it is not its format after
    ///   all); the import then adds nothing.
    mutating func next() throws -> ParsedRecord<Value>?
}

/// One record of a file being imported: the value it makes, or why it makes none.
public struct ParsedRecord<Value> {
    /// Where the record is (see `ImportReport.Refusal.line`).
    public var line: Int
    /// The value, or why there is none.
    public var result: Result<Value, RecordRefusal>

    /// The record at `line`, making `result`.
    public init(line: Int, result: Result<Value, RecordRefusal>) {
        self.line = line
        self.result = result
    }
}

/// Why a record of a file being imported was refused, for the user.
public struct RecordRefusal: Error, Equatable, Sendable {
    /// Why, for the user.
    public var reason: String

    /// A refusal for `reason`.
    public init(reason: String) { self.reason = reason }

    /// The refusal `error` is, or one that tells `error`.
    public init(_ error: any Error) { reason = (error as? RecordRefusal)?.reason ?? "\(error)" }
}
