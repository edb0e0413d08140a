import Records

/// The rows of a CSV file, made from its records one at a time as the import asks for them.
struct CSVRows: RecordRows {
    let records: CSVRecords
    let columns: [String: Int]
    /// Makes a record's entry from its fields by column name ("" for one the file lacks).
    let make: (_ field: (String) -> String) throws -> WatchedEntry

    /// The rows of `records`, whose header must have the `required` columns of `format`.
    /// - Throws: `WatchLogError.missingColumns` naming those it lacks.
    init(_ records: CSVRecords, file: String, required: [String], format: WatchLogFormat,
         make: @escaping (_ field: (String) -> String) throws -> WatchedEntry) throws {
        let columns = records.columns
        let missing = required.filter { columns[$0] == nil }
        guard missing.isEmpty else { throw WatchLogError.missingColumns(file: file, format: format, columns: missing) }
        self.records = records
        self.columns = columns
        self.make = make
    }

    mutating func next() throws -> ParsedRecord<WatchedEntry>? {
        guard let record = try records.next() else { return nil }
        let expected = records.header.count
        guard record.fields.count == expected else {
            return ParsedRecord(line: record.line, result: .failure(
                RecordRefusal(reason: WatchLogStrings.fieldCount(record.fields.count, expected: expected))))
        }
        do {
            let entry = try make { name in columns[name].map { record.fields[$0] } ?? "" }
            return ParsedRecord(line: record.line, result: .success(entry))
        } catch {
            return ParsedRecord(line: record.line, result: .failure(RecordRefusal(error)))
        }
    }
}
