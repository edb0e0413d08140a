/// The files the watch log imports and exports.
public enum WatchLogFormat: String, CaseIterable, Sendable {
    /// Letterboxd's diary export, `diary.csv` (import only).
    case letterboxd
    /// Diorama's own CSV: one entry a row, every field.
    case dioramaCSV = "diorama_csv"
    /// Diorama's own JSON: `{"format": "diorama-watch-log", "version": 1, "entries": [...]}`.
    case dioramaJSON = "diorama_json"

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
