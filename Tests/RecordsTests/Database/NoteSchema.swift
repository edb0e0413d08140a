import Foundation
import GRDB
@testable import Records

/// A small schema of the kit's own for its tests: notes with a text, a score and a full-text
/// index, made by two migrations.
enum NoteSchema {
    static let versions = ["v1-notes", "v2-search"]

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(versions[0]) { db in
            try db.execute(sql: """
                CREATE TABLE note (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    text TEXT NOT NULL CHECK (graphemes(text) BETWEEN 1 AND 20),
                    score INTEGER NOT NULL CHECK (score BETWEEN 0 AND 9)
                );
                """)
        }
        migrator.registerMigration(versions[1]) { db in
            try db.execute(sql: """
                CREATE VIRTUAL TABLE note_search USING fts5(text, content = 'note', content_rowid = 'id');
                CREATE TRIGGER note_search_insert AFTER INSERT ON note BEGIN
                    INSERT INTO note_search (rowid, text) VALUES (new.id, new.text);
                END;
                """)
        }
        return migrator
    }

    static let schema = DatabaseSchema(migrator: migrator, versions: versions, table: "note", maxID: 1 << 40,
                                       searchTables: ["note_search"]) { _ in
        [.integer("id", in: 1...Int64.max), .text("text", maxBytes: 80, nonEmpty: true), .integer("score", in: 0...9)]
    }

    /// A folder of its own for one test, removed when it ends.
    final class Folder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("records-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
        var file: URL { url.appendingPathComponent("notes.sqlite") }
    }

    /// A database of `schema` at `file`, with notes "one" and "two", closed.
    static func make(at file: URL) throws {
        let database = try GuardedDatabase(file: file, schema: schema, maxBytes: 1 << 20, budget: .session)
        try database.write { db in try db.execute(sql: "INSERT INTO note (text, score) VALUES ('one', 1), ('two', 2)") }
        try database.close()
    }

    /// Runs `sql` on `file` as any program could, without the kit's defences or the schema's
    /// checks (so a test can damage the file).
    static func tamper(_ file: URL, _ sql: String) throws {
        let queue = try DatabaseQueue(path: file.path, configuration: plainConfiguration)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: sql)
        }
        try queue.close()
    }

    /// A connection as any program would open the file: the schema's `graphemes` there, none of
    /// the kit's defences.
    static var plainConfiguration: Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            db.add(function: DatabaseFunction("graphemes", argumentCount: 1, pure: true) { String.fromDatabaseValue($0[0])?.count })
        }
        return configuration
    }

    /// The error opening `file` throws, nil when it opens.
    static func openingError(_ file: URL, seconds: Double = 2) -> DatabaseFileError? {
        do {
            try GuardedDatabase(file: file, schema: schema, maxBytes: 1 << 20, budget: .init(seconds: seconds)).close()
            return nil
        } catch {
            return error as? DatabaseFileError
        }
    }
}
