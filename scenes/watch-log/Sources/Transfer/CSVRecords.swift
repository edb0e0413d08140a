import CSV
import Foundation

/// A CSV file read a record at a time: its header, then each record with the line it starts on,
/// so an import holds one record, not the file.
///
/// CSV.swift does the parsing (quoted fields, doubled quotes, commas and line breaks in fields,
/// a byte-order mark) from a stream; this adds line numbers, named columns, and errors that name
/// the file.
final class CSVRecords {
    /// The header's column names, trimmed.
    let header: [String]
    private let reader: CSVReader
    private let stream: InputStream
    private let file: String
    /// The line the next record starts on.
    private var line: Int

    /// Reads the header from `stream` (UTF-8, a BOM allowed), which the records then come from;
    /// `file` names it in errors.
    init(_ stream: InputStream, file: String) throws {
        self.stream = stream
        self.file = file
        do {
            reader = try CSVReader(stream: stream, hasHeaderRow: true)
        } catch CSVError.unicodeDecoding {
            throw WatchLogError.unreadableFile(file: file, reason: WatchLogStrings.notUTF8)
        } catch {
            throw ImportSource.failure(of: stream, file: file)
                ?? WatchLogError.unreadableFile(file: file, reason: WatchLogStrings.noHeader)
        }
        guard let header = reader.headerRow, header != [""] else {
            throw WatchLogError.unreadableFile(file: file, reason: WatchLogStrings.noHeader)
        }
        self.header = header.map { $0.trimmed }
        line = 2 + Self.lineBreaks(in: header)
    }

    /// The next record that is not a blank line, nil after the last.
    /// - Throws: `WatchLogError.unreadableFile` when the text stops being UTF-8 (or the file
    ///   cannot be read on).
    func next() throws -> (line: Int, fields: [String])? {
        while let fields = reader.next() {
            let start = line
            line += 1 + Self.lineBreaks(in: fields)
            if fields != [""] { return (start, fields) }
        }
        if reader.error != nil {
            throw ImportSource.failure(of: stream, file: file)
                ?? WatchLogError.unreadableFile(file: file, reason: WatchLogStrings.notUTF8)
        }
        return nil
    }

    /// The line breaks inside quoted fields, which move the next record down.
    static func lineBreaks(in fields: [String]) -> Int {
        fields.reduce(0) { sum, field in sum + field.unicodeScalars.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } }
    }

    /// The index of each of `columns` in the header, or `missingColumns` for those absent (named
    /// as `format` names them).
    func indices(of columns: [String], format: WatchLogFormat) throws -> [String: Int] {
        var found: [String: Int] = [:]
        for (index, name) in header.enumerated() where found[name] == nil { found[name] = index }
        let missing = columns.filter { found[$0] == nil }
        guard missing.isEmpty else { throw WatchLogError.missingColumns(file: file, format: format, columns: missing) }
        return found
    }

    /// The rows of the records after the header: `make` turns a record's fields (by column name,
    /// "" for one the file lacks) into an entry; a record whose field count is not the header's is
    /// refused.
    func rows(columns: [String: Int],
              _ make: @escaping (_ field: (String) -> String) throws -> WatchedEntry) -> CSVRows {
        CSVRows(records: self, columns: columns, make: make)
    }
}
