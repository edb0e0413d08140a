import ArgumentParser
import Foundation
import WatchLogScene

/// `diorama-bench watchlog`: the watch log's store with a large diary.
///
/// Figures (the store's part; laying out the rows comes with the screens):
/// - `watchlog.search_keystroke`: ms for the search after one more typed character, the median
///   over typing several titles letter by letter (target ≤ 5); `_worst` is the slowest keystroke.
/// - `watchlog.open_100k`: ms to open the database and read the year sections and the first
///   screen of rows.
/// - `watchlog.page_deep`: ms to read 40 rows 99,000 rows down the newest-first list.
/// - `watchlog.import_10k`: s to import a 10,000-row Letterboxd diary into the log, the median of
///   three diaries imported in turn (target ≤ 1).
struct WatchLogSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watchlog",
        abstract: "Times the watch log's search, opening and import on a 100,000-entry diary."
    )

    @Option(help: "Entries in the diary.")
    var entries = 100_000

    @Option(help: "Rows in the imported Letterboxd diary.")
    var importRows = 10_000

    @Option(help: "Timed opens (the median is reported).")
    var runs = 21

    func run() throws {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-bench-watchlog-\(getpid())")
        defer { try? FileManager.default.removeItem(at: profile) }
        let zone = TimeZone(identifier: "Asia/Ho_Chi_Minh") ?? .current
        var titles = BenchTitles(seed: 15)
        let start = Date(timeIntervalSince1970: 1_104_537_600)   // 2005-01-01
        try WatchLogStore(profile: profile).add(contentsOf: (0..<entries).map { i in
            WatchedEntry(title: titles.next(), type: i.isMultiple(of: 4) ? .tvShow : .movie, rating: 1 + i % 3,
                         watching: i.isMultiple(of: 50), createdAt: start + Double(i) * 6_000)
        })

        // Opening: a new connection pool, the schema check, the years and a screen of rows.
        var opens: [Double] = []
        var store: WatchLogStore?
        for _ in 0..<runs {
            opens.append(try Measure.nanoseconds {
                let opened = try WatchLogStore(profile: profile)
                _ = try opened.yearSections(in: zone)
                _ = try opened.entries(in: 0..<40)
                store = opened
            })
        }
        guard let store else { return }

        // A screen of rows deep in the list, as a scrollbar dragged near the end reads them.
        let deepPage = Measure.medianNanoseconds(runs: runs) { _ = try? store.entries(in: (entries - 1_000)..<(entries - 960)) }

        var keystrokes: [Double] = []
        for typed in ["the matrix", "amélie", "pho bo", "dep", "summer house", "golden empire", "ghost", "silent storm"] {
            for length in 1...typed.count {
                let text = String(typed.prefix(length))
                keystrokes.append(try Measure.nanoseconds { _ = try store.search(text) })
            }
        }

        // Three diaries of new titles, imported one after another (the log grows by each).
        var imports: [Double] = []
        for run in 0..<3 {
            let diary = BenchTitles.letterboxdDiary(rows: importRows, firstDay: run * importRows, titles: &titles)
            imports.append(try Measure.nanoseconds {
                let report = try store.importData(diary, file: "diary.csv", timeZone: zone, now: Date(timeIntervalSince1970: 1_800_000_000))
                guard report.added == importRows else { throw ValidationError("the import added \(report.added) of \(importRows) rows: \(report)") }
            })
        }

        Measure.report("watchlog.search_keystroke", Measure.median(keystrokes) / 1e6, "ms", decimals: 3)
        Measure.report("watchlog.search_keystroke_worst", (keystrokes.max() ?? 0) / 1e6, "ms", decimals: 3)
        Measure.report("watchlog.open_100k", Measure.median(opens) / 1e6, "ms")
        Measure.report("watchlog.page_deep", deepPage / 1e6, "ms", decimals: 3)
        Measure.report("watchlog.import_10k", Measure.median(imports) / 1e9, "s", decimals: 3)
        print("watchlog.entries: \(entries) entries")
    }
}

/// Titles of two to four words from a small vocabulary (diacritics, đ included), repeating as
/// rewatches do, from a fixed seed.
struct BenchTitles {
    static let words = ["the", "last", "night", "river", "amélie", "phở", "bò", "đẹp", "city", "love", "dark", "summer",
                        "house", "king", "blue", "road", "star", "war", "ghost", "heart", "paris", "hà", "nội", "sài",
                        "gòn", "mùa", "hè", "ngày", "xưa", "matrix", "heat", "alien", "dragon", "tiger", "garden",
                        "winter", "storm", "silent", "golden", "empire", "shadow", "secret", "lost", "wild", "broken",
                        "little", "big", "red", "black", "white", "moon", "sun", "sea", "island", "mountain", "forest",
                        "train", "station", "hotel", "café", "reloaded", "chungking", "express", "spirited", "away"]
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next title, capitalised.
    mutating func next() -> String {
        let count = 2 + Int(nextRandom() % 3)
        return (0..<count).map { _ in Self.words[Int(nextRandom() % UInt64(Self.words.count))].capitalized }
            .joined(separator: " ")
    }

    /// A step of a 64-bit linear congruential generator.
    mutating func nextRandom() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }

    /// A Letterboxd `diary.csv` of `rows` viewings a day apart from `firstDay` days after 1 January
    /// 2030 (none already in the log).
    static func letterboxdDiary(rows: Int, firstDay: Int, titles: inout BenchTitles) -> Data {
        var text = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
        let calendar = Calendar(identifier: .gregorian)
        let first = calendar.date(from: DateComponents(timeZone: TimeZone(identifier: "UTC"), year: 2030, month: 1, day: 1)) ?? Date()
        let day = DateFormatter()
        day.dateFormat = "yyyy-MM-dd"
        day.timeZone = TimeZone(identifier: "UTC")
        for row in 0..<rows {
            let date = day.string(from: first + Double(firstDay + row) * 86_400)
            let title = "\"\(titles.next()), Part \(row)\""
            text += "\(date),\(title),\(1950 + row % 70),https://boxd.it/\(row),\(Double(1 + row % 10) / 2),,\"tag, other\",\(date)\n"
        }
        return Data(text.utf8)
    }
}
