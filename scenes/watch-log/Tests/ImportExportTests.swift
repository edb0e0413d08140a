import Foundation
import Records
import Testing
@testable import WatchLogScene

@Suite struct ImportExportTests {
    /// The format of a file from its first bytes, as the import tells it: JSON, or CSV with one
    /// format's columns; nil for binary data or a header with neither's.
    static func format(_ data: Data) -> WatchLogFormat? {
        switch RecordFileKind(head: data) {
        case .json: return .dioramaJSON
        case .binary: return nil
        case .text:
            let records = try? CSVRecords(RecordSource.data(data).stream(file: ""), file: "")
            return records.flatMap { WatchLogFormat.detect(header: $0.header) }
        }
    }

    let profile: TemporaryProfile
    let store: WatchLogStore
    let hanoi = TimeZone(identifier: "Asia/Ho_Chi_Minh")!
    let header = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"

    init() throws {
        profile = try TemporaryProfile()
        store = try WatchLogStore(profile: profile.url)
    }

    func importing(_ text: String, file: String = "diary.csv") throws -> ImportReport {
        try store.importData(Data(text.utf8), file: file, timeZone: hanoi, now: day(100))
    }

    // MARK: - Letterboxd

    @Test func aLetterboxdDiaryImportsWithItsRealColumns() throws {
        let report = try importing(header + """
            2024-01-05,Heat,1995,https://boxd.it/2bXc,4.5,,,2024-01-04
            2024-02-10,Amélie,2001,https://boxd.it/29Pe,3,Yes,"paris, cafe",
            2024-03-01,Phở,2020,https://boxd.it/abcd,0.5,,,2023-12-31
            """)
        #expect(report == ImportReport(added: 3, duplicates: 0, refused: []))
        let heat = try #require(try store.viewings(of: "heat").first)
        #expect(heat.rating == 3 && heat.type == .movie && heat.notes == nil)
        #expect(heat.year(in: hanoi) == 2024)
        let amelie = try #require(try store.viewings(of: "amelie").first)
        #expect(amelie.rating == 2 && amelie.notes == "Tags: paris, cafe")
        // The watched date wins over the logged date; noon keeps it in its year in the user's zone.
        let pho = try #require(try store.viewings(of: "pho").first)
        #expect(pho.rating == 1 && pho.year(in: hanoi) == 2023)
        #expect(try store.yearSections(in: hanoi).map(\.year) == [2024, 2023])
    }

    @Test func starsMapToDotsInThreeBands() throws {
        let expected = [1, 1, 1, 1, 1, 2, 2, 2, 3, 3]
        for half in 1...10 {
            #expect(try LetterboxdDiary.dots(String(Double(half) / 2)) == expected[half - 1], "\(Double(half) / 2) stars")
        }
        #expect(try LetterboxdDiary.dots("5") == 3 && LetterboxdDiary.dots(" 3 ") == 2)
    }

    @Test func quotesCommasNewlinesAndABOMAreRead() throws {
        let text = "\u{FEFF}" + header + """
            2024-01-05,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/1,4,,"wuxia, ""classic""
            second line",
            2024-01-06,"The ""Quoted"" Film",2000,https://boxd.it/2,2,,,
            2024-01-07,Bad Day,2000,https://boxd.it/3,2,,,2024-13-01
            """
        let report = try importing(text)
        #expect(report.added == 2)
        // The third record starts on line 5: the header, two lines of the first record, the second.
        #expect(report.refused == [.init(line: 5, reason: "Watched Date \"2024-13-01\" is not a date")])
        let tiger = try #require(try store.search("crouching").first)
        #expect(tiger.title == "Crouching Tiger, Hidden Dragon")
        #expect(tiger.notes == "Tags: wuxia, \"classic\"\nsecond line")
        #expect(try store.search("quoted").first?.title == "The \"Quoted\" Film")
    }

    @Test func crlfLineEndsAndBlankLinesAreRead() throws {
        let report = try importing(header.replacingOccurrences(of: "\n", with: "\r\n")
            + "2024-01-05,Heat,1995,u,4,,,\r\n\r\n2024-01-06,Ran,1985,u,5,,,\r\n")
        #expect(report.added == 2 && report.refused.isEmpty)
        #expect(try store.search("heat").first?.title == "Heat")
    }

    @Test func badRowsAreRefusedWithTheirLineAndReason() throws {
        let report = try importing(header + """
            2024-01-05,Heat,1995,u,4,,,
            2024-02-30,Feb Thirtieth,1995,u,4,,,
            yesterday,Yesterday,1995,u,4,,,
            ,No Date,1995,u,4,,,
            2024-01-05,,1995,u,4,,,
            2024-01-05,Unrated,1995,u,,,,
            2024-01-05,Too Many,1995,u,4,,,,extra
            2024-01-05,Too Few,1995
            2024-01-05,NaN,1995,u,nan,,,
            2024-01-05,Huge,1995,u,1e308,,,
            2024-01-05,Negative,1995,u,-4,,,
            2024-01-05,Zero,1995,u,0,,,
            2024-01-05,Six,1995,u,6,,,
            2024-01-05,Tenth,1995,u,4.7,,,
            2024-01-05,Long,1995,u,99999999999999999999,,,
            2024-01-05,Arabic,1995,u,٤,,,
            99999-01-05,Far Future,1995,u,4,,,
            """)
        #expect(report.added == 1)
        #expect(report.refused.map(\.line) == Array(3...18))
        #expect(report.refused[0].reason == "Date \"2024-02-30\" is not a date")
        #expect(report.refused[2].reason == "there is no Date")
        #expect(report.refused[3].reason == "Enter a title")
        #expect(report.refused[4].reason.contains("no rating"))
        #expect(report.refused[5].reason == "it has 9 fields where the header has 8")
        #expect(report.refused[6].reason == "it has 3 fields where the header has 8")
        for refusal in report.refused[7...13] { #expect(refusal.reason.contains("is not 0.5 to 5 stars"), "\(refusal)") }
        #expect(report.summary.contains("line 18: "))
        #expect(try store.count() == 1)
    }

    @Test func aFileOfManyBadRowsNamesTheFirstThousandAndCountsTheRest() throws {
        let bad = ImportReport.namedRefusals + 5
        let report = try importing(header + String(repeating: "2024-01-05,Heat,1995,u,,,,\n", count: bad) + "2024-01-05,Ran,1985,u,5,,,\n")
        #expect(report.added == 1 && report.refusedCount == bad)
        #expect(report.refused.count == ImportReport.namedRefusals && report.refused.last?.line == ImportReport.namedRefusals + 1)
        let lines = report.summary.split(separator: "\n")
        #expect(lines.first == "1 added, 0 skipped as already in the log, 1,005 refused")
        #expect(lines.count == ImportReport.namedRefusals + 2 && lines.last == "and 5 more refused")
    }

    @Test func anImportsToastNamesTheFirstRefusalAndCountsTheRest() {
        let report = ImportReport(added: 1_200, refused: [.init(line: 3, reason: "Enter a title"), .init(line: 7, reason: "x"),
                                                          .init(line: 9, reason: "y")])
        #expect(WatchLogScene.toastText(for: report).split(separator: "\n")
            == ["1,200 added · 0 already in the log · 3 refused", "line 3: Enter a title", "and 2 more refused"])
        #expect(WatchLogScene.toastText(for: ImportReport(added: 2)) == "2 added · 0 already in the log · 0 refused")
    }

    @Test func anUnclosedQuoteSwallowsTheRestAndIsRefused() throws {
        let report = try importing(header + "2024-01-05,Heat,1995,u,4,,,\n2024-01-06,\"Ran,1985,u,5,,,\n2024-01-07,Alien,1979,u,5,,,\n")
        #expect(report.added == 1)
        #expect(report.refused.map(\.line) == [3])
        #expect(report.refused.first?.reason.contains("fields where the header has 8") == true)
    }

    @Test func missingColumnsRefuseTheWholeFile() throws {
        #expect(throws: WatchLogError.missingColumns(file: "diary.csv", format: .letterboxd, columns: ["Name"])) {
            try importing("Date,Year,Letterboxd URI,Rating\n2024-01-05,1995,u,4\n")
        }
        #expect(throws: RecordFileError.unreadable(file: "empty.csv", reason: "it has no header line")) {
            try importing("", file: "empty.csv")
        }
        #expect(throws: WatchLogError.self) { try importing("title,rating\nHeat,2\n", file: "mine.csv") }
        #expect(try store.count() == 0)
    }

    @Test func aLetterboxdFileMissingColumnsIsToldLetterboxdsNames() throws {
        // No Letterboxd URI column, so only its other columns tell it is Letterboxd's.
        #expect(throws: WatchLogError.missingColumns(file: "diary.csv", format: .letterboxd, columns: ["Date", "Rating"])) {
            try importing("Name,Year,Watched Date\nHeat,1995,2024-01-04\n")
        }
        // Letterboxd's watched.csv has no ratings, which the log needs.
        #expect(throws: WatchLogError.missingColumns(file: "watched.csv", format: .letterboxd, columns: ["Rating"])) {
            try importing("Date,Name,Year,Letterboxd URI\n2024-01-05,Heat,1995,https://boxd.it/x\n", file: "watched.csv")
        }
        let error = WatchLogError.missingColumns(file: "diary.csv", format: .letterboxd, columns: ["Date", "Rating"])
        #expect(error.reason == "it is missing the Letterboxd diary.csv columns Date, Rating")
        #expect(error.description == "Cannot import diary.csv: it is missing the Letterboxd diary.csv columns Date, Rating")
        // Diorama's own CSV is told its own names.
        #expect(WatchLogError.missingColumns(file: "mine.csv", format: .dioramaCSV, columns: ["type"]).reason
                == "it is missing the watch log export column type")
        #expect(throws: WatchLogError.missingColumns(file: "mine.csv", format: .dioramaCSV, columns: ["type", "createdAt"])) {
            try importing("title,rating\nHeat,2\n", file: "mine.csv")
        }
        #expect(try store.count() == 0)
    }

    @Test func aPictureOrOtherBinaryFileIsNotADiary() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52])
        for (file, data) in [("poster.png", png), ("utf16.csv", Data([0xFF, 0xFE, 0x44, 0x00, 0x61, 0x00])),
                             ("zeros.bin", Data(count: 64))] {
            #expect(throws: WatchLogError.notADiary(file: file), "\(file)") {
                try store.importData(data, file: file, timeZone: hanoi, now: day(0))
            }
        }
        // Text with neither format's columns is no diary either.
        #expect(throws: WatchLogError.notADiary(file: "notes.txt")) { try importing("This is not a diary\n", file: "notes.txt") }
        let error = WatchLogError.notADiary(file: "/tmp/poster.png")
        #expect(error.description == "Cannot import /tmp/poster.png: it is not a CSV or JSON diary (a Letterboxd diary.csv, or the watch log's own export)")
        #expect(error.description.components(separatedBy: "poster.png").count == 2)
        #expect(!error.reason.contains("poster.png") && !error.reason.contains("header"))
        #expect(try store.count() == 0)
    }

    @Test func textThatIsNotUTF8IsRefused() throws {
        var data = Data(header.utf8)
        data.append(contentsOf: [0x32, 0x30, 0x32, 0x34, 0x2C, 0xFF, 0xFE, 0x0A])
        #expect(throws: RecordFileError.unreadable(file: "latin.csv", reason: "it is not UTF-8 text")) {
            try store.importData(data, file: "latin.csv", timeZone: hanoi, now: day(0))
        }
    }

    @Test func reimportingSkipsDuplicatesAndAFileIsOneTransaction() throws {
        let diary = header + "2024-01-05,Heat,1995,u,4,,,\n2024-01-05,Heat,1995,u,4,,,\n2024-01-06,Heat,1995,u,4,Yes,,\n"
        #expect(try importing(diary) == ImportReport(added: 2, duplicates: 1, refused: []))
        #expect(try importing(diary) == ImportReport(added: 0, duplicates: 3, refused: []))
        #expect(try store.viewings(of: "Heat").count == 2)
        let batches = try store.pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM importBatch") }
        #expect(batches == 1)
        let tagged = try store.pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM entry WHERE importBatchId IS NOT NULL") }
        #expect(tagged == 2)
        // The imported rows are in the search index, and the index's trigger is back for new ones.
        #expect(try store.search("hea").count == 2)
        try store.add(WatchedEntry(title: "Heat", type: .movie, rating: 1, createdAt: day(0)), now: day(0))
        #expect(try store.search("heat").count == 3)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func aFailureMidImportAddsNothing() throws {
        // The CHECK on titles refuses a row validation let through only if the two disagreed;
        // here a trigger stands in for any database failure in the middle of the file.
        try store.pool.write { db in
            try db.execute(sql: "CREATE TRIGGER refuse_ran BEFORE INSERT ON entry WHEN new.title = 'Ran' BEGIN SELECT RAISE(ABORT, 'no'); END")
        }
        #expect(throws: (any Error).self) {
            try importing(header + "2024-01-05,Heat,1995,u,4,,,\n2024-01-06,Ran,1985,u,5,,,\n2024-01-07,Alien,1979,u,5,,,\n")
        }
        #expect(try store.count() == 0)
        #expect(try store.integrityCheck() == ["ok"])
        // The search index's trigger, dropped during the import, came back with the rollback.
        try store.add(WatchedEntry(title: "Alien", type: .movie, rating: 3, createdAt: day(0)), now: day(0))
        #expect(try store.search("ali").map(\.title) == ["Alien"])
    }

    // MARK: - Diorama's own files

    func addSamples() throws {
        try store.add(WatchedEntry(title: "Amélie", type: .movie, rating: 3, notes: "Paris, \"cafés\",\nand a gnome", createdAt: day(0)), now: day(0))
        try store.add(WatchedEntry(title: "Đẹp Trai", type: .tvShow, rating: nil, watching: true, createdAt: day(1)), now: day(1.5))
    }

    @Test func csvExportRoundTrips() throws {
        try addSamples()
        let csv = try store.exportData(as: .csv)
        #expect(String(decoding: csv, as: UTF8.self).hasPrefix("title,type,rating,notes,watching,createdAt,updatedAt\n"))
        let other = try WatchLogStore(profile: profile.url.appendingPathComponent("other"))
        #expect(try other.importData(csv, file: "export.csv", timeZone: hanoi, now: day(9)) == ImportReport(added: 2))
        #expect(try other.entries(in: 0..<10).map { $0.tidied(id: nil) } == store.entries(in: 0..<10).map { $0.tidied(id: nil) })
        #expect(try store.importData(csv, file: "export.csv", timeZone: hanoi, now: day(9)) == ImportReport(duplicates: 2))
    }

    @Test func controlCharactersInTheRowsDoNotMakeACSVBinary() throws {
        // A title or note may hold a control character (pasted, or from a JSON import); the file
        // is still text, so its export comes back, and so does a Letterboxd row with one.
        try store.add(WatchedEntry(title: "Bell\u{07}Film", type: .movie, rating: 2, notes: "esc \u{1B}[0m, vt \u{0B}",
                                   createdAt: day(0)), now: day(0))
        let csv = try store.exportData(as: .csv)
        let other = try WatchLogStore(profile: profile.url.appendingPathComponent("other"))
        #expect(try other.importData(csv, file: "export.csv", timeZone: hanoi, now: day(9)) == ImportReport(added: 1))
        #expect(try other.entries(in: 0..<10).map { $0.tidied(id: nil) } == store.entries(in: 0..<10).map { $0.tidied(id: nil) })
        #expect(try importing(header + "2024-01-05,Heat\u{1F},1995,u,4,,\"noir\u{08}\",\n") == ImportReport(added: 1))
        // A NUL, or a control character in the header line, is still binary data.
        #expect(Self.format(Data((header + "2024-01-05,Heat\u{0},1995,u,4,,,\n").utf8)) == nil)
        #expect(Self.format(Data(("Date,Name\u{1B},Rating\n").utf8)) == nil)
        // So is a header line that is not UTF-8, as PNG's signature alone is.
        #expect(throws: WatchLogError.notADiary(file: "cut.png")) {
            try store.importData(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), file: "cut.png", timeZone: hanoi, now: day(0))
        }
    }

    @Test func jsonExportRoundTrips() throws {
        try addSamples()
        let file = profile.url.appendingPathComponent("export.json")
        try store.exportFile(to: file)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"format\" : \"diorama-watch-log\""))
        let other = try WatchLogStore(profile: profile.url.appendingPathComponent("other"))
        #expect(try other.importFile(at: file, timeZone: hanoi, now: day(9)) == ImportReport(added: 2))
        #expect(try other.entries(in: 0..<10).map { $0.tidied(id: nil) } == store.entries(in: 0..<10).map { $0.tidied(id: nil) })
    }

    @Test func brokenDioramaFilesAreRefusedClearly() throws {
        #expect(throws: RecordFileError.self) { try importing("{\"format\": \"something-else\", \"entries\": []}", file: "x.json") }
        #expect(throws: RecordFileError.self) { try importing("{\"format\": \"diorama-watch-log\", \"version\": 2, \"entries\": []}", file: "x.json") }
        #expect(throws: RecordFileError.self) { try importing("{ not json", file: "x.json") }
        // A number too big for a Double makes the file unreadable as a whole, not a crash.
        #expect(throws: RecordFileError.self) {
            try importing("{\"format\": \"diorama-watch-log\", \"entries\": [{\"rating\": 1e999}]}", file: "x.json")
        }
        let report = try importing("""
            {"format": "diorama-watch-log", "version": 1, "entries": [
              {"title": "Heat", "type": "movie", "rating": 2, "watching": false, "createdAt": "2024-01-05T10:00:00.000Z"},
              {"title": "Heat", "type": "film", "rating": 2, "createdAt": "2024-01-05T10:00:00.000Z"},
              {"title": "Heat", "type": "movie", "rating": 2.5, "createdAt": "2024-01-05T10:00:00.000Z"},
              {"title": "Heat", "type": "movie", "rating": -1e300, "createdAt": "2024-01-05T10:00:00.000Z"},
              {"title": "Heat", "type": "movie", "rating": 2, "createdAt": "last week"},
              "not an object"
            ]}
            """, file: "x.json")
        #expect(report.added == 1)
        #expect(report.refused.map(\.line) == [2, 3, 4, 5, 6])
        let csv = try importing("title,type,rating,watching,createdAt\nHeat,movie,9,false,2024-01-05T10:00:00.000Z\n"
                                + "Ran,movie,,maybe,2024-01-05T10:00:00.000Z\n", file: "mine.csv")
        #expect(csv.refused.map(\.reason) == ["the rating \"9\" is not 1, 2 or 3", "watching \"maybe\" is neither true nor false"])
    }

    @Test func theFormatIsDetectedFromTheContents() {
        #expect(Self.format(Data(("\u{FEFF}" + header).utf8)) == .letterboxd)
        #expect(Self.format(Data("  {\"format\": 1}".utf8)) == .dioramaJSON)
        #expect(Self.format(Data("title,type,createdAt\n".utf8)) == .dioramaCSV)
        #expect(Self.format(Data("Name,Watched Date\n".utf8)) == .letterboxd)
        #expect(Self.format(Data("\"Watched Date\",title\n".utf8)) == .dioramaCSV)
        #expect(Self.format(Data("This is not a diary\n".utf8)) == nil)
        #expect(Self.format(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) == nil)
    }
}

extension WatchedEntry {
    /// This entry with another id, to compare entries across stores.
    func tidied(id: Int64?) -> WatchedEntry {
        var copy = self
        copy.id = id
        return copy
    }
}

extension ImportReport {
    init(added: Int = 0, duplicates: Int = 0, refused: [Refusal]) {
        self.init(added: added, duplicates: duplicates)
        for refusal in refused { refuse(line: refusal.line, reason: refusal.reason) }
    }
}
