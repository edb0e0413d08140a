import Foundation

/// The files the watch log imports and exports.
public enum WatchLogFormat: String, CaseIterable, Sendable {
    /// Letterboxd's diary export, `diary.csv` (import only).
    case letterboxd
    /// Diorama's own CSV: one entry a row, every field.
    case dioramaCSV = "diorama_csv"
    /// Diorama's own JSON: `{"format": "diorama-watch-log", "version": 1, "entries": [...]}`.
    case dioramaJSON = "diorama_json"

    /// The format of a file from its contents, nil when it is none of them: a picture or other
    /// binary data, or text whose CSV header has neither format's columns (see `detect(header:)`).
    public static func detect(_ data: Data) -> WatchLogFormat? {
        if isJSON(data) { return .dioramaJSON }
        guard isText(data), let records = try? CSVRecords(ImportSource.data(data).stream(file: ""), file: "") else { return nil }
        return detect(header: records.header)
    }

    /// Whether `data` is meant as JSON: it starts with `{` (after white space or a byte-order mark).
    static func isJSON(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(512), as: UTF8.self)
        return head.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "{"
    }

    /// The bytes looked at to tell text from binary data.
    static let textSniffBytes = 8_192

    /// Whether `data` may be text, in any encoding that keeps ASCII as it is: its first
    /// `textSniffBytes` hold no NUL (a picture, an archive, UTF-16 text has one within its first
    /// bytes), and its header line, the first line in them, is UTF-8 (column names; PNG's
    /// "\u{89}PNG" is not) with no control character but tab, form feed and carriage return (a
    /// gzip or zip file's first bytes). Control characters further on may be a title's or a
    /// note's, and leave a file text; text that is not UTF-8 past its header is refused later,
    /// as such.
    static func isText(_ data: Data) -> Bool {
        let head = data.prefix(textSniffBytes)
        guard !head.contains(0x00) else { return false }
        let headerLine = head.prefix { $0 != 0x0A }
        // A header line longer than the bytes looked at may end inside a character.
        if headerLine.count < head.count, String(validating: headerLine, as: UTF8.self) == nil { return false }
        return !headerLine.contains { $0 < 0x20 && ![0x09, 0x0C, 0x0D].contains($0) || $0 == 0x7F }
    }

    /// The CSV format whose columns `header` has: Letterboxd's when it has a `Letterboxd URI`
    /// column; Diorama's when it has any of the export's columns (`title`, `type`, …); else
    /// Letterboxd's when it has any of a Letterboxd diary's (`Date`, `Name`, …), so that a
    /// Letterboxd file missing columns is told Letterboxd's names for them. Nil for a header
    /// with none of them.
    static func detect(header: [String]) -> WatchLogFormat? {
        let columns = Set(header)
        if columns.contains(LetterboxdDiary.Column.uri) { return .letterboxd }
        if !columns.isDisjoint(with: DioramaExport.Column.all) { return .dioramaCSV }
        if !columns.isDisjoint(with: LetterboxdDiary.Column.all) { return .letterboxd }
        return nil
    }
}
