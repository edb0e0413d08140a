/// An `Encoder` that feeds every stored field of a value into a `StateHasher`, so a state hash
/// is derived from the value's `Encodable` conformance instead of being listed by hand.
///
/// Each nested value (a struct, an array, an enum case's payload) is hashed on its own and mixed
/// into its parent as one word, so `[[a], b]` and `[[a, b]]` differ, and an absent optional
/// differs from any present one. Sets and dictionaries are hashed without regard to their
/// iteration order, which Swift seeds per process. Field names are not hashed: the synthesized
/// conformance encodes fields in declaration order, which is fixed by the source.
public final class StateHashingEncoder: Encoder {
    /// The hasher of the value being encoded now.
    var hasher = StateHasher()

    /// Always empty: paths are not hashed, and building them would cost an allocation a field.
    public var codingPath: [any CodingKey] { [] }
    /// Always empty.
    public var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// An encoder with nothing fed in yet, to feed several values into in turn (`append(_:)`),
    /// then read `digest`.
    public init() {}

    /// Feeds `value` in after what was fed before, as a nested value.
    /// - Throws: only what `value`'s own `encode(to:)` throws.
    public func append<Value: Encodable>(_ value: Value) throws { try combineNested(value) }

    /// Feeds a word in.
    public func append(_ word: UInt64) { hasher.combine(word) }

    /// The digest of everything fed in so far.
    public var digest: UInt64 { hasher.value }

    /// The digest of `value`'s encoding.
    /// - Throws: only what `value`'s own `encode(to:)` throws.
    public static func digest<Value: Encodable>(of value: Value) throws -> UInt64 {
        let encoder = StateHashingEncoder()
        try encoder.combineNested(value)
        return encoder.hasher.value
    }

    public func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
    }

    public func unkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedContainer(encoder: self) }

    public func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueContainer(encoder: self) }

    /// Marks that a value is present (an absent optional mixes `absent` in instead).
    static let present: UInt64 = 0x5EED_0001, absent: UInt64 = 0x5EED_0000

    /// How a type's values are hashed, found once per type and encoder (a dynamic cast on every
    /// nested value was most of the encoder's time).
    private enum Kind { case plain, unordered, frozen }
    private var kinds: [ObjectIdentifier: Kind] = [:]

    private func kind<Value>(of value: Value) -> Kind {
        let type = ObjectIdentifier(Value.self)
        if let known = kinds[type] { return known }
        let kind: Kind = value is any PrecomputedStateDigest ? .frozen : value is any UnorderedStateEncodable ? .unordered : .plain
        kinds[type] = kind
        return kind
    }

    /// Hashes `value` on its own and mixes its digest into the current hasher as one word.
    func combineNested<Value: Encodable>(_ value: Value) throws {
        // The commonest leaves of simulated state, without a container: the same words as the
        // synthesized conformance would feed in.
        if Value.self == Vec2.self {
            let v = unsafeBitCast(value, to: Vec2.self)
            var nested = StateHasher()
            nested.combine(v.x)
            nested.combine(v.y)
            return hasher.combine(nested.value)
        }
        let kind = kind(of: value)
        if kind == .frozen, let frozen = value as? any PrecomputedStateDigest { return hasher.combine(try frozen.stateDigest()) }
        let parent = hasher
        hasher = StateHasher()
        if kind == .unordered, let unordered = value as? any UnorderedStateEncodable {
            try unordered.encodeUnordered(into: self)
        } else {
            try value.encode(to: self)
        }
        let digest = hasher.value
        hasher = parent
        hasher.combine(digest)
    }

    /// The digest of `value` alone, leaving the current hasher as it was.
    func digest<Value: Encodable>(of value: Value) throws -> UInt64 {
        let parent = hasher
        hasher = StateHasher()
        try combineNested(value)
        let digest = hasher.value
        hasher = parent
        return digest
    }
}

/// A collection whose iteration order is not part of its value (a set, a dictionary): its
/// elements are hashed one by one and mixed in sorted by their digests.
protocol UnorderedStateEncodable {
    func encodeUnordered(into encoder: StateHashingEncoder) throws
}

extension Set: UnorderedStateEncodable where Element: Encodable {
    func encodeUnordered(into encoder: StateHashingEncoder) throws {
        var digests = try map { try encoder.digest(of: $0) }
        digests.sort()
        encoder.hasher.combine(digests.count)
        for digest in digests { encoder.hasher.combine(digest) }
    }
}

extension Dictionary: UnorderedStateEncodable where Key: Encodable, Value: Encodable {
    func encodeUnordered(into encoder: StateHashingEncoder) throws {
        var digests = try map { key, value in
            var pair = StateHasher()
            pair.combine(try encoder.digest(of: key))
            pair.combine(try encoder.digest(of: value))
            return pair.value
        }
        digests.sort()
        encoder.hasher.combine(digests.count)
        for digest in digests { encoder.hasher.combine(digest) }
    }
}
