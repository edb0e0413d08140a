import Testing
@testable import Records

/// An import's rows are counted as they go in, a batch at a time; the first refusals are named,
/// the rest counted.
@Suite struct ImportReportTests {
    struct Numbers: RecordRows {
        var values: [Int]
        var line = 0
        mutating func next() throws -> ParsedRecord<Int>? {
            guard line < values.count else { return nil }
            line += 1
            let value = values[line - 1]
            return ParsedRecord(line: line, result: value < 0 ? .failure(RecordRefusal(reason: "negative")) : .success(value))
        }
    }

    @Test func rowsAreAddedSkippedAndRefusedInBatches() throws {
        var rows = Numbers(values: [1, 2, -1, 2, 3, -5, 4])
        var report = ImportReport(), seen: Set<Int> = [], batches: [Int] = []
        try report.read(&rows, batchSize: 3, didInsert: { batches.append($0) }) { seen.insert($0).inserted }
        #expect(report.added == 4 && report.duplicates == 1 && report.refusedCount == 2)
        #expect(report.refused == [.init(line: 3, reason: "negative"), .init(line: 6, reason: "negative")])
        #expect(batches == [3, 3, 1])
    }

    @Test func onlyTheFirstRefusalsAreNamed() throws {
        var rows = Numbers(values: Array(repeating: -1, count: ImportReport.namedRefusals + 3))
        var report = ImportReport()
        try report.read(&rows, batchSize: 100) { _ in true }
        #expect(report.refusedCount == ImportReport.namedRefusals + 3 && report.refused.count == ImportReport.namedRefusals)
    }
}
