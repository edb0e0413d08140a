import Foundation
import GRDB
import Testing
@testable import Records

/// Every word typed is a prefix; an exact key comes first, then the newest; results come a page
/// at a time.
@Suite struct PrefixSearchTests {
    struct Film: FetchableRecord {
        var key: String
        var seen: Int
        init(row: Row) throws { key = row["key"]; seen = row["seen"] }
    }

    static let search = PrefixSearch(table: "film", index: "film_search", keyColumn: "key", newestColumn: "seen")

    static func database(_ titles: [String]) throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE film (id INTEGER PRIMARY KEY, key TEXT NOT NULL, seen INTEGER NOT NULL);
                CREATE VIRTUAL TABLE film_search USING fts5(key, content = 'film', content_rowid = 'id',
                    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3');
                CREATE TRIGGER film_search_insert AFTER INSERT ON film BEGIN
                    INSERT INTO film_search (rowid, key) VALUES (new.id, new.key);
                END;
                """)
            for (index, title) in titles.enumerated() {
                try db.execute(sql: "INSERT INTO film (key, seen) VALUES (?, ?)", arguments: [SearchKey.normalise(title), index])
            }
        }
        return queue
    }

    @Test func wordsArePrefixesAndAnExactKeyComesFirst() throws {
        let queue = try Self.database(["Heat", "Heathers", "The Heat", "Phở Bò", "Ran"])
        try queue.read { db in
            let keys = (try Self.search.results("heat", in: 0..<10, db: db) as [Film]).map(\.key)
            #expect(keys.first == "heat")
            #expect(Set(keys) == ["heat", "heathers", "the heat"])
            #expect(try Self.search.count("PHO b", in: db) == 1)
            #expect(try Self.search.count("  ", in: db) == 0)
        }
        #expect(PrefixSearch.pattern("phở b") == "\"pho\"* \"b\"*")
    }

    @Test func aLongRangeIsReadAPageAtATimeAndTheIndexIsBuiltAtTheEnd() throws {
        let queue = try Self.database([])
        try queue.write { db in
            try Self.search.indexingAtEnd(insertTrigger: "film_search_insert", in: db) {
                for index in 0..<120 { try db.execute(sql: "INSERT INTO film (key, seen) VALUES ('alien', ?)", arguments: [index]) }
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'trigger'") == 0)
            }
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'trigger'") == 1)
        }
        try queue.read { db in
            #expect(try Self.search.count("ali", in: db) == 120)
            let page: [Film] = try Self.search.results("ali", in: 0..<120, db: db)
            #expect(page.count == PrefixSearch.pageSize)
            #expect(page.map(\.seen) == Array((70..<120).reversed()), "the newest first")
        }
    }
}
