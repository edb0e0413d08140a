import Engine
import Foundation

/// The collections in `data/collections.yml`.
public struct RoastCollectionCatalog: Sendable {
    public let collections: [RoastCollection]

    private struct File: Decodable { var collections: [RoastCollection] }

    /// Reads the catalog at `path`.
    /// - Throws: `DataFileError` naming the file: bad YAML, a duplicate id, a day that is no day,
    ///   or only one end of a season.
    public init(path: String) throws {
        let collections = try DataFile.decode(File.self, from: path).collections
        var seen: Set<String> = []
        for c in collections {
            guard seen.insert(c.id).inserted else { throw DataFileError(path: path, reason: "two collections have the id '\(c.id)'") }
            guard (c.from == nil) == (c.through == nil) else {
                throw DataFileError(path: path, reason: "collection '\(c.id)' needs both 'from' and 'through', or neither")
            }
            for day in [c.from, c.through].compactMap({ $0 }) where !(1...12).contains(day.month) || !(1...31).contains(day.day) {
                throw DataFileError(path: path, reason: "collection '\(c.id)' has the day \(day.month)-\(day.day), which is no day")
            }
        }
        self.collections = collections
    }

    /// The collections offered on `date` in `timeZone`, in the file's order: the all-year ones and
    /// the seasonal ones in season.
    public func active(on date: Date, in timeZone: TimeZone) -> [RoastCollection] {
        collections.filter { $0.isActive(on: date, in: timeZone) }
    }
}
