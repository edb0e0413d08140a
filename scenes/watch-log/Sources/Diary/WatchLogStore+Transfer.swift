import Engine
import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// Importing files into the log and exporting it.
extension WatchLogStore {
    /// The largest file imported, in bytes (256 MiB: a diary of millions of rows).
    public static let maxImportBytes = 256 << 20

    /// The rows an import reads from its file before inserting them: a batch, so that the rows
    /// held stay few whatever the file's size.
    static let importBatchSize = 1_000

    /// Imports the file at `url` (its format detected from its contents) in one transaction:
    /// either every acceptable row is added or, on an error, none is. The file is read a chunk
    /// at a time, so a large one takes no more memory than a small one. Dates without a time (a
    /// Letterboxd diary's) are read in `timeZone`; `now` stamps the import.
    public func importFile(at url: URL, timeZone: TimeZone, now: Date) throws -> ImportReport {
        try importFile(.file(path: url.path, maxBytes: Self.maxImportBytes), file: url.path, timeZone: timeZone, now: now)
    }

    /// Imports a file's `data`; `file` names it in errors and in the log's import record.
    public func importData(_ data: Data, file: String, timeZone: TimeZone, now: Date) throws -> ImportReport {
        try importFile(.data(data), file: file, timeZone: timeZone, now: now)
    }

    /// Imports `source`, reading and inserting `batchSize` rows at a time; `didInsert` is told
    /// each batch's size as it goes in.
    func importFile(_ source: ImportSource, file: String, timeZone: TimeZone, now: Date, batchSize: Int = importBatchSize,
                    didInsert: (_ rows: Int) -> Void = { _ in }) throws -> ImportReport {
        let head = try source.head(WatchLogFormat.textSniffBytes, file: file)
        if WatchLogFormat.isJSON(head) {
            do {
                let rows = try JSONStreamRows(try source.stream(file: file), file: file)
                return try insert(rows, format: .dioramaJSON, file: file, now: now, batchSize: batchSize, didInsert: didInsert)
            } catch is JSONStreamRows.NotReadAsStream {
                // What libyaml cannot read as JSON goes to Foundation's parser, whole; the
                // transaction of the streamed attempt has been rolled back.
                let rows = try JSONDocumentRows(try Self.wholeFile(source, file: file), file: file)
                return try insert(rows, format: .dioramaJSON, file: file, now: now, batchSize: batchSize, didInsert: didInsert)
            }
        }
        // A picture or other binary file is no diary: said as such, not as a CSV without a header.
        guard WatchLogFormat.isText(head) else { throw WatchLogError.notADiary(file: file) }
        let records = try CSVRecords(try source.stream(file: file), file: file)
        guard let format = WatchLogFormat.detect(header: records.header) else { throw WatchLogError.notADiary(file: file) }
        let rows = format == .letterboxd ? try LetterboxdDiary.rows(records, timeZone: timeZone) : try DioramaExport.csvRows(records)
        return try insert(rows, format: format, file: file, now: now, batchSize: batchSize, didInsert: didInsert)
    }

    /// The bytes of `source` in memory, for the whole-document JSON reader.
    private static func wholeFile(_ source: ImportSource, file: String) throws -> Data {
        switch source {
        case .data(let data):
            return data
        case .file(let path, let maxBytes):
            do throws(BoundedFile.Failure) {
                return Data(try BoundedFile.read(path, maxBytes: maxBytes))
            } catch {
                throw WatchLogError.unreadableFile(file: file, reason: error.description)
            }
        }
    }

    /// Inserts `rows` as they are read, `batchSize` at a time, in one transaction: reading on
    /// inside it is what lets a file of any size be all-or-nothing without being held whole
    /// (SQLite moves the transaction's pages out to the WAL file as its cache fills, so it does
    /// not grow in memory either).
    private func insert(_ rows: some ImportRows, format: WatchLogFormat, file: String, now: Date, batchSize: Int,
                        didInsert: (_ rows: Int) -> Void) throws -> ImportReport {
        var rows = rows
        return try write { db in
            var report = ImportReport()
            let lastID = try Int64.fetchOne(db, sql: "SELECT max(id) FROM entry") ?? 0
            // The search index takes the new rows in one statement at the end, which is about twice
            // as fast as its insert trigger row by row; the trigger is put back as it was, all
            // inside this transaction.
            let trigger = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?",
                                              arguments: [WatchLogSchema.searchInsertTrigger])
            if trigger != nil { try db.execute(sql: "DROP TRIGGER \(WatchLogSchema.searchInsertTrigger)") }
            let existing = try db.makeStatement(sql: "SELECT 1 FROM entry WHERE titleKey = ? AND createdAt = ? LIMIT 1")
            let inserter = try EntryInserter(db)
            var batch: [ParsedRow] = []
            batch.reserveCapacity(min(batchSize, Self.importBatchSize))
            func insertBatch() throws {
                for row in batch {
                    switch row.result {
                    case .failure(let refusal):
                        report.refuse(line: row.line, reason: refusal.reason)
                    case .success(let entry):
                        let key = entry.titleKey
                        if try Bool.fetchOne(existing, arguments: [key, entry.createdAt.databaseMilliseconds]) != nil {
                            report.duplicates += 1
                        } else {
                            try inserter.insert(entry, titleKey: key)
                            report.added += 1
                        }
                    }
                }
                didInsert(batch.count)
                batch.removeAll(keepingCapacity: true)
            }
            while let row = try rows.next() {
                batch.append(row)
                if batch.count >= batchSize { try insertBatch() }
            }
            if !batch.isEmpty { try insertBatch() }
            if let trigger {
                try db.execute(sql: "INSERT INTO entry_search (rowid, titleKey) SELECT id, titleKey FROM entry WHERE id > ?",
                               arguments: [lastID])
                try db.execute(sql: trigger)
            }
            if report.added > 0 {
                try db.execute(sql: "INSERT INTO importBatch (source, fileName, importedAt) VALUES (?, ?, ?)",
                               arguments: [format.rawValue, URL(fileURLWithPath: file).lastPathComponent, now.databaseMilliseconds])
                try db.execute(sql: "UPDATE entry SET importBatchId = ? WHERE id > ?", arguments: [db.lastInsertedRowID, lastID])
            }
            return report
        }
    }

    /// The files the log exports: Diorama's own CSV and JSON.
    public enum ExportFormat: Sendable {
        case csv, json
    }

    /// Every entry, oldest first, as `format`.
    public func exportData(as format: ExportFormat) throws -> Data {
        let entries = try read { db in
            try WatchedEntry.fetchAll(db, sql: "SELECT * FROM entry ORDER BY createdAt, id")
        }
        return format == .json ? try DioramaExport.json(entries) : try DioramaExport.csv(entries)
    }

    /// Writes every entry to `url`: JSON when its name ends in `.json`, else Diorama's CSV.
    ///
    /// A regular file (or none yet) is replaced whole, atomically; a character device
    /// (`/dev/null`, `/dev/full`, a terminal) is written through, never replaced; a named pipe,
    /// folder, socket or block device is refused without waiting on it.
    public func exportFile(to url: URL) throws {
        let format: ExportFormat = url.pathExtension.lowercased() == "json" ? .json : .csv
        do {
            let kind = try OutputTarget.check(url.path)
            if kind == .absent { try Self.checkFolder(of: url) }
            let data = try exportData(as: format)
            if kind == .characterDevice {
                try Self.write(data, through: url.path)
            } else {
                try data.write(to: url, options: .atomic)
            }
        } catch let error as WatchLogError {
            throw error
        } catch let refusal as OutputTarget.Refusal {
            throw WatchLogError.cannotWrite(file: url.path, reason: refusal.description)
        } catch {
            throw WatchLogError.cannotWrite(file: url.path, reason: error.localizedDescription)
        }
    }

    /// Refuses a new file whose folder is missing, or is not a folder, naming that folder
    /// (Foundation would only say the file does not exist); a folder that cannot be looked into
    /// is left to the write, which says why.
    private static func checkFolder(of url: URL) throws {
        let folder = url.deletingLastPathComponent().path
        var info = stat()
        if stat(folder, &info) != 0 {
            guard errno == ENOENT || errno == ENOTDIR else { return }
            throw WatchLogError.cannotWrite(file: url.path, reason: WatchLogStrings.noSuchFolder(folder))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw WatchLogError.cannotWrite(file: url.path, reason: WatchLogStrings.notAFolder(folder))
        }
    }

    /// Writes `data` into the device at `path` in place.
    private static func write(_ data: Data, through path: String) throws {
        let fd = try OutputTarget.openForWriting(path)
        defer { Glibc.close(fd) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw WatchLogError.cannotWrite(file: path, reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
    }
}
