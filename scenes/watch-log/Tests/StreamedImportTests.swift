import Foundation
import Records
import Testing
@testable import WatchLogScene

/// An import reads its file as its rows go in, a batch at a time, and adds what reading the
/// whole file first added.
@Suite struct StreamedImportTests {
    let profile: TemporaryProfile
    let hanoi = TimeZone(identifier: "Asia/Ho_Chi_Minh")!

    init() throws {
        profile = try TemporaryProfile()
    }

    static let header = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"

    /// A Letterboxd diary of `rows` rows: every 37th unrated (refused), every 50th a repeat of
    /// the row before (a duplicate), every 9th with a quoted title over two lines.
    static func letterboxd(rows: Int, from first: Int = 0) -> String {
        var text = ""
        for index in first..<(first + rows) {
            let day = index % 50 == 49 ? index - 1 : index
            let date = String(format: "%04d-%02d-%02d", 2000 + day / 336, 1 + day / 28 % 12, 1 + day % 28)
            let title = index % 9 == 0 ? "\"Film \(day),\nthe sequel\"" : "Film \(day)"
            let rating = index % 37 == 36 ? "" : String(Double(1 + day % 10) / 2)
            text += "\(date),\(title),1999,https://boxd.it/\(day),\(rating),,\"tag, other\",\(date)\n"
        }
        return text
    }

    /// A Diorama JSON export of `entries` entries, one a line, every 41st with a bad type.
    static func diorama(entries: Int, from first: Int = 0) -> [String] {
        (first..<(first + entries)).map { index in
            let type = index % 41 == 40 ? "film" : index % 2 == 0 ? "movie" : "tv_show"
            let date = DioramaExport.dateFormatter().string(from: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 3_600))
            return #"{"title": "Entry \#(index) \u00e9", "type": "\#(type)", "rating": \#(1 + index % 3), "createdAt": "\#(date)"}"#
        }
    }

    static func json(_ entries: [String]) -> String {
        #"{"format": "diorama-watch-log", "version": 1, "entries": ["# + "\n" + entries.joined(separator: ",\n") + "\n]}\n"
    }

    func write(_ text: String, to name: String) throws -> URL {
        let file = profile.url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// The entries of `store` as the tests compare them (ids left out).
    func entries(_ store: WatchLogStore) throws -> [WatchedEntry] {
        try store.entries(in: 0..<1_000_000).map { $0.tidied(id: nil) }
    }

    @Test func rowsGoInABatchAtATimeAndMatchReadingTheWholeFileFirst() throws {
        let files = [("diary.csv", Self.header + Self.letterboxd(rows: 3_000)), ("export.json", Self.json(Self.diorama(entries: 3_000)))]
        for (name, text) in files {
            let file = try write(text, to: name)
            // Every row read before any goes in: the import as it was before it streamed.
            let whole = try WatchLogStore(profile: profile.url.appendingPathComponent("whole-\(name)"))
            var wholeBatches: [Int] = []
            let wholeReport = try whole.importFile(.data(Data(text.utf8)), file: name, timeZone: hanoi, now: day(0),
                                                   batchSize: .max) { wholeBatches.append($0) }
            #expect(wholeBatches == [3_000])
            #expect(wholeReport.added > 2_500 && !wholeReport.refused.isEmpty, "\(name): \(wholeReport.added) added, \(wholeReport.duplicates) duplicates, \(wholeReport.refused.prefix(2))")
            for batchSize in [1, 7, 256] {
                let store = try WatchLogStore(profile: profile.url.appendingPathComponent("\(batchSize)-\(name)"))
                var batches: [Int] = []
                let report = try store.importFile(.file(path: file.path, maxBytes: WatchLogStore.maxImportBytes), file: name,
                                                  timeZone: hanoi, now: day(0), batchSize: batchSize) { batches.append($0) }
                #expect(batches.allSatisfy { $0 <= batchSize }, "\(name): a batch of \(batches.max() ?? 0) rows")
                #expect(batches.count == (3_000 + batchSize - 1) / batchSize && batches.reduce(0, +) == 3_000)
                #expect(report == wholeReport, "\(name), batches of \(batchSize)")
                #expect(try entries(store) == entries(whole), "\(name), batches of \(batchSize)")
            }
        }
    }

    /// Rows added to the end of the file after the first batch went in are read too, which they
    /// would not be had the import read the file whole before inserting.
    @Test func theFileIsReadAsItsRowsGoIn() throws {
        let csv = try write(Self.header + Self.letterboxd(rows: 4_000), to: "diary.csv")
        let store = try WatchLogStore(profile: profile.url.appendingPathComponent("csv"))
        var appended = false
        let report = try store.importFile(.file(path: csv.path, maxBytes: WatchLogStore.maxImportBytes), file: "diary.csv",
                                          timeZone: hanoi, now: day(0), batchSize: 50) { _ in
            guard !appended else { return }
            appended = true
            let handle = try! FileHandle(forWritingTo: csv)
            handle.seekToEndOfFile()
            handle.write(Data(Self.letterboxd(rows: 10, from: 10_000).utf8))
            try! handle.close()
        }
        #expect(report.added + report.duplicates + report.refusedCount == 4_010)

        let entries = Self.diorama(entries: 4_000)
        let json = try write(Self.json(entries), to: "export.json")
        let jsonStore = try WatchLogStore(profile: profile.url.appendingPathComponent("json"))
        appended = false
        let jsonReport = try jsonStore.importFile(.file(path: json.path, maxBytes: WatchLogStore.maxImportBytes), file: "export.json",
                                                  timeZone: hanoi, now: day(0), batchSize: 50) { _ in
            guard !appended else { return }
            appended = true
            // The closing "]}\n" is written over by one more entry and a new close.
            let handle = try! FileHandle(forUpdating: json)
            handle.seek(toFileOffset: handle.seekToEndOfFile() - 4)
            handle.write(Data((",\n" + Self.diorama(entries: 1, from: 9_000)[0] + "\n]}\n").utf8))
            try! handle.close()
        }
        #expect(jsonReport.added + jsonReport.refusedCount == 4_001)
    }

    @Test func aFileThatGrowsPastTheLimitWhileReadIsRefused() throws {
        let text = Self.header + Self.letterboxd(rows: 2_000)
        let file = try write(text, to: "diary.csv")
        let store = try WatchLogStore(profile: profile.url.appendingPathComponent("grow"))
        let limit = text.utf8.count + 100
        var grown = false
        do {
            _ = try store.importFile(.file(path: file.path, maxBytes: limit), file: "diary.csv", timeZone: hanoi, now: day(0),
                                     batchSize: 10) { _ in
                guard !grown else { return }
                grown = true
                let handle = try! FileHandle(forWritingTo: file)
                handle.seekToEndOfFile()
                handle.write(Data(Self.letterboxd(rows: 1_000, from: 50_000).utf8))
                try! handle.close()
            }
            Issue.record("a file grown past the limit was imported")
        } catch RecordFileError.unreadable(let name, let reason) {
            #expect(name == "diary.csv" && reason.hasSuffix("at most \(limit) are read"), "\(reason)")
        }
        #expect(try store.count() == 0)
    }
}
