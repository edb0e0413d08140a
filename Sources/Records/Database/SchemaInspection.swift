import GRDB

/// The checks a database file passes before a scene migrates or reads it: its schema version,
/// its schema (every table, index, view and trigger exactly as the migrations make them, for
/// the migrations it records), SQLite's own check of its pages, and its rows' types and ranges.
///
/// The schema check is what makes the file's SQL safe to run: a file whose table is a view over
/// an endless recursive query, or which adds a trigger, is refused by name before any statement
/// touches those objects. The row check is what lets the rest of the scene trust the values it
/// reads (dates that are integers in range, text without NULs of a bounded size).
public enum SchemaInspection {
    /// The most schema entries a database may have.
    static let maxSchemaObjects = 64
    /// The most applied migrations read from a file.
    static let maxMigrations = 64
    /// The most problems named in one message.
    static let problemsNamed = 3
    /// The table GRDB's migrator records the applied migrations in.
    static let migrationsTable = "grdb_migrations"

    /// Checks `db` (opened with `GuardedConnection`'s defences, not yet migrated) against `schema`.
    /// - Throws: `DatabaseProblem` saying what is wrong.
    public static func inspect(_ db: Database, schema: DatabaseSchema) throws {
        let userVersion = try Int64.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        // Diorama leaves user_version at 0 (its migrations are recorded by name instead): any
        // other value was set by something else, a higher one presumably by a newer schema.
        guard userVersion <= 0 else { throw DatabaseProblem.newer(RecordsStrings.newerSchemaVersion(userVersion)) }
        guard userVersion == 0 else { throw DatabaseProblem.damaged(RecordsStrings.badSchemaVersion(userVersion)) }
        let objects = Set(try SchemaObject.all(in: db, limit: maxSchemaObjects).map { $0.comparable(searchTables: schema.searchTables) })
        let applied = try appliedMigrations(db, objects: objects, schema: schema)
        try compare(objects, with: schema.expected[applied])
        try checkPages(db)
        if applied > 0 { try checkRows(db, schema: schema, migrations: applied) }
    }

    /// How many migrations the file records, once its record is the migrator's own table.
    private static func appliedMigrations(_ db: Database, objects: Set<SchemaObject>, schema: DatabaseSchema) throws -> Int {
        guard let record = schema.expected.last?.first(where: { $0.name == migrationsTable }),
              objects.contains(record) else { return 0 }
        let identifiers: [String]
        do {
            identifiers = try String.fetchAll(db, sql: "SELECT identifier FROM \(migrationsTable) LIMIT ?",
                                              arguments: [maxMigrations + 1])
        } catch let error as DatabaseError where error.resultCode != .SQLITE_INTERRUPT {
            throw DatabaseProblem.damaged(error.message ?? "\(error)")
        } catch let error as DatabaseError {
            throw error
        } catch {
            throw DatabaseProblem.damaged(RecordsStrings.unreadableMigrations)
        }
        if let unknown = identifiers.first(where: { !schema.versions.contains($0) }) {
            throw DatabaseProblem.newer(RecordsStrings.unknownMigration(String(unknown.prefix(80))))
        }
        // Migrations run in order, so the applied ones are always the first few.
        guard Set(identifiers) == Set(schema.versions.prefix(identifiers.count)) else {
            throw DatabaseProblem.damaged(RecordsStrings.migrationsOutOfOrder)
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
            .map { RecordsStrings.foreignObject($0.description) }
        problems += foreign.filter { expectedNames.contains([$0.type, $0.name]) }.map { RecordsStrings.alteredObject($0.description) }
        let names = Set(objects.map { [$0.type, $0.name] })
        problems += expected.subtracting(objects).filter { !names.contains([$0.type, $0.name]) }
            .sorted { ($0.type, $0.name) < ($1.type, $1.name) }.map { RecordsStrings.missingObject($0.description) }
        throw DatabaseProblem.damaged(RecordsStrings.schemaProblems(Array(problems.prefix(problemsNamed)),
                                                                    more: max(0, problems.count - problemsNamed)))
    }

    /// SQLite's quick check of every page (the b-trees' structure, cell sizes, record formats).
    private static func checkPages(_ db: Database) throws {
        let problems = try String.fetchAll(db, sql: "PRAGMA quick_check(\(problemsNamed))")
        guard problems == ["ok"] else { throw DatabaseProblem.damaged(problems.joined(separator: "; ")) }
    }

    /// Refuses the first row that breaks one of `schema`'s rules after `migrations` migrations,
    /// in one pass over the table, then an id past `schema.maxID` or an id counter out of range.
    private static func checkRows(_ db: Database, schema: DatabaseSchema, migrations: Int) throws {
        let table = schema.table
        let problem = schema.rules(migrations).map { "WHEN \($0.brokenWhen) THEN '\($0.column)'" }.joined(separator: " ")
        if !problem.isEmpty, let row = try Row.fetchOne(db, sql: """
            SELECT quote(id) AS id, problem FROM (SELECT id, CASE \(problem) END AS problem FROM \(table))
            WHERE problem IS NOT NULL LIMIT 1
            """) {
            let id: String = (try? row.decode(forColumn: "id")) ?? "?"
            let column: String = (try? row.decode(forColumn: "problem")) ?? "?"
            throw DatabaseProblem.damaged(RecordsStrings.badRow(table, String(id.prefix(40)), column))
        }
        let counter = try Row.fetchOne(db, sql: """
            SELECT 1 FROM sqlite_sequence WHERE name = ? AND (typeof(seq) != 'integer' OR seq < 0 OR seq > ?)
            """, arguments: [table, schema.maxID])
        let highest = try Row.fetchOne(db, sql: "SELECT 1 FROM \(table) WHERE id > ? LIMIT 1", arguments: [schema.maxID])
        if counter != nil || highest != nil { throw DatabaseProblem.damaged(RecordsStrings.badIDCounter(table)) }
    }
}
