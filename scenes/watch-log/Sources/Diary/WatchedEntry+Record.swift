import Foundation
import GRDB
import Records

/// An entry as a row of the `entry` table.
extension WatchedEntry: FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "entry"

    /// The entry a row holds.
    /// - Throws: `DatabaseProblem.damaged` naming the row and column when a value is not of the
    ///   column's type or out of its range (a damaged or hostile file), so a bad row is an error
    ///   for the user, never a crash.
    public init(row: Row) throws {
        let id: Int64? = try Self.decode(row, "id", id: nil)
        func value<Value: DatabaseValueConvertible>(_ column: String) throws -> Value {
            try Self.decode(row, column, id: id)
        }
        let typeName: String = try value("type")
        guard let type = EntryType(rawValue: typeName) else { throw Self.badRow(id, "type") }
        let created: Int64 = try value("createdAt"), updated: Int64 = try value("updatedAt")
        guard EntryLimits.milliseconds.contains(created) else { throw Self.badRow(id, "createdAt") }
        guard EntryLimits.milliseconds.contains(updated) else { throw Self.badRow(id, "updatedAt") }
        self.init(id: id, title: try value("title"), type: type, rating: try value("rating"), notes: try value("notes"),
                  watching: try value("watching"), createdAt: Date(databaseMilliseconds: created),
                  updatedAt: Date(databaseMilliseconds: updated))
        // The rules the form and the schema's CHECKs enforce, which a file written elsewhere
        // may break (a title of 10,000 combining marks within the byte limit).
        if let field = EntryField.allCases.first(where: { validationErrors[$0] != nil }) {
            throw Self.badRow(id, field.rawValue)
        }
    }

    /// The value of `column`, or `DatabaseProblem.damaged` naming the row.
    private static func decode<Value: DatabaseValueConvertible>(_ row: Row, _ column: String, id: Int64?) throws -> Value {
        do {
            return try row.decode(Value.self, forColumn: column)
        } catch {
            throw badRow(id, column)
        }
    }

    private static func badRow(_ id: Int64?, _ column: String) -> DatabaseProblem {
        .damaged(WatchLogStrings.badRow(id.map(String.init) ?? "?", column))
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
