import Foundation
import GRDB
import GRDBSQLite

/// How a scene connects to a database file it did not just create: a replay's saves, the
/// profile's copy, a file someone sent. Such a file may have been written by anyone, so each
/// connection is set up as SQLite advises for database files from untrusted sources, before the
/// first statement reads the file; `SchemaInspection` then checks the schema and rows before use.
///
/// Each measure and the threat it answers:
/// - Defensive mode: SQL cannot change the schema text, the schema cookie or the journal
///   behind SQLite's back (`writable_schema`, `journal_mode=OFF`, writes to FTS5's shadow
///   tables), so no statement the file makes us run can corrupt the file further.
/// - `trusted_schema=OFF`: the file's own SQL (views, triggers, CHECKs, defaults, generated
///   columns) may not call functions with side effects or virtual tables, so opening a hostile
///   file cannot make Diorama run code the file chose before the schema has been checked. The
///   writer turns it back on only once `SchemaInspection` has proved every schema entry is the
///   migrations' own text (triggers that write to an FTS5 index need it: this SQLite does not
///   mark FTS5 as safe for schemas).
/// - No extension loading: `load_extension()` would run any shared library a file's SQL names.
/// - `cell_size_check=ON`: a page whose cells claim sizes past the page is reported as
///   corruption when read, instead of being walked into memory that is not the page's.
/// - No memory mapping: another process changing the file under a mapping would bypass the
///   checks SQLite makes on each page as it reads it.
/// - Lower limits (`Limits`): a string or blob past 1 MiB, an attached file, deep expressions
///   and deep trigger chains are errors, so a hostile row or expression cannot exhaust memory.
/// - A time budget on every statement (`StatementTimer`): a query that runs too long (a view
///   over an endless recursive query, a planner misled by the file) is interrupted with an
///   error naming the file instead of hanging the session or a replay's verification.
///
/// Every connection also has `graphemes(text)`, the characters of a text as a person counts
/// them (grapheme clusters; NULL for a value that is not text), for CHECKs on a text's length.
public enum GuardedConnection {
    /// SQLite's limits each connection lowers, and why each value is enough.
    enum Limits {
        /// The longest string or blob, in bytes: the texts people type are far shorter, FTS5's
        /// index pages are about 4 KiB.
        static let length: Int32 = 1 << 20
        /// No other database may be attached: a file's SQL could otherwise reach other files.
        static let attached: Int32 = 0
        /// The deepest expression tree; a scene's statements are a few levels deep.
        static let expressionDepth: Int32 = 100
        /// The deepest trigger chain; a search index's triggers do not nest.
        static let triggerDepth: Int32 = 4
    }

    /// The configuration of every connection: foreign keys, the defences above, `graphemes`,
    /// and `budget` on each statement.
    public static func configuration(budget: StatementTimer.Budget) -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            try defend(db)
            StatementTimer(budget: budget).install(on: db)
        }
        return configuration
    }

    /// Sets up `db` as the type's documentation says.
    /// - Throws: when SQLite refuses one of the measures, so the file is never read without it.
    private static func defend(_ db: Database) throws {
        let connection = db.sqliteConnection
        guard try enableDefensiveMode(connection) else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "SQLite's defensive mode could not be turned on")
        }
        try registerInnocuousGraphemes(connection)
        sqlite3_enable_load_extension(connection, 0)
        sqlite3_limit(connection, SQLITE_LIMIT_LENGTH, Limits.length)
        sqlite3_limit(connection, SQLITE_LIMIT_ATTACHED, Limits.attached)
        sqlite3_limit(connection, SQLITE_LIMIT_EXPR_DEPTH, Limits.expressionDepth)
        sqlite3_limit(connection, SQLITE_LIMIT_TRIGGER_DEPTH, Limits.triggerDepth)
        try db.execute(sql: "PRAGMA trusted_schema = OFF; PRAGMA cell_size_check = ON; PRAGMA mmap_size = 0")
        guard try Bool.fetchOne(db, sql: "PRAGMA trusted_schema") == false,
              try Bool.fetchOne(db, sql: "PRAGMA cell_size_check") == true else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "SQLite refused trusted_schema=OFF or cell_size_check=ON")
        }
    }

    /// `sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, &result)`, which Swift cannot call
    /// directly (it is a C variadic function): called through its address with the fixed
    /// arguments this option takes, which Linux's calling conventions (x86-64, AArch64) pass
    /// as they pass a variadic call's. True when SQLite reports the mode on.
    private static func enableDefensiveMode(_ connection: OpaquePointer?) throws -> Bool {
        typealias DBConfig = @convention(c) (OpaquePointer?, Int32, Int32, UnsafeMutablePointer<Int32>?) -> Int32
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sqlite3_db_config") else { return false }
        let configure = unsafeBitCast(address, to: DBConfig.self)
        var enabled: Int32 = 0
        guard configure(connection, SQLITE_DBCONFIG_DEFENSIVE, 1, &enabled) == SQLITE_OK else { return false }
        return enabled == 1
    }

    /// Registers `graphemes`, flagged innocuous (no side effects, the same result for the same
    /// text): with `trusted_schema=OFF`, SQLite refuses to load a schema whose CHECKs call a
    /// function not so flagged, and GRDB's registration cannot flag it.
    private static func registerInnocuousGraphemes(_ connection: OpaquePointer?) throws {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
        let code = sqlite3_create_function_v2(connection, "graphemes", 1, flags, nil, { context, count, values in
            guard count == 1, let value = values?[0], sqlite3_value_type(value) == SQLITE_TEXT,
                  let text = sqlite3_value_text(value) else {
                sqlite3_result_null(context)
                return
            }
            let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value)))
            sqlite3_result_int64(context, Int64(String(decoding: bytes, as: UTF8.self).count))
        }, nil, nil, nil)
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "graphemes() could not be registered")
        }
    }

    /// Lets the schema's own SQL use virtual tables and functions, once `SchemaInspection` has
    /// found every schema entry to be the migrations' own (or the database is new).
    public static func trustCheckedSchema(_ db: Database) throws {
        try db.execute(sql: "PRAGMA trusted_schema = ON")
    }
}
