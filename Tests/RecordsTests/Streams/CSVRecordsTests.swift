import Engine
import Foundation
import Testing
@testable import Records

/// CSV records come with the line they start on and named columns, and records written as CSV
/// read back exactly, formula guard and all.
@Suite struct CSVRecordsTests {
    static func records(_ text: String) throws -> CSVRecords {
        try CSVRecords(try RecordSource.data(Data(text.utf8)).stream(file: "x.csv"), file: "x.csv")
    }

    @Test func recordsKnowTheirLinesAndSkipBlankOnes() throws {
        let records = try Self.records("\u{FEFF} name ,note\nHeat,\"two\nlines\"\n\nAlien,x\n")
        #expect(records.header == ["name", "note"])
        #expect(records.columns == ["name": 0, "note": 1])
        var read: [(Int, [String])] = []
        while let record = try records.next() { read.append((record.line, record.fields)) }
        #expect(read.map(\.0) == [2, 5])
        #expect(read.map(\.1) == [["Heat", "two\nlines"], ["Alien", "x"]])
    }

    @Test func aFileWithoutAHeaderOrNotUTF8IsRefusedByName() throws {
        #expect(throws: RecordFileError.unreadable(file: "x.csv", reason: RecordsStrings.noHeader)) { try Self.records("") }
        let broken = try CSVRecords(try RecordSource.data(Data([0x61, 0x0A, 0x62, 0x0A, 0xFF, 0x0A])).stream(file: "x.csv"), file: "x.csv")
        #expect(try broken.next()?.fields == ["b"])
        #expect(throws: RecordFileError.unreadable(file: "x.csv", reason: RecordsStrings.notUTF8)) { try broken.next() }
    }

    @Test func writtenRecordsReadBackExactly() throws {
        let rows = [["a", "b"], ["=SUM(A1)", "plain, with \"quotes\""], ["'=already", "-1"]]
        let text = String(decoding: try CSVRecords.data(rows), as: UTF8.self)
        #expect(text.hasPrefix("a,b\n'=SUM(A1),"), "a formula is written as text")
        let records = try Self.records(text)
        var back: [[String]] = [records.header]
        while let record = try records.next() { back.append(record.fields.map(CSVFormulaGuard.unescaped)) }
        #expect(back == rows)
    }

    @Test func aFileThatGrowsPastItsLimitStopsTheReader() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("grow-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("a\n".utf8).write(to: file)
        let stream = try RecordSource.file(path: file.path, maxBytes: 100).stream(file: "grow.csv")
        try Data(("a\n" + String(repeating: "x\n", count: 200)).utf8).write(to: file)
        #expect(throws: RecordFileError.self) {
            let records = try CSVRecords(stream, file: "grow.csv")
            while try records.next() != nil {}
        }
        #expect(throws: RecordFileError.unreadable(file: "big.csv", reason: BoundedFile.Failure.tooLarge(byteCount: 402, limit: 100).description)) {
            _ = try RecordSource.file(path: file.path, maxBytes: 100).stream(file: "big.csv")
        }
    }
}
