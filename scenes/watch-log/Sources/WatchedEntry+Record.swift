import Foundation
import GRDB

/// Milliseconds since 1970, the database's form of a date.
extension Date {
    var databaseMilliseconds: Int64 { Int64((timeIntervalSince1970 * 1000).rounded()) }
    init(databaseMilliseconds: Int64) { self.init(timeIntervalSince1970: Double(databaseMilliseconds) / 1000) }
}

/// An entry as a row of the `entry` table.
extension WatchedEntry: FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "entry"

    public init(row: Row) {
        let typeName: String = row["type"]
        self.init(id: row["id"], title: row["title"], type: EntryType(rawValue: typeName) ?? .movie,
                  rating: row["rating"], notes: row["notes"], watching: row["watching"],
                  createdAt: Date(databaseMilliseconds: row["createdAt"]),
                  updatedAt: Date(databaseMilliseconds: row["updatedAt"]))
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["title"] = title
        container["titleKey"] = titleKey
        container["type"] = type.rawValue
        container["rating"] = rating
        container["notes"] = notes
        container["watching"] = watching
        container["createdAt"] = createdAt.databaseMilliseconds
        container["updatedAt"] = updatedAt.databaseMilliseconds
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
