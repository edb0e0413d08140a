import Records

/// An import's report in the watch log's words.
extension ImportReport {
    /// The counts, then every refused row named with its line and reason.
    public var summary: String {
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
