// A set encodes its elements, and a dictionary whose keys are not strings or integers its keys
// and values, in iteration order, which Swift seeds afresh in every process. The tree (and the
// digests a replay keeps of it) must not depend on it, so those arrays are put in an order of
// their own: by each element's digest, or each key's and then value's for a dictionary.
// Objects need nothing: their fields are read in name order.

/// Marks the collections whose encoded order is their iteration order.
private protocol UnorderedElements {}
extension Set: UnorderedElements {}
/// Marks the collections that encode as keys and values, in iteration order.
private protocol UnorderedPairs {}
extension Dictionary: UnorderedPairs {}
/// Marks the values an encoder writes itself: where the walk ends.
private protocol EncodedLeaf {}
extension Bool: EncodedLeaf {}
extension String: EncodedLeaf {}
extension Double: EncodedLeaf {}
extension Float: EncodedLeaf {}
extension Int: EncodedLeaf {}
extension Int8: EncodedLeaf {}
extension Int16: EncodedLeaf {}
extension Int32: EncodedLeaf {}
extension Int64: EncodedLeaf {}
extension UInt: EncodedLeaf {}
extension UInt8: EncodedLeaf {}
extension UInt16: EncodedLeaf {}
extension UInt32: EncodedLeaf {}
extension UInt64: EncodedLeaf {}

extension StateTree {
    /// `tree` (the encoding of `value`) with every array that came from a set or a dictionary
    /// in its canonical order.
    static func canonical<Value: Encodable>(_ tree: StateTree, of value: Value) throws -> StateTree {
        let finder = UnorderedFinder(codingPath: [], found: UnorderedFinder.Found())
        try finder.note(value, at: [])
        try value.encode(to: finder)
        var tree = tree
        // Deepest first, so an outer collection's indices still name what they named when found.
        for (path, isPairs) in finder.found.paths.sorted(by: { $0.path.count > $1.path.count }) {
            tree.sortArray(at: path[...], isPairs: isPairs)
        }
        return tree
    }

    /// Sorts the array at `path` (object field names and array indices), if one is there.
    private mutating func sortArray(at path: ArraySlice<any CodingKey>, isPairs: Bool) {
        guard let first = path.first else {
            guard case .array(let elements) = self else { return }
            if isPairs, elements.count % 2 == 0 {
                let pairs = stride(from: 0, to: elements.count, by: 2).map { (elements[$0], elements[$0 + 1]) }
                self = .array(pairs.sorted { ($0.0.digest, $0.1.digest) < ($1.0.digest, $1.1.digest) }.flatMap { [$0.0, $0.1] })
            } else {
                self = .array(elements.sorted { $0.digest < $1.digest })
            }
            return
        }
        switch self {
        case .object(var fields):
            guard let index = fields.firstIndex(where: { $0.name == first.stringValue }) else { return }
            fields[index].value.sortArray(at: path.dropFirst(), isPairs: isPairs)
            self = .object(fields)
        case .array(var elements):
            guard let index = first.intValue, elements.indices.contains(index) else { return }
            elements[index].sortArray(at: path.dropFirst(), isPairs: isPairs)
            self = .array(elements)
        default:
            return
        }
    }
}

/// Walks a value's encoding, writing nothing, to find where sets and dictionaries are in it.
private struct UnorderedFinder: Encoder {
    /// The paths found, each with whether it holds keys and values.
    final class Found { var paths: [(path: [any CodingKey], isPairs: Bool)] = [] }

    let codingPath: [any CodingKey]
    let found: Found
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Notes `value` at `path` when its encoding's order is its iteration order.
    func note<T>(_ value: T, at path: [any CodingKey]) throws {
        if value is any UnorderedElements { found.paths.append((path, false)) }
        if value is any UnorderedPairs { found.paths.append((path, true)) }
    }

    /// Notes `value` at `path` and walks its encoding.
    func walk<T: Encodable>(_ value: T, at path: [any CodingKey]) throws {
        // A leaf encodes itself through a single-value container, which would walk it again.
        guard !(value is any EncodedLeaf) else { return }
        try note(value, at: path)
        try value.encode(to: UnorderedFinder(codingPath: path, found: found))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>(finder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(finder: self) }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(finder: self) }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let finder: UnorderedFinder
        var codingPath: [any CodingKey] { finder.codingPath }
        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try finder.walk(value, at: codingPath + [key]) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            UnorderedFinder(codingPath: codingPath + [key], found: finder.found).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            UnorderedFinder(codingPath: codingPath + [key], found: finder.found).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { finder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { UnorderedFinder(codingPath: codingPath + [key], found: finder.found) }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let finder: UnorderedFinder
        var count = 0
        var codingPath: [any CodingKey] { finder.codingPath }
        init(finder: UnorderedFinder) { self.finder = finder }
        /// The next element's place.
        private mutating func next() -> [any CodingKey] {
            defer { count += 1 }
            return codingPath + [IndexKey(intValue: count)]
        }
        mutating func encodeNil() throws { count += 1 }
        mutating func encode<T: Encodable>(_ value: T) throws { try finder.walk(value, at: next()) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            UnorderedFinder(codingPath: next(), found: finder.found).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            UnorderedFinder(codingPath: next(), found: finder.found).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { UnorderedFinder(codingPath: next(), found: finder.found) }
    }

    private struct Single: SingleValueEncodingContainer {
        let finder: UnorderedFinder
        var codingPath: [any CodingKey] { finder.codingPath }
        mutating func encodeNil() throws {}
        mutating func encode<T: Encodable>(_ value: T) throws { try finder.walk(value, at: codingPath) }
    }

    /// An array index as a coding key.
    private struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }
}
