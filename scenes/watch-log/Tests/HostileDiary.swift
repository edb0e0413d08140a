import Foundation
import GRDB
@testable import WatchLogScene

/// A generator of hostile diary files: a real diary (made by the migrations, with a few entries)
/// changed by one `Mutation`, as someone could hand-craft one and send it inside a replay.
struct HostileDiary {
    /// A connection as any program would open a diary: foreign keys on and the schema's
    /// `graphemes` function there, none of the store's defences (so a test can damage the file).
    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            db.add(function: DatabaseFunction("graphemes", argumentCount: 1, pure: true) { values in
                String.fromDatabaseValue(values[0])?.count
            })
        }
        return configuration
    }

    /// One way a diary file is made hostile or damaged.
    enum Mutation: CustomStringConvertible {
        /// SQL run on the diary through a trusted connection that may change anything, the schema
        /// text too (`writable_schema`), with CHECK constraints off.
        case sql(String, label: String)
        /// The file cut to `fraction` of its length.
        case truncated(fraction: Double)
        /// `count` bytes of the file overwritten with random bytes past the first `from` bytes.
        case scribbled(count: Int, from: Int)
        /// The diary with writes left in its WAL, the WAL cut to `fraction` of its length.
        case truncatedWAL(fraction: Double)
        /// Random bytes instead of a database.
        case noise(bytes: Int)

        var description: String {
            switch self {
            case .sql(_, let label): label
            case .truncated(let fraction): "truncated to \(Int(fraction * 100)) %"
            case .scribbled(let count, let from): "\(count) random bytes past byte \(from)"
            case .truncatedWAL(let fraction): "WAL truncated to \(Int(fraction * 100)) %"
            case .noise(let bytes): "\(bytes) random bytes"
            }
        }
    }

    /// An endless recursive query, as a view or trigger body would use it.
    static let endless = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r"

    /// The entry columns and values no diary may hold, with what each stands for.
    static let badValues: [(column: String, value: String)] = [
        ("createdAt", "'garbage'"), ("createdAt", "'99999-01-01'"), ("createdAt", "1e308"), ("createdAt", "-1e308"),
        ("createdAt", "9223372036854775807"), ("createdAt", "x'00ff'"), ("createdAt", "1.5"), ("updatedAt", "'garbage'"),
        ("title", "42"), ("title", "x'41'"), ("title", "'a' || char(0) || 'b'"), ("title", "''"),
        ("title", "printf('%.*c', 10000000, 'x')"), ("title", "printf('%.*c', 5000, char(769))"),
        ("notes", "printf('%.*c', 10000000, 'n')"), ("notes", "'x' || char(0)"), ("notes", "3.25"),
        ("type", "'documentary'"), ("type", "1"), ("rating", "7"), ("rating", "'two'"), ("rating", "2.5"),
        ("watching", "'yes'"), ("watching", "5"), ("titleKey", "x'00'"), ("importBatchId", "'batch'"),
    ]

    /// The hostile changes to the schema: foreign objects, replaced tables, altered SQL.
    static let schemaMutations: [Mutation] = [
        .sql("""
            DROP TRIGGER entry_search_insert; DROP TRIGGER entry_search_delete; DROP TRIGGER entry_search_update;
            ALTER TABLE entry RENAME TO old_entry;
            CREATE VIEW entry AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r)
                SELECT n AS id, 'x' AS title, '' AS titleKey, 'movie' AS type, 1 AS rating, NULL AS notes,
                       0 AS watching, 0 AS createdAt, 0 AS updatedAt, NULL AS importBatchId FROM r;
            """, label: "entry as a view over an endless recursive query"),
        .sql("CREATE VIEW later AS \(endless)", label: "a foreign view"),
        .sql("CREATE TABLE extra (x)", label: "a foreign table"),
        .sql("CREATE INDEX entry_twice ON entry (createdAt * 2)", label: "a foreign expression index"),
        .sql("CREATE TRIGGER spin AFTER INSERT ON entry BEGIN SELECT (\(endless)); END", label: "a trigger over a recursive query"),
        .sql("CREATE TRIGGER spin BEFORE DELETE ON entry BEGIN SELECT load_extension('/tmp/x.so'); END", label: "a trigger loading an extension"),
        .sql("DROP INDEX entry_by_created", label: "a missing index"),
        .sql("ANALYZE; UPDATE sqlite_stat1 SET stat = '1 1 1'", label: "planner statistics"),
        .sql("""
            PRAGMA writable_schema = ON;
            UPDATE sqlite_schema SET sql = replace(sql, 'createdAt INTEGER NOT NULL', 'createdAt NOT NULL') WHERE name = 'entry';
            PRAGMA writable_schema = OFF;
            """, label: "entry's SQL altered"),
        .sql("""
            PRAGMA writable_schema = ON;
            UPDATE sqlite_schema SET sql = 'CREATE TRIGGER entry_search_insert AFTER INSERT ON entry BEGIN SELECT 1; END'
                WHERE name = 'entry_search_insert';
            PRAGMA writable_schema = OFF;
            """, label: "a trigger's SQL altered"),
        .sql("PRAGMA user_version = 999", label: "user_version 999"),
        .sql("PRAGMA user_version = -3", label: "user_version -3"),
        .sql("INSERT INTO grdb_migrations VALUES ('v4-from-the-future')", label: "an unknown migration"),
        .sql("DELETE FROM grdb_migrations WHERE identifier = 'v2-title-search'", label: "a gap in the migrations"),
        .sql("DROP TABLE grdb_migrations; CREATE VIEW grdb_migrations AS SELECT 'v1-entries' AS identifier",
             label: "the migrations record as a view"),
        .sql("INSERT INTO entry (id, title, titleKey, type, rating, watching, createdAt, updatedAt) VALUES (-5, 'Neg', 'neg', 'movie', 1, 0, 0, 0)",
             label: "a negative id"),
        .sql("INSERT INTO entry (id, title, titleKey, type, rating, watching, createdAt, updatedAt) VALUES (9223372036854775807, 'Top', 'top', 'movie', 1, 0, 0, 0)",
             label: "the largest id"),
        .sql("UPDATE sqlite_sequence SET seq = 9223372036854775807 WHERE name = 'entry'", label: "an id counter at the top"),
        .sql("UPDATE sqlite_sequence SET seq = 'many' WHERE name = 'entry'", label: "an id counter that is text"),
    ]

    /// Every hostile case: the schema mutations, each bad value, and `random` cases of damaged
    /// bytes drawn from `seed`.
    static func cases(random: Int, seed: UInt64) -> [Mutation] {
        var cases = schemaMutations
        cases += badValues.map { .sql("UPDATE entry SET \($0.column) = \($0.value) WHERE id = 2", label: "\($0.column) = \($0.value)") }
        var generator = SplitMix64(seed: seed)
        for index in 0..<random {
            let fraction = Double(generator.next() % 1_000) / 1_000
            switch index % 4 {
            case 0: cases.append(.truncated(fraction: fraction))
            case 1: cases.append(.scribbled(count: 1 + Int(generator.next() % 64), from: Int(generator.next() % 2) * 100))
            case 2: cases.append(.truncatedWAL(fraction: fraction))
            default: cases.append(.noise(bytes: Int(generator.next() % 20_000)))
            }
        }
        return cases
    }

    /// A fresh, valid diary with `entries` entries, written at `file` (in WAL mode, checkpointed).
    static func makeDiary(at file: URL, entries: Int = 12) throws {
        let store = try WatchLogStore(file: file)
        var made: [WatchedEntry] = []
        for index in 0..<entries {
            let type: EntryType = index % 3 == 0 ? .tvShow : .movie
            let notes: String? = index % 2 == 0 ? "notes \(index)" : nil
            let date = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 86_400)
            made.append(WatchedEntry(title: "Film \(index)", type: type, rating: 1 + index % 3, notes: notes, createdAt: date))
        }
        try store.add(contentsOf: made)
        try store.pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
    }

    /// Applies `mutation` to the diary at `file` (made by `makeDiary`), with `generator`'s bytes.
    static func apply(_ mutation: Mutation, to file: URL, using generator: inout SplitMix64) throws {
        switch mutation {
        case .sql(let sql, _):
            let queue = try DatabaseQueue(path: file.path, configuration: HostileDiary.configuration)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA ignore_check_constraints = ON; PRAGMA foreign_keys = OFF")
                try db.execute(sql: sql)
                _ = try db.checkpoint(.truncate)
            }
            try queue.close()
        case .truncated(let fraction):
            let bytes = try Data(contentsOf: file)
            try bytes.prefix(Int(Double(bytes.count) * fraction)).write(to: file)
        case .scribbled(let count, let from):
            var bytes = [UInt8](try Data(contentsOf: file))
            for _ in 0..<count where bytes.count > from {
                bytes[from + Int(generator.next() % UInt64(bytes.count - from))] = UInt8(truncatingIfNeeded: generator.next())
            }
            try Data(bytes).write(to: file)
        case .truncatedWAL(let fraction):
            // Copies the database and its WAL while a writer holds them, as a crash would leave them.
            let copy = file.deletingLastPathComponent().appendingPathComponent("live.sqlite")
            try FileManager.default.copyItem(at: file, to: copy)
            let queue = try DatabasePool(path: copy.path, configuration: HostileDiary.configuration)
            try queue.write { db in
                try db.execute(sql: "INSERT INTO entry (title, titleKey, type, rating, watching, createdAt, updatedAt) VALUES ('WAL', 'wal', 'movie', 2, 0, 5, 5)")
            }
            let wal = try Data(contentsOf: URL(fileURLWithPath: copy.path + "-wal"))
            try Data(contentsOf: copy).write(to: file)
            try wal.prefix(Int(Double(wal.count) * fraction)).write(to: URL(fileURLWithPath: file.path + "-wal"))
            try queue.close()
        case .noise(let count):
            try Data((0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }).write(to: file)
        }
    }
}

/// A small seeded random number generator, so each run draws the same cases.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
