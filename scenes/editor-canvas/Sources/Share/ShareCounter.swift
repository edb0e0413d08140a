import Foundation
import Engine

/// How many times the user has shared, kept in the profile's `shares.json`: 5 shares unlock the
/// golden filter, 10 the rare sticker pack.
struct ShareCounter: Codable, Equatable, Sendable {
    /// The file the count is kept in, in the scene's save folder.
    static let fileName = "shares.json"
    /// The shares that unlock the golden filter and the rare pack.
    static let goldenShares = 5, rareShares = 10
    /// The most shares counted (a larger number in the file is refused as damaged).
    static let maxShares = 1_000_000

    var version = 1
    var shares = 0

    var unlocksGolden: Bool { shares >= Self.goldenShares }
    var unlocksRare: Bool { shares >= Self.rareShares }

    /// The count in `save`, zero when there is none.
    /// - Throws: `SaveError` or `DataFileError` naming the file when it is unreadable or out of range.
    static func load(from save: SaveStore) throws -> ShareCounter {
        guard let bytes = try save.read(fileName) else { return ShareCounter() }
        let path = save.path(of: fileName)
        let counter = try DataFile.decode(ShareCounter.self, json: bytes, from: path)
        guard counter.version == 1, (0...maxShares).contains(counter.shares) else {
            throw DataFileError(path: path, reason: "shares \(counter.shares) is not from 0 to \(maxShares) (format \(counter.version))")
        }
        return counter
    }

    /// Asks the host to write the count to the scene's save folder when the tick ends.
    func save(into effects: inout EffectQueue) throws {
        effects.save(Array(try JSONEncoder().encode(self)), as: Self.fileName)
    }
}
