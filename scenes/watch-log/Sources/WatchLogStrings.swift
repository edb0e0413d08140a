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

    // MARK: - The scene

    static let sceneTitle = "Watch log"
    static let sceneSummary = "dotdot's diary of films and shows you watched, by year, rated in dots"
    static let nowParameter = "the instant the session starts, yyyy-MM-ddTHH:mm±HH:MM (default 2026-11-23T09:00+07:00)"
    static let nowFormat = "is not a time such as 2026-11-23T09:00+07:00 (yyyy-MM-ddTHH:mm then Z or ±HH:MM)"
    static func nowYears(_ years: ClosedRange<Int>) -> String { "is not in the years \(years.lowerBound) to \(years.upperBound)" }
    static let nowNoSuchTime = "names no such day, hour or minute"
    static let localOnly = "Saved on this device only; nothing is synced"

    // MARK: - Dashboard

    static func entryCount(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }
    /// The line under the title when the diary opened read-only, after its entry count.
    static func readOnly(_ count: String, _ reason: String) -> String { "\(count) · read-only, changes are not saved (\(reason))" }
    static let readOnlyOutOfDate = "the diary is from an older version and its folder cannot be written to update it"
    static let search = "Search", add = "Add entry"
    static func yearHeader(_ year: Int, count: Int) -> String { "\(year) · \(count)" }
    static let watchingBadge = "Watching"
    static func rowSubtitle(_ type: String, _ rating: Int?, day: String) -> String {
        guard let rating, (1...3).contains(rating) else { return "\(type) · \(day)" }
        return "\(type) · \(ratingNames[rating - 1]) · \(day)"
    }
    static let ratingNames = ["Good", "Great", "Excellent"]
    static let emptyTitle = "Nothing watched yet"
    static let emptyMessage = "Log the films and shows you watch, rated in one to three dots. Ctrl+N adds one; drop a Letterboxd diary.csv here to bring yours in."
    static let emptyAction = "Add your first"
    static let searchPlaceholder = "Search titles"
    static func searchResults(_ count: Int, _ text: String) -> String {
        count == 0 ? "Nothing called “\(text)”" : count == 1 ? "1 match" : "\(count) matches"
    }
    static let searchHint = "Type a title; ↑ ↓ choose, Enter opens, Esc closes"
    static func cannotRead(_ error: String) -> String { "The watch log could not be read: \(error)" }

    // MARK: - Form

    static let newEntry = "New Entry", editEntry = "Edit Entry"
    static let titlePlaceholder = "Title"
    static let types = [movie, tvShow]
    static let dots = "Dots"
    static let watching = "Still watching"
    static let notesPlaceholder = "Notes (optional)"
    static let save = "Save", cancel = "Cancel"
    static func rewatchHint(_ title: String, _ years: [Int]) -> String {
        "You watched \(title) in \(years.map(String.init).joined(separator: ", "))"
    }
    static let discardTitle = "Discard changes?"
    static let discardMessage = "What you typed in this entry will be lost."
    static let discard = "Discard", keepEditing = "Keep editing"

    // MARK: - Detail

    static func typeAndRating(_ entry: WatchedEntry) -> String {
        var parts = [entry.type.displayName]
        if let rating = entry.rating, (1...3).contains(rating) { parts.append("\(rating) of 3 dots: \(ratingNames[rating - 1].lowercased())") }
        if entry.watching { parts.append(watchingBadge.lowercased()) }
        return parts.joined(separator: " · ")
    }
    static func added(_ day: String) -> String { "Added \(day)" }
    static func changed(_ day: String) -> String { "Changed \(day)" }
    static let noNotes = "No notes"
    static let watchHistory = "Watch History"
    static let firstViewing = "The only time you logged this title"
    static let alsoWatched = "You also watched this in"
    static let edit = "Edit", delete = "Delete"
    static func deleteTitle(_ title: String) -> String { "Delete “\(title)”?" }
    static let deleteMessage = "It leaves your watch log; you can undo it while the message shows."
    static func deleted(_ title: String) -> String { "Deleted “\(title)” · Ctrl+Z undoes" }
    static let undo = "Undo"
    static func restored(_ title: String) -> String { "Restored “\(title)”" }
    static func saved(_ title: String) -> String { "Saved “\(title)”" }
    static func cannotSave(_ error: String) -> String { "Not saved: \(error)" }

    /// A dropped file that could not be imported; nothing of it was added.
    static func cannotImport(_ file: String, _ error: String) -> String { "Nothing imported from \(file): \(error)" }

    /// An import's counts, short enough for one line of a toast.
    static func importedCounts(added: Int, duplicates: Int, refused: Int) -> String {
        "\(added) added · \(duplicates) already in the log · \(refused) refused"
    }

    /// The refusals a toast leaves out after the first few.
    static func moreRefused(_ count: Int) -> String { "and \(count) more refused" }
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static func day(_ day: Int, month: Int, year: Int) -> String { "\(day) \(months[month - 1]) \(year)" }
    static func sampleRange(_ counts: ClosedRange<Int>) -> String { "is not a whole number from \(counts.lowerBound) to \(counts.upperBound)" }
    static let sampleParameter = "fills an empty diary with this many made-up entries (0 to 100000), for trying the scene"
    static func sampleNote(_ number: Int) -> String { "Sample entry \(number + 1)" }

    // MARK: - The command line

    static let commandAbstract = "Import into or export the watch log's diary."
    static let profileHelp = "The profile folder whose diary to use (default: your profile)."
    static let importAbstract = "Add the entries of a Letterboxd diary.csv, or of Diorama's own .csv or .json, to the diary."
    static let importFileHelp = "The file to import."
    static let exportAbstract = "Write the diary to a .csv or .json file (by its extension)."
    static let exportFileHelp = "The file to write."
    static func exported(_ count: Int, _ file: String) -> String { "exported \(count) entries to \(file)" }
}
