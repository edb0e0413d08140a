import Foundation
import GRDB
import Testing
@testable import WatchLogScene

@Suite struct WatchLogStoreTests {
    let profile: TemporaryProfile
    let store: WatchLogStore
    let utc = TimeZone(identifier: "UTC")!

    init() throws {
        profile = try TemporaryProfile()
        store = try WatchLogStore(profile: profile.url)
    }

    @discardableResult
    func add(_ title: String, _ date: Date, rating: Int? = 2, type: EntryType = .movie, watching: Bool = false) throws -> WatchedEntry {
        try store.add(WatchedEntry(title: title, type: type, rating: rating, watching: watching, createdAt: date), now: date)
    }

    @Test func theDatabaseIsOneWALFileInTheProfile() throws {
        #expect(store.url.path.hasSuffix("/watch-log/watchlog.sqlite"))
        #expect(FileManager.default.fileExists(atPath: store.url.path))
        let mode = try store.pool.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
        let foreignKeys = try store.pool.read { db in try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") }
        #expect(foreignKeys == true)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func addUpdateDeleteAndRestore() throws {
        let heat = try add("  Heat ", day(3))
        let id = try #require(heat.id)
        #expect(heat.title == "Heat")
        #expect(try store.entry(id: id) == heat)

        var changed = heat
        changed.rating = 3
        changed.notes = "The diner scene"
        changed.createdAt = day(99)   // the creation date is not the form's to change
        let saved = try store.update(changed, now: day(5))
        #expect(saved.createdAt == day(3) && saved.updatedAt == day(5))
        #expect(try store.entry(id: id) == saved)

        let deleted = try #require(try store.delete(id: id))
        #expect(try store.entry(id: id) == nil)
        #expect(try store.delete(id: id) == nil)
        try store.restore(deleted)
        #expect(try store.entry(id: id) == saved)
        #expect(try store.search("heat").map(\.id) == [id])
    }

    @Test func anInvalidEntryIsRefusedWithItsFieldErrors() throws {
        #expect(throws: WatchLogError.invalid([.title: .titleRequired, .rating: .ratingRequired])) {
            try add(" ", day(0), rating: nil)
        }
        #expect(throws: WatchLogError.noSuchEntry(42)) {
            try store.update(WatchedEntry(id: 42, title: "Heat", type: .movie, rating: 1, createdAt: day(0)), now: day(1))
        }
        #expect(throws: WatchLogError.notSaved) {
            try store.update(WatchedEntry(title: "Heat", type: .movie, rating: 1, createdAt: day(0)), now: day(1))
        }
        #expect(try store.count() == 0)
    }

    @Test func theDatabaseChecksMirrorTheValidationRules() throws {
        let insert = "INSERT INTO entry (title, titleKey, type, rating, notes, watching, createdAt, updatedAt) VALUES (?, '', ?, ?, ?, ?, 0, 0)"
        let refused: [StatementArguments] = [
            ["", "movie", 1, nil, 0],                                      // no title
            [String(repeating: "a", count: 201), "movie", 1, nil, 0],      // title too long
            [" Heat", "movie", 1, nil, 0],                                 // untrimmed
            ["Heat", "documentary", 1, nil, 0],                            // unknown type
            ["Heat", "movie", 4, nil, 0],                                  // rating out of range
            ["Heat", "movie", nil, nil, 0],                                // no rating, not watching
            ["Heat", "movie", 1, String(repeating: "n", count: 1_001), 0], // notes too long
            ["Heat", "movie", 1, nil, 2],                                  // watching not a flag
        ]
        for arguments in refused {
            #expect(throws: DatabaseError.self) { try store.pool.write { db in try db.execute(sql: insert, arguments: arguments) } }
        }
        try store.pool.write { db in
            try db.execute(sql: insert, arguments: [String(repeating: "👨‍👩‍👧‍👦", count: 200), "tv_show", nil, nil, 1])
        }
        #expect(try store.count() == 1)
        #expect(throws: DatabaseError.self) {
            try store.pool.write { db in try db.execute(sql: "UPDATE entry SET importBatchId = 7") }
        }
    }

    @Test func yearSectionsCountNewestFirstInTheGivenTimeZone() throws {
        try add("A", day(-400))                                       // 2023
        try add("B", day(-10))                                        // 2024
        try add("C", Date(timeIntervalSince1970: 1_735_687_800))       // 2024-12-31 23:30 UTC
        try add("D", day(40))                                         // 2025
        #expect(try store.yearSections(in: utc) == [
            YearSection(year: 2025, count: 1, firstIndex: 0),
            YearSection(year: 2024, count: 2, firstIndex: 1),
            YearSection(year: 2023, count: 1, firstIndex: 3),
        ])
        let hanoi = try #require(TimeZone(identifier: "Asia/Ho_Chi_Minh"))
        #expect(try store.yearSections(in: hanoi).map(\.count) == [2, 1, 1])
        #expect(try store.entries(in: 0..<4).map(\.title) == ["D", "C", "B", "A"])
        #expect(try store.entries(in: try store.yearSections(in: utc)[1].indices).map(\.title) == ["C", "B"])
        #expect(try store.entries(in: 3..<10).map(\.title) == ["A"])
        #expect(try store.entries(in: 9..<10).isEmpty)
    }

    @Test func anEmptyLogHasNoSections() throws {
        #expect(try store.yearSections(in: utc).isEmpty)
        #expect(try store.entries(in: 0..<20).isEmpty)
    }

    @Test func pagedReadsWalkTenThousandEntriesInOrder() throws {
        let entries = (0..<10_000).map { i in
            WatchedEntry(title: "Film \(i)", type: i.isMultiple(of: 3) ? .tvShow : .movie, rating: 1 + i % 3,
                         createdAt: day(Double(i) / 10))
        }
        try store.add(contentsOf: entries)
        #expect(try store.count() == 10_000)
        var seen: [String] = []
        for start in stride(from: 0, to: 10_000, by: 500) { seen += try store.entries(in: start..<(start + 500)).map(\.title) }
        #expect(seen == (0..<10_000).reversed().map { "Film \($0)" })
        let sections = try store.yearSections(in: utc)
        #expect(sections.map(\.year) == [2027, 2026, 2025])
        #expect(sections.reduce(0) { $0 + $1.count } == 10_000)
        #expect(sections[1].firstIndex == sections[0].count)
    }

    @Test func searchIgnoresCaseDiacriticsAndFoldsDStroke() throws {
        let amelie = try add("Amélie", day(0))
        let pho = try add("Phở Bò", day(1))
        let dep = try add("Đẹp Trai", day(2))
        try add("Heat", day(3))
        #expect(try store.search("amelie").map(\.id) == [amelie.id])
        #expect(try store.search("AMÉLIE").map(\.id) == [amelie.id])
        #expect(try store.search("pho").map(\.id) == [pho.id])
        #expect(try store.search("dep").map(\.id) == [dep.id])
        #expect(try store.search("đẹp").map(\.id) == [dep.id])
        #expect(try store.search("").isEmpty)
        #expect(try store.search("  \" * - ").isEmpty)
        #expect(try store.search("NEAR(x) OR y").isEmpty)
    }

    @Test func searchMatchesPrefixesAsTheUserTypes() throws {
        let matrix = try add("The Matrix", day(0))
        let reloaded = try add("The Matrix Reloaded", day(1))
        try add("Mad Max", day(2))
        #expect(Set(try store.search("m").map(\.title)) == ["The Matrix", "The Matrix Reloaded", "Mad Max"])
        #expect(Set(try store.search("mat").map(\.id)) == [matrix.id, reloaded.id])
        #expect(try store.search("the mat rel").map(\.id) == [reloaded.id])
        // Ranked: the shorter title that matches as well comes first.
        #expect(try store.search("matrix").map(\.id) == [matrix.id, reloaded.id])
        #expect(try store.search("matrixx").isEmpty)
    }

    @Test func aSearchWithMoreMatchesThanItRanksReturnsTheNewest() throws {
        let count = WatchLogStore.rankedMatches + 200
        try store.add(contentsOf: (0..<count).map { i in
            WatchedEntry(title: "Heat \(i)", type: .movie, rating: 1, createdAt: day(Double(i)))
        })
        let found = try store.search("h", limit: 10)
        #expect(found.map(\.title) == (0..<10).map { "Heat \(count - 1 - $0)" })
        #expect(try store.search("heat 7").first?.title == "Heat 7")
    }

    @Test func aSearchCountsEveryMatchAndItsPagesReachThemAll() throws {
        // A diary of 10,000 entries, 1,038 of them titled Amélie something.
        let amelies = Set(stride(from: 3, to: 10_000, by: 9).prefix(1_038))
        try store.add(contentsOf: (0..<10_000).map { i in
            WatchedEntry(title: amelies.contains(i) ? "Amélie \(i)" : "Film \(i)", type: .movie, rating: 1 + i % 3,
                         createdAt: day(Double(i) / 10))
        })
        #expect(try store.searchCount("amelie") == 1_038)
        #expect(try store.searchCount("AMÉLIE 1") == amelies.filter { String($0).hasPrefix("1") }.count)
        #expect(try store.searchCount("") == 0 && store.searchCount("zzz") == 0 && store.searchCount("NEAR(x) OR y") == 0)

        // Page after page, every match comes once, the ranked first page first.
        var seen: [WatchedEntry] = []
        for start in stride(from: 0, to: 1_100, by: WatchLogStore.searchPageSize) {
            seen += try store.search("amelie", in: start..<(start + WatchLogStore.searchPageSize))
        }
        #expect(seen.count == 1_038)
        #expect(Set(seen.compactMap(\.id)).count == 1_038)
        #expect(Set(seen.map(\.title)) == Set(amelies.map { "Amélie \($0)" }))
        #expect(Array(seen.prefix(WatchLogStore.searchPageSize)) == (try store.search("amelie")))
        // Past the ranked matches the older ones follow, newest first.
        let older = seen.dropFirst(WatchLogStore.rankedMatches).compactMap(\.id)
        #expect(older.count == 38 && older == older.sorted(by: >))
        #expect(try store.search("amelie", in: 1_038..<1_100).isEmpty)
        // One read returns a page at most, however long the range asked for.
        #expect(try store.search("amelie", in: 0..<1_038).count == WatchLogStore.searchPageSize)
        #expect(try store.search("amelie", in: 990..<1_010).map(\.id) == seen[990..<1_010].map(\.id))
    }

    @Test func theSearchIndexFollowsUpdatesAndDeletes() throws {
        var entry = try add("Amélie", day(0))
        entry.title = "Chungking Express"
        entry = try store.update(entry, now: day(1))
        #expect(try store.search("amelie").isEmpty)
        #expect(try store.search("chung").map(\.id) == [entry.id])
        try store.delete(id: try #require(entry.id))
        #expect(try store.search("chung").isEmpty)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func rewatchesAreEntriesWithTheSameNormalisedTitle() throws {
        let first = try add("Heat", day(-800))
        let second = try add("  HEAT ", day(-300))
        let third = try add("heat", day(10), rating: nil, watching: true)
        try add("Heat 2", day(11))
        #expect(try store.viewings(of: "héat ").map(\.id) == [first.id, second.id, third.id])
        #expect(try store.otherViewings(of: second).map(\.id) == [first.id, third.id])
        #expect(try store.viewings(of: "Heat 3").isEmpty)
        #expect(try store.viewings(of: "  ").isEmpty)
        #expect(try store.otherViewings(of: second).map { $0.year(in: utc) } == [2022, 2025])
    }

    @Test func theStoreReopensWithItsEntries() throws {
        try add("Phở", day(0))
        let reopened = try WatchLogStore(profile: profile.url)
        #expect(try reopened.search("pho").map(\.title) == ["Phở"])
    }

    @Test func aFileThatIsNotADatabaseIsACleanError() throws {
        let folder = profile.url.appendingPathComponent("broken/watch-log")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 4096).write(to: folder.appendingPathComponent("watchlog.sqlite"))
        #expect {
            try WatchLogStore(profile: profile.url.appendingPathComponent("broken"))
        } throws: { error in
            "\(error)".contains("watchlog.sqlite")
        }
    }
}
