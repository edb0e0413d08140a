/// The words of the records kit for the user, in one place so a translation can replace them.
enum RecordsStrings {
    // MARK: - Database files

    static func cannotOpen(_ file: String, _ reason: String) -> String { "Cannot open the database \(file): \(reason)" }
    static func damaged(_ file: String, _ reason: String) -> String { "The database \(file) is damaged or not one Diorama made: \(reason)" }
    static func newer(_ file: String, _ reason: String) -> String {
        "The database \(file) was made by a newer Diorama (\(reason)); this one does not open or change it"
    }
    static func locked(_ file: String) -> String { "The database \(file) is locked by another program" }
    static func tooSlow(_ file: String, _ seconds: Double) -> String {
        "A query on the database \(file) ran past its \(seconds.formatted()) s budget and was stopped; the file may be damaged"
    }
    static func cannotWrite(_ file: String, _ reason: String) -> String { "Cannot write \(file): \(reason)" }
    static func tooSlowReason(_ seconds: Double) -> String { "reading it ran past \(seconds.formatted()) s" }
    static let lockedReason = "another program has it locked"
    static let notARegularFile = "it is not a regular file"
    static let notADatabase = "it is not an SQLite database"
    static func tooLarge(_ bytes: Int64, limit: Int64) -> String { "it holds \(bytes) bytes; at most \(limit) are opened" }
    static let readOnlyOutOfDate = "the file is from an older version and its folder cannot be written to update it"
    static let cannotCopy = "SQLite could not copy the database out of memory"
    static let valueOfWrongType = "it gave a value of another type than the database keeps there (a damaged index)"

    // MARK: - Schema and rows

    static func tooManySchemaObjects(_ limit: Int) -> String { "its schema has more than \(limit) tables, indexes, views and triggers" }
    static let unreadableSchema = "its schema cannot be read"
    static func schemaObject(_ type: String, _ name: String) -> String { "the \(type) \(name)" }
    static func newerSchemaVersion(_ version: Int64) -> String { "schema version \(version)" }
    static func badSchemaVersion(_ version: Int64) -> String { "its schema version is \(version), which Diorama never writes" }
    static let unreadableMigrations = "its record of migrations cannot be read"
    static func unknownMigration(_ name: String) -> String { "migration \"\(name)\"" }
    static let migrationsOutOfOrder = "its record of migrations has gaps"
    static func alteredObject(_ object: String) -> String { "\(object) differs from the one Diorama makes" }
    static func foreignObject(_ object: String) -> String { "\(object) is not one Diorama makes" }
    static func missingObject(_ object: String) -> String { "\(object) is missing" }
    static func schemaProblems(_ problems: [String], more: Int) -> String {
        problems.joined(separator: "; ") + (more > 0 ? "; and \(more) more" : "")
    }
    static func badRow(_ table: String, _ id: String, _ column: String) -> String { "\(table) \(id) has a \(column) that is not valid" }
    static func badIDCounter(_ table: String) -> String { "its \(table) id counter is out of range" }

    // MARK: - Files of records

    static func unreadableFile(_ file: String, _ reason: String) -> String { "Cannot read \(file): \(reason)" }
    static let unreadable = "it cannot be read"
    static let notUTF8 = "it is not UTF-8 text"
    static let noHeader = "it has no header line"
    static func badJSON(_ reason: String) -> String { "it is not valid JSON: \(reason)" }
}
