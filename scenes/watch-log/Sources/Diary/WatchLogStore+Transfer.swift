import Engine
import Foundation
import GRDB
import Records

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
    func importFile(_ source: RecordSource, file: String, timeZone: TimeZone, now: Date, batchSize: Int = importBatchSize,
                    didInsert: (_ rows: Int) -> Void = { _ in }) throws -> ImportReport {
        let kind = RecordFileKind(head: try source.head(RecordFileKind.sniffBytes, file: file))
        if kind == .json {
            typealias Rows = JSONRows<JSONArrayStream>
            do {
                let items = try JSONArrayStream(try source.stream(file: file), file: file, key: Rows.key, keep: Rows.kept)
                return try insert(JSONRows(items, file: file), format: .dioramaJSON, file: file, now: now, batchSize: batchSize,
                                  didInsert: didInsert)
            } catch is JSONArrayStream.NotReadAsStream {
                // What libyaml cannot read as JSON goes to Foundation's parser, whole; the
                // transaction of the streamed attempt has been rolled back.
                let items = try JSONArrayDocument(try source.data(file: file), file: file, key: Rows.key)
                return try insert(JSONRows(items, file: file), format: .dioramaJSON, file: file, now: now, batchSize: batchSize,
                                  didInsert: didInsert)
            }
        }
        // A picture or other binary file is no diary: said as such, not as a CSV without a header.
        guard kind == .text else { throw WatchLogError.notADiary(file: file) }
        let records = try CSVRecords(try source.stream(file: file), file: file)
        guard let format = WatchLogFormat.detect(header: records.header) else { throw WatchLogError.notADiary(file: file) }
        let rows = format == .letterboxd ? try LetterboxdDiary.rows(records, file: file, timeZone: timeZone)
                                         : try DioramaExport.csvRows(records, file: file)
        return try insert(rows, format: format, file: file, now: now, batchSize: batchSize, didInsert: didInsert)
    }

    /// Inserts `rows` as they are read, `batchSize` at a time, in one transaction: reading on
    /// inside it is what lets a file of any size be all-or-nothing without being held whole
    /// (SQLite moves the transaction's pages out to the WAL file as its cache fills, so it does
    /// not grow in memory either).
    private func insert(_ rows: some RecordRows<WatchedEntry>, format: WatchLogFormat, file: String, now: Date, batchSize: Int,
                        didInsert: (_ rows: Int) -> Void) throws -> ImportReport {
        var rows = rows
        return try write { db in
            let lastID = try Int64.fetchOne(db, sql: "SELECT max(id) FROM entry") ?? 0
            let existing = try db.makeStatement(sql: "SELECT 1 FROM entry WHERE titleKey = ? AND createdAt = ? LIMIT 1")
            let inserter = try EntryInserter(db)
            var report = ImportReport()
            try Self.titleSearch.indexingAtEnd(insertTrigger: WatchLogSchema.searchInsertTrigger, in: db) {
                try report.read(&rows, batchSize: batchSize, didInsert: didInsert) { entry in
                    let key = entry.titleKey
                    guard try Bool.fetchOne(existing, arguments: [key, entry.createdAt.databaseMilliseconds]) == nil else { return false }
                    try inserter.insert(entry, titleKey: key)
                    return true
                }
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

    /// Writes every entry to `url`: JSON when its name ends in `.json`, else Diorama's CSV, as
    /// `OutputFile` writes a file the user named (a regular file replaced whole and atomically, a
    /// character device written through, anything else refused without waiting on it).
    public func exportFile(to url: URL) throws {
        let data = try exportData(as: url.pathExtension.lowercased() == "json" ? .json : .csv)
        do throws(OutputFileError) {
            try OutputFile.write([UInt8](data), to: url.path)
        } catch {
            throw WatchLogError.cannotWrite(file: url.path, reason: error.reason)
        }
    }
}
