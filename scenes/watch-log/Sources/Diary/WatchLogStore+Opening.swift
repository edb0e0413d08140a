import Foundation
import Records

/// Opening the diary's file: at a session's set-up (which copies it into memory, see
/// `inMemoryCopy()`) and in the `diorama watch-log` verbs, never inside a tick.
extension WatchLogStore {
    /// Opens (creating if need be) `watch-log/watchlog.sqlite` in `profile` and migrates it, each
    /// statement held to `budget`.
    public convenience init(profile: URL, budget: StatementTimer.Budget = .session) throws {
        let folder = profile.appendingPathComponent(Self.folderName, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw DatabaseFileError.cannotOpen(file: folder.path, reason: error.localizedDescription)
        }
        try self.init(file: folder.appendingPathComponent(Self.fileName), budget: budget)
    }

    /// Opens (creating if need be) the database at `file` and migrates it, each statement held to
    /// `budget`; an existing diary whose folder cannot be written is opened read-only, so it can
    /// still be read. The file is untrusted (it may come from a replay someone sent), so it is
    /// opened as `GuardedDatabase` opens one.
    /// - Throws: `DatabaseFileError` naming the file.
    public convenience init(file: URL, budget: StatementTimer.Budget = .session) throws {
        self.init(try GuardedDatabase(file: file, schema: WatchLogSchema.database, maxBytes: Self.maxFileBytes, budget: budget))
    }
}
