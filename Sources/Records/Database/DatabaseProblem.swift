/// Why a database file is refused before use, as `SchemaInspection` finds it (the database adds
/// the file's name).
public enum DatabaseProblem: Error, Equatable, Sendable {
    /// The file is not a database its schema's migrations made, or is damaged: a foreign or
    /// altered schema, rows that break the schema's rules, pages SQLite cannot read.
    case damaged(String)
    /// The file was made by a newer version (a migration or schema version this one does not
    /// know); writing to it could break it for that version.
    case newer(String)
}
