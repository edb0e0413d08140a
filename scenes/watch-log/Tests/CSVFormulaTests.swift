import Foundation
import Records
import Testing
@testable import WatchLogScene

/// CSV exports a spreadsheet opens never run as formulas, and Diorama's own import reads them
/// back exactly.
@Suite struct CSVFormulaTests {
    static let risky = ["=1+1", "+SUM(A1)", "-2", "@cmd", "\tTab", "'=already quoted", "''=twice", "'plain quote", "- dash film"]

    @Test func formulaStartsAreQuotedAndComeBackExactly() throws {
        let profile = try TemporaryProfile()
        let store = try WatchLogStore(profile: profile.url)
        for (index, title) in Self.risky.enumerated() {
            try store.add(WatchedEntry(title: title, type: .movie, rating: 1, notes: "=HYPERLINK(\"x\") \(index)", createdAt: day(Double(index))),
                          now: day(Double(index)))
        }
        try store.add(WatchedEntry(title: "Heat", type: .movie, rating: 1, notes: "\rcarriage", createdAt: day(20)), now: day(20))
        let csv = try store.exportData(as: .csv)
        let records = try CSVRecords(InputStream(data: csv), file: "export.csv")
        while let record = try records.next() {
            for field in record.fields {
                #expect(!["=", "+", "-", "@", "\t", "\r"].contains(field.first), "line \(record.line): \(field)")
            }
        }
        let copy = try WatchLogStore(profile: try TemporaryProfile().url)
        let report = try copy.importData(csv, file: "export.csv", timeZone: .gmt, now: day(30))
        #expect(report.added == Self.risky.count + 1 && report.refused.isEmpty)
        let titles = try copy.snapshot().rows.map(\.title), notes = try copy.snapshot().rows.map(\.notes)
        #expect(titles == (Self.risky + ["Heat"]).map(\.trimmed))
        #expect(notes.last == "\rcarriage")
        #expect(notes.first == "=HYPERLINK(\"x\") 0")
    }

    @Test func theGuardIsReversible() {
        for field in Self.risky + ["", "'", "''", "plain", "=", "'\t"] {
            #expect(CSVFormulaGuard.unescaped(CSVFormulaGuard.escaped(field)) == field)
        }
    }
}
