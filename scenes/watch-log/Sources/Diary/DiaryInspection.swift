import GRDB

/// The checks a diary file passes before the store migrates or reads it: its schema version,
/// its schema (every table, index, view and trigger exactly as the migrations make them, for
/// the migrations it records), SQLite's own check of its pages, and its rows' types and ranges.
///
/// The schema check is what makes the file's SQL safe to run: a file whose `entry` is a view
/// over an endless recursive query, or which adds a trigger, is refused by name before any
/// statement touches those objects. The row check is what lets the rest of the store trust the
/// values it reads (dates that are integers in range, text without NULs of a bounded size).
enum DiaryInspection {
    /// The most schema entries a diary may have; the migrations make about twenty.
    static let maxSchemaObjects = 64
    /// The most applied migrations read from a file.
    static let maxMigrations = 64
    /// The most problems named in one message.
    static let problemsNamed = 3

    /// The schema after each number of migrations: `expected[k]` after the first `k`.
    static let expected: [Set<SchemaObject>] = {
        (0...WatchLogSchema.versions.count).map { count in
            do {
                let queue = try DatabaseQueue(configuration: WatchLogSchema.configuration)
                if count > 0 { try WatchLogSchema.migrator.migrate(queue, upTo: WatchLogSchema.versions[count - 1]) }
                return try queue.read { db in Set(try SchemaObject.all(in: db, limit: maxSchemaObjects).map(\.comparable)) }
            } catch {
                // The migrations run on an empty in-memory database; they cannot fail but by a bug.
                preconditionFailure("the watch log's migrations failed in memory: \(error)")
            }
        }
    }()

    /// Checks `db` (opened with `DiaryConnection`'s defences, not yet migrated).
    /// - Throws: `DiaryProblem` saying what is wrong.
    static func inspect(_ db: Database) throws {
        let userVersion = try Int64.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        // Diorama leaves user_version at 0 (its migrations are recorded by name instead): any
        // other value was set by something else, a higher one presumably by a newer schema.
        guard userVersion <= 0 else { throw DiaryProblem.newer(WatchLogStrings.newerSchemaVersion(userVersion)) }
        guard userVersion == 0 else { throw DiaryProblem.damaged(WatchLogStrings.badSchemaVersion(userVersion)) }
        let objects = Set(try SchemaObject.all(in: db, limit: maxSchemaObjects).map(\.comparable))
        let applied = try appliedMigrations(db, objects: objects)
        try compare(objects, with: expected[applied])
        try checkPages(db)
        if applied > 0 { try checkRows(db, migrations: applied) }
    }

    /// How many migrations the file records, once its record is the migrator's own table.
    private static func appliedMigrations(_ db: Database, objects: Set<SchemaObject>) throws -> Int {
        guard let record = expected.last?.first(where: { $0.name == WatchLogSchema.migrationsTable }),
              objects.contains(record) else { return 0 }
        let identifiers: [String]
        do {
            identifiers = try String.fetchAll(db, sql: "SELECT identifier FROM \(WatchLogSchema.migrationsTable) LIMIT ?",
                                              arguments: [maxMigrations + 1])
        } catch let error as DatabaseError where error.resultCode != .SQLITE_INTERRUPT {
            throw DiaryProblem.damaged(error.message ?? "\(error)")
        } catch let error as DatabaseError {
            throw error
        } catch {
            throw DiaryProblem.damaged(WatchLogStrings.unreadableMigrations)
        }
        if let unknown = identifiers.first(where: { !WatchLogSchema.versions.contains($0) }) {
            throw DiaryProblem.newer(WatchLogStrings.unknownMigration(String(unknown.prefix(80))))
        }
        // Migrations run in order, so the applied ones are always the first few.
        guard Set(identifiers) == Set(WatchLogSchema.versions.prefix(identifiers.count)) else {
            throw DiaryProblem.damaged(WatchLogStrings.migrationsOutOfOrder)
        }
        return identifiers.count
    }

    /// Refuses `objects` unless they are exactly `expected`, naming what is foreign, altered or
    /// missing.
    static func compare(_ objects: Set<SchemaObject>, with expected: Set<SchemaObject>) throws {
        guard objects != expected else { return }
        let expectedNames = Set(expected.map { [$0.type, $0.name] })
        let foreign = objects.subtracting(expected).sorted { ($0.type, $0.name) < ($1.type, $1.name) }
        // Foreign objects first (a view or trigger smuggled in), then altered ones, then missing.
        var problems = foreign.filter { !expectedNames.contains([$0.type, $0.name]) }
            .map { WatchLogStrings.foreignObject($0.description) }
        problems += foreign.filter { expectedNames.contains([$0.type, $0.name]) }.map { WatchLogStrings.alteredObject($0.description) }
        let names = Set(objects.map { [$0.type, $0.name] })
        problems += expected.subtracting(objects).filter { !names.contains([$0.type, $0.name]) }
            .sorted { ($0.type, $0.name) < ($1.type, $1.name) }.map { WatchLogStrings.missingObject($0.description) }
        throw DiaryProblem.damaged(WatchLogStrings.schemaProblems(Array(problems.prefix(problemsNamed)),
                                                                  more: max(0, problems.count - problemsNamed)))
    }

    /// SQLite's quick check of every page (the b-trees' structure, cell sizes, record formats).
    private static func checkPages(_ db: Database) throws {
        let problems = try String.fetchAll(db, sql: "PRAGMA quick_check(\(problemsNamed))")
        guard problems == ["ok"] else { throw DiaryProblem.damaged(problems.joined(separator: "; ")) }
    }

    /// Refuses the first row whose values the schema's types and the store's limits do not
    /// allow, in one pass over the table; `migrations` says which columns it has.
    private static func checkRows(_ db: Database, migrations: Int) throws {
        let dates = EntryLimits.milliseconds
        func text(_ column: String, maxBytes: Int) -> String {
            "typeof(\(column)) != 'text' OR length(CAST(\(column) AS BLOB)) > \(maxBytes) OR instr(CAST(\(column) AS BLOB), x'00') > 0"
        }
        var cases = [
            ("id", "typeof(id) != 'integer' OR id < 1"),
            ("title", text("title", maxBytes: EntryLimits.titleBytes) + " OR length(title) = 0"),
            ("type", "typeof(type) != 'text' OR type NOT IN ('\(EntryType.movie.rawValue)', '\(EntryType.tvShow.rawValue)')"),
            ("rating", "rating IS NOT NULL AND (typeof(rating) != 'integer' OR rating NOT BETWEEN "
                + "\(EntryLimits.ratings.lowerBound) AND \(EntryLimits.ratings.upperBound))"),
            ("notes", "notes IS NOT NULL AND (\(text("notes", maxBytes: EntryLimits.notesBytes)))"),
            ("watching", "typeof(watching) != 'integer' OR watching NOT IN (0, 1)"),
            ("createdAt", "typeof(createdAt) != 'integer' OR createdAt NOT BETWEEN \(dates.lowerBound) AND \(dates.upperBound)"),
            ("updatedAt", "typeof(updatedAt) != 'integer' OR updatedAt NOT BETWEEN \(dates.lowerBound) AND \(dates.upperBound)"),
        ]
        if migrations >= 2 { cases.append(("titleKey", text("titleKey", maxBytes: EntryLimits.titleBytes))) }
        if migrations >= 3 { cases.append(("importBatchId", "importBatchId IS NOT NULL AND typeof(importBatchId) != 'integer'")) }
        let problem = cases.map { "WHEN \($0.1) THEN '\($0.0)'" }.joined(separator: " ")
        let row = try Row.fetchOne(db, sql: """
            SELECT quote(id) AS id, problem FROM (SELECT id, CASE \(problem) END AS problem FROM entry)
            WHERE problem IS NOT NULL LIMIT 1
            """)
        if let row {
            let id: String = (try? row.decode(forColumn: "id")) ?? "?"
            let column: String = (try? row.decode(forColumn: "problem")) ?? "?"
            throw DiaryProblem.damaged(WatchLogStrings.badRow(String(id.prefix(40)), column))
        }
        // The id counter: an id near the top of the range would make every later insert fail.
        let counter = try Row.fetchOne(db, sql: """
            SELECT 1 FROM sqlite_sequence WHERE name = 'entry' AND (typeof(seq) != 'integer' OR seq < 0 OR seq > ?)
            """, arguments: [EntryLimits.maxID])
        if counter != nil { throw DiaryProblem.damaged(WatchLogStrings.badIDCounter) }
        let highest = try Row.fetchOne(db, sql: "SELECT 1 FROM entry WHERE id > ? LIMIT 1", arguments: [EntryLimits.maxID])
        if highest != nil { throw DiaryProblem.damaged(WatchLogStrings.badIDCounter) }
    }
}
