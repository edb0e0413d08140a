import Foundation
import Records
import Testing
@testable import WatchLogScene

/// The streamed JSON reader makes the very rows Foundation's whole-document reader makes, and
/// hands the files it cannot read as JSON to that reader.
@Suite struct JSONRowsTests {
    /// A row as the tests compare them: its line and its entry or refusal.
    struct Row: Equatable, CustomStringConvertible {
        var line: Int
        var entry: WatchedEntry?
        var refusal: String?

        init(_ row: ParsedRecord<WatchedEntry>) {
            line = row.line
            switch row.result {
            case .success(let entry): self.entry = entry
            case .failure(let refusal): self.refusal = refusal.reason
            }
        }

        var description: String { "\(line): \(entry.map { "\($0)" } ?? refusal ?? "")" }
    }

    static func streamed(_ text: String) throws -> [Row] {
        var rows: [Row] = []
        typealias Rows = JSONRows<JSONArrayStream>
        var reader = Rows(try JSONArrayStream(InputStream(data: Data(text.utf8)).opened(), file: "x.json", key: Rows.key, keep: Rows.kept),
                          file: "x.json")
        while let row = try reader.next() { rows.append(Row(row)) }
        return rows
    }

    static func whole(_ text: String) throws -> [Row] {
        var rows: [Row] = []
        var reader = JSONRows(try JSONArrayDocument(Data(text.utf8), file: "x.json", key: "entries"), file: "x.json")
        while let row = try reader.next() { rows.append(Row(row)) }
        return rows
    }

    static let head = #"{"format": "diorama-watch-log", "version": 1, "entries": ["#
    static let date = #""createdAt": "2024-01-05T10:00:00.000Z""#

    /// Files JSON allows in many shapes, each read by the stream as the whole-document reader
    /// reads it.
    static let files: [String] = [
        head + "]}",
        #"{"entries": [], "format": "diorama-watch-log"}"#,
        #"{"version":1,"entries":[{"title":"Heat","type":"movie","rating":2,"#  + date + "}],\"format\":\"diorama-watch-log\"}",
        head + #"{"title": "Amélie \"Poulain\" \\ \/ \u00e9\u0301 \t tab", "type": "movie", "rating": 3, "# + date + "}]}",
        head + #"{"title": "Bell\u0007 nul\u0000 esc\u001b", "type": "tvShow", "rating": 1, "notes": "a\nb\r\nc", "# + date + "}]}",
        head + #"{"title": "Phở 🍲 đẹp", "type": "movie", "rating": 2.0, "watching": false, "# + date + "}]}",
        head + #"{"title": "Heat", "type": "movie", "rating": 2.5, "# + date + "}]}",
        head + #"{"title": "Heat", "type": "movie", "rating": true, "# + date + "}]}",
        head + #"{"title": "Heat", "type": "movie", "rating": "2", "# + date + "}]}",
        head + #"{"title": "Heat", "type": "movie", "rating": null, "watching": true, "# + date + "}]}",
        head + #"{"title": "Heat", "type": "movie", "rating": -1e300, "# + date + "}]}",
        head + #"{"title": "Heat", "type": "movie", "rating": 2, "watching": 1, "# + date + "}]}",
        head + #"{"title": "Heat", "type": "movie", "rating": 2, "watching": "yes", "# + date + "}]}",
        head + #"{"title": 42, "type": "movie", "rating": 2, "# + date + "}]}",
        head + #"{"title": ["Heat"], "type": {"kind": "movie"}, "rating": 2, "extra": [1, {"a": [null]}], "# + date + "}]}",
        head + #"{"title": "Heat", "title": "Ran", "type": "movie", "rating": 1, "# + date + "}]}",
        head + #"{"title": "Heat", "type": "movie", "rating": 1, "createdAt": "last week"}]}"#,
        head + #""not an object", 5, null, [1, 2], {}, {"title": "Heat"}]}"#,
        "\u{FEFF}  \n " + head + "\n\t{\"title\" : \"Heat\" ,\n \"type\":\"movie\",\"rating\":1,\n" + date + "\n}\n]\n}\n  ",
        #"{"format": "diorama-watch-log", "version": 0, "other": {"nested": [[[]]]}, "entries": [{"title": "Heat", "type": "movie", "rating": 1, "# + date + "}]}",
    ]

    @Test func theStreamReadsEveryShapeAsTheWholeDocumentReaderDoes() throws {
        for file in Self.files {
            let whole = try Self.whole(file)
            #expect(try Self.streamed(file) == whole, "\(file)")
        }
        // The files above are not all empty or all refused.
        #expect(try Self.whole(Self.files[3]).first?.entry?.title == "Amélie \"Poulain\" \\ / é\u{0301} \t tab")
        #expect(try Self.whole(Self.files[17]).map(\.line) == [1, 2, 3, 4, 5, 6])
    }

    @Test func anExportWithEveryKindOfTextReadsBackTheSame() throws {
        let titles = ["Heat", "AC/DC: Live", "\"Quoted\"", "Back\\slash", "Tab\there", "Bell\u{07}", "Phở Bò", "🍿 Emoji 👩‍👩‍👧",
                      "e\u{0301}", "Ends with a space "]
        let entries = titles.enumerated().map { index, title in
            WatchedEntry(title: title, type: index % 2 == 0 ? .movie : .tvShow, rating: index % 4 == 3 ? nil : 1 + index % 3,
                         notes: index % 3 == 0 ? "notes \(index)\nsecond line" : nil, watching: index % 4 == 3,
                         createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 3_600.125))
        }
        let text = String(decoding: try DioramaExport.json(entries), as: UTF8.self)
        let streamed = try Self.streamed(text)
        #expect(streamed == (try Self.whole(text)))
        #expect(streamed.compactMap(\.entry).map(\.title) == titles.map(\.trimmed))
    }

    /// What libyaml would take that JSON does not have, and the valid JSON libyaml refuses:
    /// the stream stops and leaves the file to the whole-document reader.
    @Test func whatIsNotReadAsJSONStopsTheStream() throws {
        let stopped = [
            #"{"format": "diorama-watch-log", "entries": [&a {"title": "Heat"}, *a]}"#,
            #"{"format": !!str "diorama-watch-log", "entries": []}"#,
            #"{format: "diorama-watch-log", "entries": []}"#,
            #"{'format': "diorama-watch-log", "entries": []}"#,
            #"{"format": 'diorama-watch-log', "entries": []}"#,
            #"{"format": "diorama-"# + "\n" + #"watch-log", "entries": []}"#,
            #"{"format": "diorama-watch-log", "entries": [], "entries": []}"#,
            #"{"format": "diorama-watch-log", "entries": [{"title": 0x10}]}"#,
            #"{"format": "diorama-watch-log", "entries": [{"title": yes}]}"#,
            #"{"format": "diorama-watch-log", "entries": [{"title"}]}"#,
            #"{"format": "diorama-watch-log", "entries": [{"title": 1e999}]}"#,
            #"{"format": "diorama-watch-log", "entries": []}"# + "\n---\n{}",
            #"{"format": "diorama-watch-log", "entries": []"#,
            #"{"format": "diorama-watch-log", "entries": [{"title": "\ud83c\udf7f"}]}"#,
            #"{"format": "diorama-watch-log", "entries": [{"title": "DEL "# + "\u{7F}" + #""}]}"#,
            "{\"format\": \"diorama-watch-log\", \"entries\": [" + String(repeating: "[", count: 2_000) + "]}",
            "\t" + #"{"format": "diorama-watch-log", "entries": []}"#,
            #"{"format": "diorama-watch-log", "entries": [{"title": "\u00e9"# + "\u{FEFF}" + #""}]}"#,
        ]
        for text in stopped {
            #expect(throws: JSONArrayStream.NotReadAsStream.self, "\(text.prefix(80))") { try Self.streamed(text) }
        }
        // An export whose titles hold what libyaml reads otherwise (a line separator, which YAML
        // folds; DEL, a C1 control and a non-character, which it refuses) still comes back exactly.
        let odd = ["Line\u{2028}Separator", "Next\u{85}Line", "DEL\u{7F}", "C1\u{90}", "Non\u{FFFF}", "\u{FEFF}BOM", "Tab\u{FEFF}"].enumerated().map { index, title in
            WatchedEntry(title: title, type: .movie, rating: 1, createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
        }
        let export = try DioramaExport.json(odd)
        #expect(throws: JSONArrayStream.NotReadAsStream.self) { try Self.streamed(String(decoding: export, as: UTF8.self)) }
        let oddStore = try WatchLogStore(profile: try TemporaryProfile().url)
        #expect(try oddStore.importData(export, file: "odd.json", timeZone: .gmt, now: day(0)) == ImportReport(added: odd.count))
        // As the whole-document reader reads them: it drops a U+FEFF that starts a string.
        #expect(try oddStore.entries(in: 0..<10).map(\.title) == odd.reversed().map { $0.title.hasPrefix("\u{FEFF}") ? String($0.title.dropFirst()) : $0.title })
        // The valid JSON among them is read whole instead.
        let store = try WatchLogStore(profile: try TemporaryProfile().url)
        let emoji = Self.head + #"{"title": "\ud83c\udf7f", "type": "movie", "rating": 1, "# + Self.date + "}]}"
        #expect(try store.importData(Data(emoji.utf8), file: "x.json", timeZone: .gmt, now: day(0)) == ImportReport(added: 1))
        #expect(try store.entries(in: 0..<1).first?.title == "🍿")
        #expect(throws: RecordFileError.self) { try store.importData(Data(stopped[12].utf8), file: "x.json", timeZone: .gmt, now: day(0)) }
    }

    @Test func theRootIsCheckedWhereverItsKeysAre() throws {
        let late = #"{"entries": [{"title": "Heat", "type": "movie", "rating": 1, "# + Self.date + #"}], "format": "other"}"#
        #expect(throws: RecordFileError.unreadable(file: "x.json", reason: WatchLogStrings.notAnExport("other"))) {
            try Self.streamed(late)
        }
        #expect(throws: RecordFileError.unreadable(file: "x.json", reason: WatchLogStrings.newerExport(2))) {
            try Self.streamed(#"{"entries": [], "version": 2, "format": "diorama-watch-log"}"#)
        }
        #expect(throws: WatchLogError.missingColumns(file: "x.json", format: .dioramaJSON, columns: ["entries"])) {
            try Self.streamed(#"{"format": "diorama-watch-log", "entries": {"title": "Heat"}}"#)
        }
    }
}

extension InputStream {
    /// This stream, opened.
    func opened() -> InputStream {
        open()
        return self
    }
}
