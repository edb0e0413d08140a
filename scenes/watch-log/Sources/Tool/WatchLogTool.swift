import Engine
import Foundation
import Records

/// The watch log's import and export outside any session (so the wall clock and the machine's
/// time zone are fine here: an import's dates come from the file), for `WatchLogCommand`.
enum WatchLogTool {
    /// Adds the entries of `file` (a Letterboxd diary.csv, or Diorama's own .csv or .json) to the
    /// diary in `profile`; the report says what was added, skipped and refused.
    /// - Throws: an error naming the file and what is wrong with it.
    static func importFile(_ file: String, profile: String, now: Date, timeZone: TimeZone) throws -> ImportReport {
        let store = try openStore(profile: profile)
        return try store.importFile(at: URL(fileURLWithPath: file), timeZone: timeZone, now: now)
    }

    /// Writes the diary in `profile` to `file` (.csv or .json, by its extension) and says how many
    /// entries went.
    /// - Throws: an error naming the file and what is wrong.
    static func exportFile(_ file: String, profile: String) throws -> String {
        let store = try openStore(profile: profile)
        try store.exportFile(to: URL(fileURLWithPath: file))
        return WatchLogStrings.exported(try store.count(), file)
    }

    /// The diary in `profile`, its statements held to the command line's budget: an import of a
    /// large file indexes its rows in single statements that take longer than a session's would.
    static func openStore(profile: String) throws -> WatchLogStore {
        try WatchLogStore(profile: URL(fileURLWithPath: profile, isDirectory: true), budget: .commandLine)
    }
}
