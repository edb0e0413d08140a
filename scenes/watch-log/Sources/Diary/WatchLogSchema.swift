import GRDB

/// The watch log's database schema, as migrations from the first version on.
///
/// Every CHECK mirrors a rule of `WatchedEntry.validationErrors` (grapheme counts through the
/// `graphemes` SQL function each connection registers). Migrations are never edited once shipped:
/// a change is a new migration.
public enum WatchLogSchema {
    /// The migrations' names, oldest first.
    public static let versions = ["v1-entries", "v2-title-search", "v3-import-batches"]

    /// The trigger that adds a new entry's title key to the search index (an import drops it and
    /// indexes its rows at once).
    static let searchInsertTrigger = "entry_search_insert"
    /// The FTS5 table of title keys; FTS5 keeps its index in tables named after it.
    static let searchTable = "entry_search"
    /// The table GRDB's migrator records the applied migrations in.
    static let migrationsTable = "grdb_migrations"

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
            // The normalised title (TitleKey) links rewatches and feeds the search index; FTS5's
            // remove_diacritics folds marks, TitleKey also folds đ, which it never does.
            try db.execute(sql: "ALTER TABLE entry ADD COLUMN titleKey TEXT NOT NULL DEFAULT ''")
            let titles = try Row.fetchAll(db, sql: "SELECT id, title FROM entry")
            let update = try db.makeStatement(sql: "UPDATE entry SET titleKey = ? WHERE id = ?")
            for row in titles {
                let id: Int64 = try row.decode(forColumn: "id"), title: String = try row.decode(forColumn: "title")
                try update.execute(arguments: [TitleKey.normalise(title), id])
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

    /// Registers the SQL functions the schema's CHECKs call on a new connection.
    static func prepare(_ db: Database) {
        db.add(function: DatabaseFunction("graphemes", argumentCount: 1, pure: true) { values in
            String.fromDatabaseValue(values[0])?.count
        })
    }

    /// A connection configuration for the watch log: foreign keys on, the SQL functions there.
    public static var configuration: Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in prepare(db) }
        return configuration
    }
}
