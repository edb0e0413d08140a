import GRDB

/// What a database file must be before a scene opens it: the schema its migrations make, which
/// of its tables are full-text indexes, and the rules each row of its main table keeps.
public final class DatabaseSchema: Sendable {
    /// The migrator that brings any earlier database to the current schema.
    public let migrator: DatabaseMigrator
    /// The migrations' names, oldest first, as `migrator` registers them.
    public let versions: [String]
    /// The table `rules` check, whose rows have an integer `id`.
    public let table: String
    /// The largest `id` a row may have: one near the top of the range would make every later
    /// insert fail.
    public let maxID: Int64
    /// The FTS5 tables, whose index tables' SQL is left to SQLite (see `SchemaObject`).
    public let searchTables: Set<String>
    /// The rules `table`'s rows keep once the first `migrations` migrations have run.
    let rules: @Sendable (_ migrations: Int) -> [RowRule]
    /// The schema after each number of migrations: `expected[k]` after the first `k`.
    let expected: [Set<SchemaObject>]

    /// A schema made by `migrator`'s `versions`, whose `table` keeps `rules`.
    public init(migrator: DatabaseMigrator, versions: [String], table: String, maxID: Int64, searchTables: Set<String> = [],
                rules: @escaping @Sendable (_ migrations: Int) -> [RowRule]) {
        self.migrator = migrator
        self.versions = versions
        self.table = table
        self.maxID = maxID
        self.searchTables = searchTables
        self.rules = rules
        expected = (0...versions.count).map { count in
            do {
                let queue = try DatabaseQueue(configuration: GuardedConnection.configuration(budget: .session))
                try queue.writeWithoutTransaction { db in try GuardedConnection.trustCheckedSchema(db) }
                if count > 0 { try migrator.migrate(queue, upTo: versions[count - 1]) }
                return try queue.read { db in
                    Set(try SchemaObject.all(in: db, limit: SchemaInspection.maxSchemaObjects).map { $0.comparable(searchTables: searchTables) })
                }
            } catch {
                // The migrations run on an empty in-memory database; they cannot fail but by a bug.
                preconditionFailure("the migrations of \(table) failed in memory: \(error)")
            }
        }
    }
}
