import Foundation
import Engine

/// The built-in store: a purchase completes at once (the scene asks first, "Demo purchase — no
/// payment is taken") and is kept in the profile's `purchases.json`, which "Restore purchases"
/// reads again.
struct OfflineEntitlementProvider: EntitlementProvider, Codable {
    /// The file the purchases are kept in, in the scene's save folder.
    static let fileName = "purchases.json"

    /// What `purchases.json` holds.
    struct Record: Codable, Equatable {
        var version = 1
        var purchased: [String]
    }

    private(set) var owned: Set<String>
    /// The scene's save folder: not hashed, since it names this machine's folders; nil only in
    /// a state decoded for a test, where purchases and restores fail.
    @Unhashed private var save: SaveStore?

    /// The provider over `save`, owning nothing until `restore()` reads the file.
    init(save: SaveStore) {
        self.save = save
        owned = []
    }

    /// The save folder, or an error when a decoded state has none.
    private func folder() throws -> SaveStore {
        guard let save else { throw SaveError(path: Self.fileName, reason: "no profile folder") }
        return save
    }

    mutating func purchase(_ productID: String, effects: inout EffectQueue) throws {
        var next = owned
        next.insert(productID)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        effects.save(Array(try encoder.encode(Record(purchased: next.sorted()))), as: Self.fileName)
        owned = next
    }

    /// - Throws: `SaveError` when the file cannot be read, `DataFileError` naming it when it is
    ///   not a record of known products (range-checked: only the catalogue's ids, each once).
    mutating func restore() throws {
        let save = try folder()
        guard let bytes = try save.read(Self.fileName) else { return owned = [] }
        let path = save.path(of: Self.fileName)
        let record = try DataFile.decode(Record.self, json: bytes, from: path)
        guard record.version == 1 else {
            throw DataFileError(path: path, reason: "format \(record.version) is not one this Diorama reads")
        }
        if let unknown = record.purchased.first(where: { !StoreProduct.ids.contains($0) }) {
            throw DataFileError(path: path, reason: "\"\(unknown)\" is not a product of the store")
        }
        guard Set(record.purchased).count == record.purchased.count else {
            throw DataFileError(path: path, reason: "a product is listed twice")
        }
        owned = Set(record.purchased)
    }
}
