/// Why a diary file is refused before use, as `DiaryInspection` finds it (the store adds the
/// file's name).
enum DiaryProblem: Error, Equatable {
    /// The file is not a diary Diorama made, or is damaged: a foreign or altered schema, rows
    /// that break the schema's rules, pages SQLite cannot read.
    case damaged(String)
    /// The file was made by a newer Diorama (a migration or schema version this one does not
    /// know); writing to it could break it for that version.
    case newer(String)
}
