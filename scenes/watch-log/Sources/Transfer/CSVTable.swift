import CSV
import Foundation

/// A CSV file read whole: its header and its records, each with the line it starts on.
///
/// CSV.swift does the parsing (quoted fields, doubled quotes, commas and line breaks in fields,
/// a byte-order mark); this adds line numbers, named columns, and errors that name the file.
struct CSVTable {
    /// The header's column names, trimmed.
    var header: [String]
    /// The records after the header, blank lines left out.
    var records: [(line: Int, fields: [String])]

    /// Reads `data` (UTF-8, a BOM allowed); `file` names it in errors.
    init(_ data: Data, file: String) throws {
        let reader: CSVReader
        do {
            reader = try CSVReader(stream: InputStream(data: data), hasHeaderRow: true)
        } catch CSVError.unicodeDecoding {
            throw WatchLogError.unreadableFile(file: file, reason: WatchLogStrings.notUTF8)
        } catch {
            throw WatchLogError.unreadableFile(file: file, reason: WatchLogStrings.noHeader)
        }
        guard let header = reader.headerRow, header != [""] else {
            throw WatchLogError.unreadableFile(file: file, reason: WatchLogStrings.noHeader)
        }
        self.header = header.map { $0.trimmed }
        var line = 2 + Self.lineBreaks(in: header)
        records = []
        while let fields = reader.next() {
            if fields != [""] { records.append((line, fields)) }
            line += 1 + Self.lineBreaks(in: fields)
        }
        if reader.error != nil {
            throw WatchLogError.unreadableFile(file: file, reason: WatchLogStrings.notUTF8)
        }
    }

    /// The line breaks inside quoted fields, which move the next record down.
    static func lineBreaks(in fields: [String]) -> Int {
        fields.reduce(0) { sum, field in sum + field.unicodeScalars.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } }
    }

    /// The index of each of `columns` in the header, or `missingColumns` for those absent (named
    /// as `format` names them).
    func indices(of columns: [String], format: WatchLogFormat, file: String) throws -> [String: Int] {
        var found: [String: Int] = [:]
        for (index, name) in header.enumerated() where found[name] == nil { found[name] = index }
        let missing = columns.filter { found[$0] == nil }
        guard missing.isEmpty else { throw WatchLogError.missingColumns(file: file, format: format, columns: missing) }
        return found
    }

    /// Each record as a row, or refused when its field count is not the header's.
    func rows(_ make: (_ field: (String) -> String) throws -> WatchedEntry,
              columns: [String: Int]) -> [ParsedRow] {
        records.map { record in
            guard record.fields.count == header.count else {
                return ParsedRow(line: record.line, result: .failure(
                    RowRefusal(reason: WatchLogStrings.fieldCount(record.fields.count, expected: header.count))))
            }
            do {
                let entry = try make { name in columns[name].map { record.fields[$0] } ?? "" }
                return ParsedRow(line: record.line, result: .success(entry))
            } catch {
                return ParsedRow(line: record.line, result: .failure(RowRefusal(error)))
            }
        }
    }
}
