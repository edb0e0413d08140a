import Foundation

/// The entries of a Diorama JSON file read whole by Foundation's JSONSerialization: the reader
/// of the files the streamed reader (`JSONStreamRows`) cannot take, and the judge of what is
/// valid JSON. Its memory grows with the file (the parsed document is held whole, the rows are
/// still made one at a time); only files libyaml refuses come here.
struct JSONDocumentRows: ImportRows {
    private let entries: [Any]
    private var index = 0
    private let dates = DioramaExport.dateFormatter()

    /// Parses `data` and checks its root; `file` names it in errors.
    /// - Throws: `WatchLogError` when it is not JSON, not Diorama's export, a newer version, or
    ///   has no `entries` array.
    init(_ data: Data, file: String) throws {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw WatchLogError.unreadableFile(file: file, reason: WatchLogStrings.badJSON(error.localizedDescription))
        }
        let root = object as? [String: Any]
        let entries = root?["entries"] as? [Any]
        try DioramaExport.checkJSONRoot(format: root?["format"], version: root?["version"], hasEntries: entries != nil, file: file)
        self.entries = entries ?? []
    }

    mutating func next() throws -> ParsedRow? {
        guard index < entries.count else { return nil }
        index += 1
        return DioramaExport.jsonRow(entries[index - 1], number: index, dates: dates)
    }
}
