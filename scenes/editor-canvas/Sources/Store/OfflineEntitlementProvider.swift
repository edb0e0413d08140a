import Engine

/// The built-in store: a purchase completes at once (the scene asks first, "Demo purchase — no
/// payment is taken") and is kept in the profile's `purchases.json`, which the scene reads at
/// set-up and "Restore purchases" asks the host to read again.
struct OfflineEntitlementProvider: EntitlementProvider, Codable {
    /// The file the purchases are kept in, in the scene's save folder.
    static let fileName = "purchases.json"

    /// What `purchases.json` holds.
    struct Record: Codable, Equatable {
        var version = 1
        var purchased: [String]
    }

    private(set) var owned: Set<String> = []

    /// The provider owning nothing until `restore(from:file:)` reads the purchases.
    init() {}

    mutating func purchase(_ productID: String, effects: inout EffectQueue) throws {
        var next = owned
        next.insert(productID)
        try effects.save(json: Record(purchased: next.sorted()), as: Self.fileName)
        owned = next
    }

    /// - Throws: `DataFileError` naming `file` when `bytes` are not a record of known products
    ///   (range-checked: only the catalogue's ids, each once).
    mutating func restore(from bytes: [UInt8]?, file: String) throws {
        guard let bytes else { return owned = [] }
        let record = try DataFile.decode(Record.self, json: bytes, from: file)
        guard record.version == 1 else {
            throw DataFileError(path: file, reason: "format \(record.version) is not one this Diorama reads")
        }
        if let unknown = record.purchased.first(where: { !StoreProduct.ids.contains($0) }) {
            throw DataFileError(path: file, reason: "\"\(unknown)\" is not a product of the store")
        }
        guard Set(record.purchased).count == record.purchased.count else {
            throw DataFileError(path: file, reason: "a product is listed twice")
        }
        owned = Set(record.purchased)
    }
}
