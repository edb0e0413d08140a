/// One row of an import file: the entry it makes, or why it makes none.
struct ParsedRow {
    /// Where the row is (see `ImportReport.Refusal.line`).
    var line: Int
    var result: Result<WatchedEntry, RowRefusal>
}

/// Why a row of an import file was refused, for the user.
struct RowRefusal: Error {
    var reason: String

    init(reason: String) { self.reason = reason }

    /// The refusal `error` is, or one that tells `error`.
    init(_ error: any Error) { reason = (error as? RowRefusal)?.reason ?? "\(error)" }
}
