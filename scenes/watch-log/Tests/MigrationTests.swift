import Foundation
import GRDB
import Testing
@testable import WatchLogScene

@Suite struct MigrationTests {
    @Test func aFirstVersionDatabaseMigratesWithItsRows() throws {
        let profile = try TemporaryProfile()
        let folder = profile.url.appendingPathComponent(WatchLogStore.folderName)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(WatchLogStore.fileName)
        do {
            // The database as the first version wrote it: no title keys, no search index.
            let old = try DatabaseQueue(path: file.path, configuration: HostileDiary.configuration)
            try WatchLogSchema.migrator.migrate(old, upTo: WatchLogSchema.versions[0])
            try old.write { db in
                try db.execute(sql: """
                    INSERT INTO entry (title, type, rating, notes, watching, createdAt, updatedAt) VALUES
                    ('Amélie', 'movie', 3, 'Paris', 0, 1000, 1000),
                    ('Đẹp Trai', 'tv_show', NULL, NULL, 1, 2000, 2500),
                    ('AMÉLIE', 'movie', 2, NULL, 0, 3000, 3000)
                    """)
                #expect(try db.columns(in: "entry").map(\.name).contains("titleKey") == false)
            }
            try old.close()
        }
        let store = try WatchLogStore(profile: profile.url)
        let applied = try store.pool.read { db in try WatchLogSchema.migrator.appliedMigrations(db) }
        #expect(applied == WatchLogSchema.versions)
        #expect(try store.count() == 3)
        let dep = try #require(try store.search("dep").first)
        #expect(dep.title == "Đẹp Trai" && dep.watching && dep.rating == nil && dep.type == .tvShow)
        #expect(dep.updatedAt == Date(timeIntervalSince1970: 2.5))
        #expect(try store.viewings(of: "amelie").map(\.rating) == [3, 2])
        #expect(try store.integrityCheck() == ["ok"])
        // New rows after the migration are indexed by the triggers.
        try store.add(WatchedEntry(title: "Phở", type: .movie, rating: 1, createdAt: day(0)), now: day(0))
        #expect(try store.search("pho").map(\.title) == ["Phở"])
    }

    @Test func aMigratedDatabaseOpensAgainWithoutChange() throws {
        let profile = try TemporaryProfile()
        try WatchLogStore(profile: profile.url).add(WatchedEntry(title: "Heat", type: .movie, rating: 2, createdAt: day(0)), now: day(0))
        let again = try WatchLogStore(profile: profile.url)
        #expect(try again.count() == 1)
        #expect(try again.pool.read { db in try WatchLogSchema.migrator.hasCompletedMigrations(db) })
    }
}
