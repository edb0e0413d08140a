import Foundation
import UI

/// The watch log's words for the user, in one place so a translation can replace them.
enum WatchLogStrings {
    /// The language these strings are in, which numbers are written for ("1,038").
    static let languageCode = "en"

    /// `count` as this language writes a whole number, its digits grouped: "1,038".
    static func number(_ count: Int) -> String { NumberText.grouped(count, languageCode: languageCode) }

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

    static func badRow(_ id: String, _ column: String) -> String { "entry \(id) has a \(column) that is not valid" }

    // MARK: - Opening a diary that cannot be used as it is

    static func damagedKeptAside(_ reason: String, _ aside: String) -> String {
        "Your diary could not be read (\(reason)). It is kept unchanged as \(aside), and a new diary was started."
    }
    static func newerKeptAside(_ reason: String, _ aside: String) -> String {
        "Your diary was made by a newer Diorama (\(reason)). It is kept unchanged as \(aside), and a new diary was started."
    }
    static func lockedNotice(_ file: String) -> String {
        "\(file) is locked by another program: this empty diary is read-only. Close the other program and open the watch log again."
    }
    static func sharedNotice(_ file: String) -> String {
        "\(file) is open in another program: this diary is read-only, so neither overwrites the other. Close the other program and open the watch log again."
    }
    static func unwritableNotice(_ reason: String) -> String {
        "The diary cannot be opened for writing (\(reason)): this empty diary is read-only."
    }

    // MARK: - Import and export

    static func cannotImportFile(_ file: String, _ reason: String) -> String { "Cannot import \(file): \(reason)" }
    /// The columns a file of `format` lacks, in that format's names.
    static func missingColumns(_ format: WatchLogFormat, _ columns: [String]) -> String {
        let plural = columns.count != 1, names = columns.joined(separator: ", ")
        switch format {
        case .letterboxd: return "it is missing the Letterboxd diary.csv column\(plural ? "s" : "") \(names)"
        case .dioramaCSV: return "it is missing the watch log export column\(plural ? "s" : "") \(names)"
        case .dioramaJSON: return "it is missing the watch log export's \(names)"
        }
    }
    static let notADiary = "it is not a CSV or JSON diary (a Letterboxd diary.csv, or the watch log's own export)"
    static func cannotWrite(_ file: String, _ reason: String) -> String { "Cannot write \(file): \(reason)" }
    static func notAnExport(_ format: String) -> String { "it is not a Diorama watch log export (format \"\(format)\")" }
    static func newerExport(_ version: Int) -> String { "it was written by a newer Diorama (export version \(version))" }
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
        "\(number(added)) added, \(number(duplicates)) skipped as already in the log, \(number(refused)) refused"
    }
    static func refusedLine(_ line: Int, _ reason: String) -> String { "line \(line): \(reason)" }

    // MARK: - The scene

    static let sceneTitle = "Watch log"
    static let sceneSummary = "dotdot's diary of films and shows you watched, by year, rated in dots."
    static let localOnly = "Saved on this device only; nothing is synced"

    // MARK: - Dashboard

    static func entryCount(_ count: Int) -> String { count == 1 ? "1 entry" : "\(number(count)) entries" }
    /// The line under the title when the diary opened read-only, after its entry count.
    static func readOnly(_ count: String, _ reason: String) -> String { "\(count) · read-only, changes are not saved (\(reason))" }
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
        count == 0 ? "Nothing called “\(text)”" : count == 1 ? "1 match" : "\(number(count)) matches"
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
    static func diaryNotWritten(_ reason: String) -> String {
        "Your diary could not be written to disk (\(reason)). The diary saved before is unchanged; your changes stay while the watch log is open and are written again with the next change."
    }

    /// A dropped file that could not be imported; nothing of it was added.
    static func cannotImport(_ file: String, _ error: String) -> String { "Nothing imported from \(file): \(error)" }

    /// An import's counts, short enough for one line of a toast.
    static func importedCounts(added: Int, duplicates: Int, refused: Int) -> String {
        "\(number(added)) added · \(number(duplicates)) already in the log · \(number(refused)) refused"
    }

    /// The refusals a toast or a report leaves out after the first few.
    static func moreRefused(_ count: Int) -> String { "and \(number(count)) more refused" }
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
    static func importDiscussion(refused: Int32, named: Int) -> String {
        """
        Prints what was added and skipped as already in the log, and exits 0. When any row was \
        refused, the rows that could be read are still added, the counts and each refused row's \
        line and reason (the first \(number(named)), then how many more) go to stderr, and the \
        exit status is \(refused). A file that cannot be imported at all (not a diary, missing \
        columns, not UTF-8) adds nothing and exits 1.
        """
    }
    static let exportAbstract = "Write the diary to a .csv or .json file (by its extension)."
    static let exportFileHelp = "The file to write."
    static func exported(_ count: Int, _ file: String) -> String {
        count == 1 ? "exported 1 entry to \(file)" : "exported \(number(count)) entries to \(file)"
    }
}
