import CSV
import Foundation

/// A CSV file read a record at a time: its header, then each record with the line it starts on,
/// so a reader holds one record, not the file; and records written as CSV.
///
/// CSV.swift does the parsing (quoted fields, doubled quotes, commas and line breaks in fields,
/// a byte-order mark) from a stream; this adds line numbers, named columns, and errors that name
/// the file.
public final class CSVRecords {
    /// The header's column names, trimmed.
    public let header: [String]
    private let reader: CSVReader
    private let stream: InputStream
    private let file: String
    /// The line the next record starts on.
    private var line: Int

    /// Reads the header from `stream` (UTF-8, a BOM allowed), which the records then come from;
    /// `file` names it in errors.
    /// - Throws: `RecordFileError` when there is no header or the text is not UTF-8.
    public init(_ stream: InputStream, file: String) throws {
        self.stream = stream
        self.file = file
        do {
            reader = try CSVReader(stream: stream, hasHeaderRow: true)
        } catch CSVError.unicodeDecoding {
            throw RecordFileError.unreadable(file: file, reason: RecordsStrings.notUTF8)
        } catch {
            throw RecordSource.failure(of: stream, file: file) ?? RecordFileError.unreadable(file: file, reason: RecordsStrings.noHeader)
        }
        guard let header = reader.headerRow, header != [""] else {
            throw RecordFileError.unreadable(file: file, reason: RecordsStrings.noHeader)
        }
        self.header = header.map { $0.trimmed }
        line = 2 + Self.lineBreaks(in: header)
    }

    /// The next record that is not a blank line, nil after the last.
    /// - Throws: `RecordFileError` when the text stops being UTF-8 (or the file cannot be read on).
    public func next() throws -> (line: Int, fields: [String])? {
        while let fields = reader.next() {
            let start = line
            line += 1 + Self.lineBreaks(in: fields)
            if fields != [""] { return (start, fields) }
        }
        if reader.error != nil {
            throw RecordSource.failure(of: stream, file: file) ?? RecordFileError.unreadable(file: file, reason: RecordsStrings.notUTF8)
        }
        return nil
    }

    /// The line breaks inside quoted fields, which move the next record down.
    static func lineBreaks(in fields: [String]) -> Int {
        fields.reduce(0) { sum, field in sum + field.unicodeScalars.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } }
    }

    /// The index of each column in the header by name (the first, if a name repeats).
    public var columns: [String: Int] {
        var found: [String: Int] = [:]
        for (index, name) in header.enumerated() where found[name] == nil { found[name] = index }
        return found
    }

    /// `rows` (a header first) as CSV with LF line ends, each field that a spreadsheet would
    /// take for a formula escaped (`CSVFormulaGuard`).
    public static func data(_ rows: [[String]]) throws -> Data {
        let stream = OutputStream.toMemory()
        let writer = try CSVWriter(stream: stream)
        for row in rows { try writer.write(row: row.map(CSVFormulaGuard.escaped)) }
        writer.stream.close()
        guard let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data else { return Data() }
        return data + Data("\n".utf8)
    }
}
