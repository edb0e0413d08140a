import Foundation

/// The files the watch log imports and exports.
public enum WatchLogFormat: String, CaseIterable, Sendable {
    /// Letterboxd's diary export, `diary.csv` (import only).
    case letterboxd
    /// Diorama's own CSV: one entry a row, every field.
    case dioramaCSV = "diorama_csv"
    /// Diorama's own JSON: `{"format": "diorama-watch-log", "version": 1, "entries": [...]}`.
    case dioramaJSON = "diorama_json"

    /// The format of a file from its contents: JSON if it starts with `{`, Letterboxd if its
    /// header has a `Letterboxd URI` column, else Diorama's CSV.
    public static func detect(_ data: Data) -> WatchLogFormat {
        let head = String(decoding: data.prefix(512), as: UTF8.self)
        if head.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "{" { return .dioramaJSON }
        let header = head.split(whereSeparator: \.isNewline).first ?? ""
        return header.contains(LetterboxdDiary.Column.uri) ? .letterboxd : .dioramaCSV
    }
}
