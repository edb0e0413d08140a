/// The rows of a CSV file, made from its records one at a time as the import asks for them.
struct CSVRows: ImportRows {
    let records: CSVRecords
    let columns: [String: Int]
    let make: (_ field: (String) -> String) throws -> WatchedEntry

    mutating func next() throws -> ParsedRow? {
        guard let record = try records.next() else { return nil }
        let expected = records.header.count
        guard record.fields.count == expected else {
            return ParsedRow(line: record.line, result: .failure(
                RowRefusal(reason: WatchLogStrings.fieldCount(record.fields.count, expected: expected))))
        }
        do {
            let entry = try make { name in columns[name].map { record.fields[$0] } ?? "" }
            return ParsedRow(line: record.line, result: .success(entry))
        } catch {
            return ParsedRow(line: record.line, result: .failure(RowRefusal(error)))
        }
    }
}
