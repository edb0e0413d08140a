/// The watch log's words for the user, in one place so a translation can replace them.
enum WatchLogStrings {
    // MARK: - Entry types

    static let movie = "Movie", tvShow = "TV Show"

    // MARK: - Validation (inline under each field)

    static let titleRequired = "Enter a title"
    static func titleTooLong(_ count: Int, limit: Int) -> String {
        "The title is \(count) characters long; keep it to \(limit)"
    }
    static let ratingRequired = "Choose 1 to 3 dots, or mark it as watching"
    static func ratingOutOfRange(_ rating: Int) -> String { "A rating is 1 to 3 dots, not \(rating)" }
    static func notesTooLong(_ count: Int, limit: Int) -> String {
        "The notes are \(count) characters long; keep them to \(limit)"
    }

    // MARK: - Store errors

    static func invalidEntry(_ messages: [String]) -> String { "The entry cannot be saved: \(messages.joined(separator: "; "))" }
    static func noSuchEntry(_ id: Int64) -> String { "There is no entry \(id) in the watch log" }
    static let notSaved = "This entry has not been saved yet"
    static func cannotOpen(_ file: String, _ reason: String) -> String { "Cannot open the watch log \(file): \(reason)" }

    // MARK: - Import and export

    static func unreadableFile(_ file: String, _ reason: String) -> String { "Cannot read \(file): \(reason)" }
    static func missingColumns(_ file: String, _ columns: [String]) -> String {
        "\(file) is missing the column\(columns.count == 1 ? "" : "s") \(columns.joined(separator: ", "))"
    }
    static func cannotWrite(_ file: String, _ reason: String) -> String { "Cannot write \(file): \(reason)" }
    static let notUTF8 = "it is not UTF-8 text"
    static let noHeader = "it has no header line"
    static func notAnExport(_ format: String) -> String { "it is not a Diorama watch log export (format \"\(format)\")" }
    static func newerExport(_ version: Int) -> String { "it was written by a newer Diorama (export version \(version))" }
    static func badJSON(_ reason: String) -> String { "it is not valid JSON: \(reason)" }
    static func fieldCount(_ found: Int, expected: Int) -> String { "it has \(found) fields where the header has \(expected)" }
    static func badDate(_ column: String, _ text: String) -> String { "\(column) \"\(text)\" is not a date" }
    static func missingDate(_ column: String) -> String { "there is no \(column)" }
    static func badStars(_ text: String) -> String { "the rating \"\(text)\" is not 0.5 to 5 stars in half stars" }
    static let noStars = "it has no rating (the watch log needs 1 to 3 dots)"
    static func badType(_ text: String) -> String { "the type \"\(text)\" is neither movie nor tv_show" }
    static func badRating(_ text: String) -> String { "the rating \"\(text)\" is not 1, 2 or 3" }
    static func badWatching(_ text: String) -> String { "watching \"\(text)\" is neither true nor false" }
    static func letterboxdTags(_ tags: String) -> String { "Tags: \(tags)" }

    /// One line of an import's summary.
    static func importSummary(added: Int, duplicates: Int, refused: Int) -> String {
        "\(added) added, \(duplicates) skipped as already in the log, \(refused) refused"
    }
    static func refusedLine(_ line: Int, _ reason: String) -> String { "line \(line): \(reason)" }
}
