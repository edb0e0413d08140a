/// Values read from a database, kept until the database changes (the owner calls `removeAll()`)
/// so a frame that shows them does not read them again; at most `capacity` are kept, past which
/// the cache starts again. A list's rows are read a page at a time (`item(at:pageSize:key:read:)`).
public struct ReadCache<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    /// The most values kept.
    public let capacity: Int

    /// An empty cache of at most `capacity` values.
    public init(capacity: Int) { self.capacity = capacity }

    /// The value for `key`, read by `read` the first time it is asked for.
    public mutating func value(for key: Key, read: () -> Value) -> Value {
        if let value = values[key] { return value }
        if values.count >= capacity { values = [:] }
        let value = read()
        values[key] = value
        return value
    }

    /// Forgets every value: the database changed.
    public mutating func removeAll() { values = [:] }

    /// Item `index` of a list read `pageSize` items at a time, each page kept under `key(page)`
    /// and read by `read` with the range of its items; nil past the list's end.
    public mutating func item<Item>(at index: Int, pageSize: Int, key: (_ page: Int) -> Key,
                                    read: (Range<Int>) -> Value) -> Item? where Value == [Item] {
        guard index >= 0 else { return nil }
        let page = index / pageSize
        let items = value(for: key(page)) { read((page * pageSize)..<((page + 1) * pageSize)) }
        let offset = index - page * pageSize
        return offset < items.count ? items[offset] : nil
    }
}
