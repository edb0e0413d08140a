import ArgumentParser
import Engine
import Foundation
import WatchLogScene

/// `diorama-bench watchlog`: the watch log on a large diary, its store and its screens.
///
/// The screens' figures (the scene on the diary, `--frames 0` skips the window ones):
/// - `watchlog.dashboard_frame`: the median frame of the dashboard in a real 450 × 800 SDL
///   window (an Xvfb display of its own when none is set) while the wheel scrolls the year list
///   down the diary: events, ticks, drawing and presenting, vsync off so the figure is the work
///   done; target ≤ 2 ms. `_p95` is the 95th percentile, and `watchlog.dashboard_frame_empty`
///   the baseline in the same run: the same window and wheel on an empty diary.
/// - `watchlog.open_100k`: ms from starting a session on the diary to its first frame drawn and
///   presented in such a window (the database opened, the years and first rows read, the tree
///   laid out, the window opened), the median of several; target ≤ 300.
///   `watchlog.open_empty` is the baseline on an empty diary, and `watchlog.open_100k_extra`
///   the difference, what the diary itself costs. `watchlog.open_100k_cold` is the same start
///   with the database's files dropped from the kernel's page cache first, as after a reboot.
/// - `watchlog.search_keystroke`: ms for one more typed character in the scene's search, the
///   tick that runs the search and rebuilds the tree with the results plus the draw list built
///   from it, the median over typing several titles letter by letter (target ≤ 5); `_worst` is
///   the slowest keystroke and `watchlog.search_keystroke_empty` the baseline, the same typing
///   on an empty diary.
///
/// The store's figures:
/// - `watchlog.search_query`: ms for the store's search alone after one more typed character
///   (the count of every match and the first page of results), the median over the same typing;
///   `_worst` is the slowest.
/// - `watchlog.open_store_100k`: ms to open the database and read the year sections and the
///   first screen of rows.
/// - `watchlog.page_deep`: ms to read 40 rows 99,000 rows down the newest-first list.
/// - `watchlog.import_10k`: s to import a 10,000-row Letterboxd diary into the log, the median of
///   three diaries imported in turn (target ≤ 1).
///
/// The import's memory (see `ImportPeaks`; `--import-megabytes 0 --import-entries 0` skips it):
/// - `watchlog.import_csv_peak_mb`: the peak resident MB of `diorama watch-log import` on a
///   100 MB Letterboxd diary (target ≤ 160), beside `_small`, the same on a 10 MB one, and
///   `_ratio`, the one over the other (target ≤ 1.25).
/// - `watchlog.import_json_peak_mb`: the same on a 1,000,000-entry JSON export, beside 100,000.
struct WatchLogSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watchlog",
        abstract: "Times the watch log's search, opening and import on a 100,000-entry diary."
    )

    @Option(help: "Entries in the diary.")
    var entries = 100_000

    @Option(help: "Rows in the imported Letterboxd diary.")
    var importRows = 10_000

    @Option(help: "MB of the Letterboxd diary whose import's peak memory is measured (0 skips it).")
    var importMegabytes = 100

    @Option(help: "Entries of the JSON export whose import's peak memory is measured (0 skips it).")
    var importEntries = 1_000_000

    @Option(help: "Timed opens of the store (the median is reported).")
    var runs = 21

    @Option(help: "Frames to time in the window while scrolling (0 skips the window figures).")
    var frames = 2_400

    @Option(help: "Timed sessions started to their first frame, on each diary (the median is reported).")
    var sessions = 7

    /// The titles typed letter by letter in the search.
    static let typed = ["the matrix", "amélie", "pho bo", "dep", "summer house", "golden empire", "ghost", "silent storm"]

    func validate() throws {
        guard entries > 0, importRows > 0, runs > 0, sessions > 0, frames >= 0, importMegabytes >= 0, importEntries >= 0 else {
            throw ValidationError("entries, import rows, runs and sessions must be positive, frames and the import's sizes not negative")
        }
        // The import refuses files over 256 MiB: 200 MB of diary, or about a million entries of JSON.
        guard importMegabytes <= 200, importEntries <= 1_200_000 else {
            throw ValidationError("--import-megabytes goes up to 200 and --import-entries to 1200000 (the import reads at most 256 MiB)")
        }
    }

    func run() throws {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-bench-watchlog-\(getpid())")
        let emptyProfile = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-bench-watchlog-empty-\(getpid())")
        defer {
            try? FileManager.default.removeItem(at: profile)
            try? FileManager.default.removeItem(at: emptyProfile)
        }
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
        for typed in Self.typed {
            for length in 1...typed.count {
                let text = String(typed.prefix(length))
                keystrokes.append(try Measure.nanoseconds {
                    _ = try store.searchCount(text)
                    _ = try store.search(text)
                })
            }
        }

        // The scene on the same diary, before the imports grow it.
        let full = factory(profile: profile), empty = factory(profile: emptyProfile)
        let typing = try typeInSearch(full, expecting: entries), typingEmpty = try typeInSearch(empty, expecting: 0)
        var dashboard: [Double] = [], dashboardEmpty: [Double] = [], firstFrames: [Double] = [], firstFramesEmpty: [Double] = []
        var firstFramesCold: [Double] = []
        if frames > 0 {
            dashboard = try scrollDashboard(full)
            dashboardEmpty = try scrollDashboard(empty)
            let display = try BenchDisplay.ensure()
            defer { display.stop() }
            for _ in 0..<sessions {   // alternately, so both see the same load
                firstFrames.append(try WindowFrames.firstFrame { try full.makeRunner(sceneID: WatchLogScene.info.id, seed: 1) })
                firstFramesEmpty.append(try WindowFrames.firstFrame { try empty.makeRunner(sceneID: WatchLogScene.info.id, seed: 1) })
                PageCache.evict(folder: profile.appendingPathComponent(WatchLogStore.folderName).path)
                firstFramesCold.append(try WindowFrames.firstFrame { try full.makeRunner(sceneID: WatchLogScene.info.id, seed: 1) })
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

        if frames > 0 {
            Measure.report("watchlog.dashboard_frame", Measure.median(dashboard), "ms")
            Measure.report("watchlog.dashboard_frame_p95", Measure.percentile(dashboard, 95), "ms")
            Measure.report("watchlog.dashboard_frame_empty", Measure.median(dashboardEmpty), "ms")
            Measure.report("watchlog.open_100k", Measure.median(firstFrames), "ms", decimals: 1)
            Measure.report("watchlog.open_100k_cold", Measure.median(firstFramesCold), "ms", decimals: 1)
            Measure.report("watchlog.open_empty", Measure.median(firstFramesEmpty), "ms", decimals: 1)
            Measure.report("watchlog.open_100k_extra", Measure.median(firstFrames) - Measure.median(firstFramesEmpty), "ms", decimals: 1)
        }
        Measure.report("watchlog.search_keystroke", Measure.median(typing) / 1e6, "ms", decimals: 3)
        Measure.report("watchlog.search_keystroke_worst", (typing.max() ?? 0) / 1e6, "ms", decimals: 3)
        Measure.report("watchlog.search_keystroke_empty", Measure.median(typingEmpty) / 1e6, "ms", decimals: 3)
        Measure.report("watchlog.search_query", Measure.median(keystrokes) / 1e6, "ms", decimals: 3)
        Measure.report("watchlog.search_query_worst", (keystrokes.max() ?? 0) / 1e6, "ms", decimals: 3)
        Measure.report("watchlog.open_store_100k", Measure.median(opens) / 1e6, "ms")
        Measure.report("watchlog.page_deep", deepPage / 1e6, "ms", decimals: 3)
        Measure.report("watchlog.import_10k", Measure.median(imports) / 1e9, "s", decimals: 3)
        print("watchlog.entries: \(entries) entries")
        try ImportPeaks(megabytes: importMegabytes, entries: importEntries).run()
    }

    /// Starts watch-log sessions on the diary in `profile`.
    private func factory(profile: URL) -> SessionFactory {
        SessionFactory(catalog: SceneCatalog([WatchLogScene.self]), assets: AssetStore(root: FileManager.default.currentDirectoryPath),
                       profile: SaveStore(directory: profile.path))
    }

    /// Nanoseconds for each typed character of `typed` in the search of a session on `factory`'s
    /// diary: the tick that handles it (the search run, the tree rebuilt with the results) and
    /// the draw list built from the tree.
    /// - Throws: `ValidationError` when the session does not show `entries` entries or its
    ///   search does not open.
    private func typeInSearch(_ factory: SessionFactory, expecting entries: Int) throws -> [Double] {
        let runner = try factory.makeRunner(sceneID: WatchLogScene.info.id, seed: 1)
        defer { runner.end() }
        guard runner.probes()["entries"] == .int(entries) else {
            throw ValidationError("the watch log shows \(runner.probes()["entries"]?.description ?? "no") entries, not \(entries)")
        }
        var samples: [Double] = []
        for title in Self.typed {
            runner.send(.text("/"))
            runner.runTick()
            guard runner.probes()["search_open"] == .bool(true) else { throw ValidationError("the watch log's search did not open on /") }
            for character in title {
                runner.send(.text(String(character)))
                samples.append(Measure.nanoseconds {
                    runner.runTick()
                    _ = runner.draw(interpolation: 0)
                })
            }
            runner.send(.keyDown(KeyPress(.escape)))
            runner.runTick()
        }
        return samples
    }

    /// Frame times, in ms, of the dashboard of a session on `factory`'s diary in a window while
    /// the wheel turns three notches down a tick over the year list.
    private func scrollDashboard(_ factory: SessionFactory) throws -> [Double] {
        let runner = try factory.makeRunner(sceneID: WatchLogScene.info.id, seed: 1)
        var turnedBefore: UInt64?
        return try WindowFrames.measure(runner, frames: frames, vsync: false) { frame in
            if frame == 0 { return [.pointerMove(Vec2(360, 640))] }
            guard runner.nextTick != turnedBefore else { return [] }
            turnedBefore = runner.nextTick
            return [.wheel(-3)]
        }
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
