import Foundation
import Records

/// Diorama's own export of the watch log, as CSV or JSON, and reading it back.
///
/// Both carry every field of every entry; dates are ISO 8601 in UTC with milliseconds
/// (`2025-03-01T20:15:00.000Z`). The CSV's columns are `Column.all`; the JSON is
/// `{"format": "diorama-watch-log", "version": 1, "entries": [{"title": …, "type": "movie",
/// "rating": 2, "notes": …, "watching": false, "createdAt": …, "updatedAt": …}]}`. A CSV field
/// a spreadsheet would take for a formula is written after a `'` (`CSVFormulaGuard`), which the
/// import takes off again.
enum DioramaExport {
    /// The CSV's column names, in order (also the JSON's keys).
    enum Column {
        static let title = "title", type = "type", rating = "rating", notes = "notes", watching = "watching"
        static let createdAt = "createdAt", updatedAt = "updatedAt"
        static let all = [title, type, rating, notes, watching, createdAt, updatedAt]
        /// The columns a file must have; the others may be left out.
        static let required = [title, type, createdAt]
    }

    /// The JSON's `format` value.
    static let jsonFormat = "diorama-watch-log"
    /// The JSON's `version`: newer files are refused whole.
    static let jsonVersion = 1

    /// The ISO 8601 form of the export's dates.
    static func dateFormatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }

    /// One entry's fields as text, by column name.
    static func fields(of entry: WatchedEntry, dates: ISO8601DateFormatter) -> [String: String] {
        [Column.title: entry.title, Column.type: entry.type.rawValue, Column.rating: entry.rating.map(String.init) ?? "",
         Column.notes: entry.notes ?? "", Column.watching: entry.watching ? "true" : "false",
         Column.createdAt: dates.string(from: entry.createdAt), Column.updatedAt: dates.string(from: entry.updatedAt)]
    }

    /// An entry from its fields as text (`field` gives "" for a column that is absent).
    static func entry(_ field: (String) -> String, dates: ISO8601DateFormatter) throws -> WatchedEntry {
        let typeText = field(Column.type).trimmed
        guard let type = EntryType(rawValue: typeText) else { throw RecordRefusal(reason: WatchLogStrings.badType(typeText)) }
        let ratingText = field(Column.rating).trimmed
        var rating: Int?
        if !ratingText.isEmpty {
            guard ratingText.count == 1, let value = Int(ratingText), EntryLimits.ratings.contains(value) else {
                throw RecordRefusal(reason: WatchLogStrings.badRating(ratingText))
            }
            rating = value
        }
        let watchingText = field(Column.watching).trimmed.lowercased()
        guard ["", "true", "false", "1", "0"].contains(watchingText) else {
            throw RecordRefusal(reason: WatchLogStrings.badWatching(watchingText))
        }
        let createdText = field(Column.createdAt).trimmed
        guard !createdText.isEmpty else { throw RecordRefusal(reason: WatchLogStrings.missingDate(Column.createdAt)) }
        guard let createdAt = dates.date(from: createdText) else {
            throw RecordRefusal(reason: WatchLogStrings.badDate(Column.createdAt, createdText))
        }
        let updatedText = field(Column.updatedAt).trimmed
        var updatedAt = createdAt
        if !updatedText.isEmpty {
            guard let date = dates.date(from: updatedText) else {
                throw RecordRefusal(reason: WatchLogStrings.badDate(Column.updatedAt, updatedText))
            }
            updatedAt = date
        }
        let notes = field(Column.notes)
        return try ImportedEntry.checked(WatchedEntry(
            title: field(Column.title), type: type, rating: rating, notes: notes.isEmpty ? nil : notes,
            watching: watchingText == "true" || watchingText == "1", createdAt: createdAt, updatedAt: updatedAt))
    }

    // MARK: - CSV

    /// `entries` as Diorama's CSV (a header, then a row each; LF line ends).
    static func csv(_ entries: [WatchedEntry]) throws -> Data {
        let dates = dateFormatter()
        return try CSVRecords.data([Column.all] + entries.map { entry in
            let fields = fields(of: entry, dates: dates)
            return Column.all.map { fields[$0] ?? "" }
        })
    }

    /// The rows of a Diorama CSV's `records`, read as the import asks for them.
    /// - Throws: `WatchLogError.missingColumns` when the header lacks a column the rows need.
    static func csvRows(_ records: CSVRecords, file: String) throws -> CSVRows {
        let dates = dateFormatter()
        return try CSVRows(records, file: file, required: Column.required, format: .dioramaCSV) { field throws in
            try entry({ CSVFormulaGuard.unescaped(field($0)) }, dates: dates)
        }
    }

    // MARK: - JSON

    /// `entries` as Diorama's JSON, keys sorted, pretty-printed.
    static func json(_ entries: [WatchedEntry]) throws -> Data {
        let dates = dateFormatter()
        let objects: [[String: Any]] = entries.map { entry in
            var object: [String: Any] = [Column.title: entry.title, Column.type: entry.type.rawValue,
                                         Column.watching: entry.watching,
                                         Column.createdAt: dates.string(from: entry.createdAt),
                                         Column.updatedAt: dates.string(from: entry.updatedAt)]
            object[Column.rating] = entry.rating
            object[Column.notes] = entry.notes
            return object
        }
        let file: [String: Any] = ["format": jsonFormat, "version": jsonVersion, "entries": objects]
        return try JSONSerialization.data(withJSONObject: file, options: [.prettyPrinted, .sortedKeys])
    }

    /// The row of entry `number` (from 1) of a Diorama JSON file: `item` as JSONSerialization
    /// gives it (an object is `[String: Any]`; anything else makes a row of empty fields).
    static func jsonRow(_ item: Any, number: Int, dates: ISO8601DateFormatter) -> ParsedRecord<WatchedEntry> {
        let object = item as? [String: Any] ?? [:]
        let field = { (name: String) -> String in
            switch object[name] {
            case let text as String: text
            case let flag as Bool where name == Column.watching: flag ? "true" : "false"
            case let number as Int: String(number)
            case let number as Double: String(number)
            default: ""
            }
        }
        do {
            return ParsedRecord(line: number, result: .success(try entry(field, dates: dates)))
        } catch {
            return ParsedRecord(line: number, result: .failure(RecordRefusal(error)))
        }
    }

    /// Refuses a JSON file that is not Diorama's export (by its `format`), is a newer version, or
    /// has no `entries` array, in that order; `format` and `version` are the root's values as
    /// JSONSerialization gives them.
    static func checkJSONRoot(format: Any?, version: Any?, hasEntries: Bool, file: String) throws {
        guard let format = format as? String, format == jsonFormat else {
            throw RecordFileError.unreadable(file: file, reason: WatchLogStrings.notAnExport(format as? String ?? ""))
        }
        let version = version as? Int ?? 0
        guard version <= jsonVersion else {
            throw RecordFileError.unreadable(file: file, reason: WatchLogStrings.newerExport(version))
        }
        guard hasEntries else {
            throw WatchLogError.missingColumns(file: file, format: .dioramaJSON, columns: ["entries"])
        }
    }
}
