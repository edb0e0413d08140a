import GRDB

/// One entry of a database's schema (`sqlite_schema`): a table, index, view or trigger with the
/// SQL that made it.
public struct SchemaObject: Hashable, Sendable, CustomStringConvertible {
    /// "table", "index", "view" or "trigger".
    public var type: String
    /// Its name.
    public var name: String
    /// The table an index or trigger belongs to (a table's own name for a table).
    public var table: String
    /// The CREATE statement; nil for the indexes SQLite makes itself.
    public var sql: String?

    /// Every entry of `db`'s main schema, at most `limit` of them.
    /// - Throws: `DatabaseProblem.damaged` when there are more, or an entry is not text.
    public static func all(in db: Database, limit: Int) throws -> Set<SchemaObject> {
        let rows = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_schema LIMIT ?", arguments: [limit + 1])
        guard rows.count <= limit else { throw DatabaseProblem.damaged(RecordsStrings.tooManySchemaObjects(limit)) }
        var objects = Set<SchemaObject>()
        for row in rows {
            do {
                objects.insert(SchemaObject(type: try row.decode(forColumn: "type"), name: try row.decode(forColumn: "name"),
                                            table: try row.decode(forColumn: "tbl_name"), sql: try row.decode(forColumn: "sql")))
            } catch {
                throw DatabaseProblem.damaged(RecordsStrings.unreadableSchema)
            }
        }
        return objects
    }

    /// "the view entry", as messages name it.
    public var description: String { RecordsStrings.schemaObject(type, name) }

    /// Whether this is one of the tables FTS5 keeps the index of a table in `searchTables` in.
    /// Their SQL is written by SQLite's FTS5 module, not by the migrations, and may differ
    /// between SQLite versions, so only their names and type are compared; a table's SQL cannot
    /// hold a query, defensive mode keeps SQL from writing them, and the limits and time budget
    /// bound any expression in them.
    func isSearchIndexTable(of searchTables: Set<String>) -> Bool {
        type == "table" && table == name && searchTables.contains { name.hasPrefix("\($0)_") }
    }

    /// This object as compared with the migrations' own: whole, or without the SQL of a search
    /// index table of `searchTables`.
    func comparable(searchTables: Set<String>) -> SchemaObject {
        isSearchIndexTable(of: searchTables) ? SchemaObject(type: type, name: name, table: table, sql: nil) : self
    }
}
