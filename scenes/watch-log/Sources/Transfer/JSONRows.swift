import Records

/// The entries of a Diorama JSON file, made from its `entries` array's items one at a time as
/// the import asks for them; after the last, the root is checked (`DioramaExport.checkJSONRoot`).
struct JSONRows<Items: JSONArrayItems>: RecordRows {
    /// The root's members the check reads.
    static var kept: Set<String> { ["format", "version"] }
    /// The root's array of entries.
    static var key: String { "entries" }

    var items: Items
    let file: String
    private var number = 0
    private let dates = DioramaExport.dateFormatter()

    /// The rows of `items`, read from `file`.
    init(_ items: Items, file: String) {
        self.items = items
        self.file = file
    }

    mutating func next() throws -> ParsedRecord<WatchedEntry>? {
        if let item = try items.next() {
            number += 1
            return DioramaExport.jsonRow(item, number: number, dates: dates)
        }
        try DioramaExport.checkJSONRoot(format: items.members["format"], version: items.members["version"],
                                        hasEntries: items.hasArray, file: file)
        return nil
    }
}
