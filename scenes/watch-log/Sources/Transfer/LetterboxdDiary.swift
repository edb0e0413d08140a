import Engine
import Foundation
import Records

/// Letterboxd's diary export, `diary.csv`: one logged viewing a row.
///
/// Its columns are `Date` (when it was logged), `Name`, `Year` (the film's release), `Letterboxd
/// URI`, `Rating` (0.5–5 stars in half stars, empty when unrated), `Rewatch` (`Yes` or empty),
/// `Tags` and `Watched Date`. An entry's `createdAt` is the watched date (the logged date when that
/// is empty) at noon in the importing user's time zone, so that it falls in that year whatever the
/// zone's offset. Letterboxd logs films, so every entry is a movie; its tags become its notes.
///
/// Stars become dots as the watch log's three steps of liking something:
/// ½–2½ stars → 1 dot (good), 3–4 stars → 2 dots (great), 4½–5 stars → 3 dots (excellent).
/// An unrated row is refused, because the log needs a rating for anything not being watched.
enum LetterboxdDiary {
    /// The names of the columns of Letterboxd's `diary.csv`; the import reads `Date`, `Name`,
    /// `Rating`, `Tags` and `Watched Date` (`Year` and `Rewatch` it leaves: the log links rewatches
    /// itself) and tells the format by `Letterboxd URI`.
    enum Column {
        static let date = "Date", name = "Name", year = "Year", uri = "Letterboxd URI", rating = "Rating"
        static let rewatch = "Rewatch", tags = "Tags", watchedDate = "Watched Date"
        /// Every column of a `diary.csv`, in Letterboxd's order.
        static let all = [date, name, year, uri, rating, rewatch, tags, watchedDate]
        /// The columns a file must have, in that order: a row needs a date, a title and a rating
        /// (`Watched Date` falls back on `Date`, and `Tags` may be left out).
        static let required = [date, name, rating]
    }

    /// The dots for a Letterboxd rating in half stars (1–10).
    static func dots(halfStars: Int) -> Int {
        switch halfStars {
        case ...5: 1
        case 6...8: 2
        default: 3
        }
    }

    /// The rows of `records` as entries, read as the import asks for them.
    /// - Throws: `WatchLogError.missingColumns` when the header lacks a column the rows need.
    static func rows(_ records: CSVRecords, file: String, timeZone: TimeZone) throws -> CSVRows {
        try CSVRows(records, file: file, required: Column.required, format: .letterboxd) { field throws in
            let watched = field(Column.watchedDate).trimmed
            let dateColumn = watched.isEmpty ? Column.date : Column.watchedDate
            let dateText = watched.isEmpty ? field(Column.date).trimmed : watched
            guard !dateText.isEmpty else { throw RecordRefusal(reason: WatchLogStrings.missingDate(dateColumn)) }
            guard let date = CalendarDay(dateText)?.noon(in: timeZone) else {
                throw RecordRefusal(reason: WatchLogStrings.badDate(dateColumn, dateText))
            }
            let tags = field(Column.tags).trimmed
            let entry = WatchedEntry(title: field(Column.name), type: .movie, rating: try dots(field(Column.rating)),
                                     notes: tags.isEmpty ? nil : WatchLogStrings.letterboxdTags(tags), createdAt: date)
            return try ImportedEntry.checked(entry)
        }
    }

    /// The dots for a `Rating` field, refusing anything but ½ to 5 in half stars.
    static func dots(_ text: String) throws -> Int {
        let trimmed = text.trimmed
        guard !trimmed.isEmpty else { throw RecordRefusal(reason: WatchLogStrings.noStars) }
        // Digits and one point only: no signs, exponents, "nan" or "inf", and at most "5.0".
        guard trimmed.count <= 3, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let stars = Double(trimmed), stars >= 0.5, stars <= 5, (stars * 2).rounded() == stars * 2 else {
            throw RecordRefusal(reason: WatchLogStrings.badStars(trimmed))
        }
        return dots(halfStars: Int(stars * 2))
    }
}
