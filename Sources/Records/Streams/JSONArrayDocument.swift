import Foundation

/// The items of a JSON file read whole by Foundation's JSONSerialization: the reader of the files
/// the streamed reader (`JSONArrayStream`) cannot take, and the judge of what is valid JSON. Its
/// memory grows with the file (the parsed document is held whole); only files libyaml refuses
/// come here.
public struct JSONArrayDocument: JSONArrayItems {
    private let items: [Any]
    private var index = 0
    /// The root's members, all of them.
    public let members: [String: Any]
    /// Whether the root has the array.
    public let hasArray: Bool

    /// Parses `data`, whose root's array `key` gives the items; `file` names it in errors.
    /// - Throws: `RecordFileError` when it is not JSON.
    public init(_ data: Data, file: String, key: String) throws {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw RecordFileError.unreadable(file: file, reason: RecordsStrings.badJSON(error.localizedDescription))
        }
        members = object as? [String: Any] ?? [:]
        let items = members[key] as? [Any]
        hasArray = items != nil
        self.items = items ?? []
    }

    /// The next item, nil after the last.
    public mutating func next() throws -> Any? {
        guard index < items.count else { return nil }
        index += 1
        return items[index - 1]
    }
}
