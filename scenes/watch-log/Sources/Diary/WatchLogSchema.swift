import GRDB
import Records

/// The watch log's database schema, as migrations from the first version on.
///
/// Every CHECK mirrors a rule of `WatchedEntry.validationErrors` (grapheme counts through the
/// `graphemes` SQL function the records kit gives each connection). Migrations are never edited
/// once shipped: a change is a new migration.
public enum WatchLogSchema {
    /// The migrations' names, oldest first.
    public static let versions = ["v1-entries", "v2-title-search", "v3-import-batches"]

    /// The trigger that adds a new entry's title key to the search index (an import drops it and
    /// indexes its rows at once).
    static let searchInsertTrigger = "entry_search_insert"

    /// What a diary file must be: the migrations' schema, the FTS5 table of title keys, and the
    /// rules each entry keeps (those of `WatchedEntry` and `EntryLimits`), checked before a diary
    /// from anywhere is used.
    static let database = DatabaseSchema(migrator: migrator, versions: versions, table: "entry", maxID: EntryLimits.maxID,
                                         searchTables: ["entry_search"]) { migrations in
        let dates = EntryLimits.milliseconds
        let rules: [RowRule] = [
            .integer("id", in: 1...Int64.max),
            .text("title", maxBytes: EntryLimits.titleBytes, nonEmpty: true),
            .oneOf("type", EntryType.allCases.map(\.rawValue)),
            .integer("rating", in: Int64(EntryLimits.ratings.lowerBound)...Int64(EntryLimits.ratings.upperBound), optional: true),
            .text("notes", maxBytes: EntryLimits.notesBytes, optional: true),
            .integer("watching", in: 0...1),
            .integer("createdAt", in: dates),
            .integer("updatedAt", in: dates),
        ]
        return rules + (migrations >= 2 ? [.text("titleKey", maxBytes: EntryLimits.titleBytes)] : [])
            + (migrations >= 3 ? [.integer("importBatchId", in: Int64.min...Int64.max, optional: true)] : [])
    }

    /// The migrator that brings any earlier database to the current schema.
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(versions[0]) { db in
            // Dates are milliseconds since 1970 (UTC): compact, ordered, and free of time zones.
            try db.execute(sql: """
                CREATE TABLE entry (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    title TEXT NOT NULL
                        CHECK (graphemes(title) BETWEEN 1 AND \(EntryLimits.titleLength) AND title = trim(title)),
                    type TEXT NOT NULL CHECK (type IN ('\(EntryType.movie.rawValue)', '\(EntryType.tvShow.rawValue)')),
                    rating INTEGER CHECK (rating BETWEEN \(EntryLimits.ratings.lowerBound) AND \(EntryLimits.ratings.upperBound)),
                    notes TEXT CHECK (graphemes(notes) <= \(EntryLimits.notesLength)),
                    watching INTEGER NOT NULL DEFAULT 0 CHECK (watching IN (0, 1)),
                    createdAt INTEGER NOT NULL,
                    updatedAt INTEGER NOT NULL,
                    CHECK (rating IS NOT NULL OR watching = 1)
                );
                CREATE INDEX entry_by_created ON entry (createdAt, id);
                """)
        }
        migrator.registerMigration(versions[1]) { db in
            // The normalised title (SearchKey) links rewatches and feeds the search index; FTS5's
            // remove_diacritics folds marks, SearchKey also folds đ, which it never does.
            try db.execute(sql: "ALTER TABLE entry ADD COLUMN titleKey TEXT NOT NULL DEFAULT ''")
            let titles = try Row.fetchAll(db, sql: "SELECT id, title FROM entry")
            let update = try db.makeStatement(sql: "UPDATE entry SET titleKey = ? WHERE id = ?")
            for row in titles {
                let id: Int64 = try row.decode(forColumn: "id"), title: String = try row.decode(forColumn: "title")
                try update.execute(arguments: [SearchKey.normalise(title), id])
            }
            try db.execute(sql: """
                CREATE INDEX entry_by_title ON entry (titleKey, createdAt);
                CREATE VIRTUAL TABLE entry_search USING fts5(
                    titleKey, content = 'entry', content_rowid = 'id',
                    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
                );
                CREATE TRIGGER entry_search_insert AFTER INSERT ON entry BEGIN
                    INSERT INTO entry_search (rowid, titleKey) VALUES (new.id, new.titleKey);
                END;
                CREATE TRIGGER entry_search_delete AFTER DELETE ON entry BEGIN
                    INSERT INTO entry_search (entry_search, rowid, titleKey) VALUES ('delete', old.id, old.titleKey);
                END;
                CREATE TRIGGER entry_search_update AFTER UPDATE OF titleKey ON entry BEGIN
                    INSERT INTO entry_search (entry_search, rowid, titleKey) VALUES ('delete', old.id, old.titleKey);
                    INSERT INTO entry_search (rowid, titleKey) VALUES (new.id, new.titleKey);
                END;
                INSERT INTO entry_search (entry_search) VALUES ('rebuild');
                """)
        }
        migrator.registerMigration(versions[2]) { db in
            // Which import brought an entry in, so that an import can be shown or undone as one.
            try db.execute(sql: """
                CREATE TABLE importBatch (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    source TEXT NOT NULL CHECK (source IN ('letterboxd', 'diorama_csv', 'diorama_json')),
                    fileName TEXT NOT NULL,
                    importedAt INTEGER NOT NULL
                );
                ALTER TABLE entry ADD COLUMN importBatchId INTEGER REFERENCES importBatch (id) ON DELETE SET NULL;
                CREATE INDEX entry_by_import ON entry (importBatchId);
                """)
        }
        return migrator
    }
}
