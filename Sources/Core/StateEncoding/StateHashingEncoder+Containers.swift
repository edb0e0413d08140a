extension StateHashingEncoder {
    /// A struct's or an enum case's fields, mixed in the order they are encoded.
    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: StateHashingEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { encoder.hasher.combine(StateHashingEncoder.absent) }
        mutating func encode(_ value: Bool, forKey key: Key) { encoder.hasher.combine(value) }
        mutating func encode(_ value: String, forKey key: Key) { encoder.hasher.combine(value) }
        mutating func encode(_ value: Double, forKey key: Key) { encoder.hasher.combine(value) }
        mutating func encode(_ value: Float, forKey key: Key) { encoder.hasher.combine(value) }
        mutating func encode(_ value: Int, forKey key: Key) { encoder.hasher.combine(value) }
        mutating func encode(_ value: Int8, forKey key: Key) { encoder.hasher.combine(Int(value)) }
        mutating func encode(_ value: Int16, forKey key: Key) { encoder.hasher.combine(Int(value)) }
        mutating func encode(_ value: Int32, forKey key: Key) { encoder.hasher.combine(value) }
        mutating func encode(_ value: Int64, forKey key: Key) { encoder.hasher.combine(UInt64(bitPattern: value)) }
        mutating func encode(_ value: UInt, forKey key: Key) { encoder.hasher.combine(UInt64(value)) }
        mutating func encode(_ value: UInt8, forKey key: Key) { encoder.hasher.combine(UInt64(value)) }
        mutating func encode(_ value: UInt16, forKey key: Key) { encoder.hasher.combine(UInt64(value)) }
        mutating func encode(_ value: UInt32, forKey key: Key) { encoder.hasher.combine(value) }
        mutating func encode(_ value: UInt64, forKey key: Key) { encoder.hasher.combine(value) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder.combineNested(value) }

        // An absent optional field mixes a marker in: the synthesized conformance skips it.
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { mark(value) { encoder.hasher.combine($0) } }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) { mark(value) { encoder.hasher.combine($0) } }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { mark(value) { encoder.hasher.combine($0) } }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) { mark(value) { encoder.hasher.combine($0) } }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { mark(value) { encoder.hasher.combine($0) } }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) { mark(value) { encoder.hasher.combine(Int($0)) } }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) { mark(value) { encoder.hasher.combine(Int($0)) } }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) { mark(value) { encoder.hasher.combine($0) } }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) { mark(value) { encoder.hasher.combine(UInt64(bitPattern: $0)) } }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) { mark(value) { encoder.hasher.combine(UInt64($0)) } }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) { mark(value) { encoder.hasher.combine(UInt64($0)) } }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) { mark(value) { encoder.hasher.combine(UInt64($0)) } }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) { mark(value) { encoder.hasher.combine($0) } }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) { mark(value) { encoder.hasher.combine($0) } }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            guard let value else { encoder.hasher.combine(StateHashingEncoder.absent); return }
            encoder.hasher.combine(StateHashingEncoder.present)
            try encoder.combineNested(value)
        }

        private func mark<T>(_ value: T?, _ combine: (T) -> Void) {
            guard let value else { encoder.hasher.combine(StateHashingEncoder.absent); return }
            encoder.hasher.combine(StateHashingEncoder.present)
            combine(value)
        }

        // A nested container under a key is how an enum's case is encoded: the key is the case,
        // so it is mixed in, or `.idle` and `.running` (or `.box(1)` and `.ball(1)`) would hash
        // the same.
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            encoder.hasher.combine(key.stringValue)
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.hasher.combine(key.stringValue)
            return UnkeyedContainer(encoder: encoder)
        }
        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            encoder.hasher.combine(key.stringValue)
            return encoder
        }
    }

    /// An array's elements (or a tuple-like payload), mixed in order.
    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: StateHashingEncoder
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        init(encoder: StateHashingEncoder) { self.encoder = encoder }

        mutating func encodeNil() { count += 1; encoder.hasher.combine(StateHashingEncoder.absent) }
        mutating func encode(_ value: Bool) { count += 1; encoder.hasher.combine(value) }
        mutating func encode(_ value: String) { count += 1; encoder.hasher.combine(value) }
        mutating func encode(_ value: Double) { count += 1; encoder.hasher.combine(value) }
        mutating func encode(_ value: Float) { count += 1; encoder.hasher.combine(value) }
        mutating func encode(_ value: Int) { count += 1; encoder.hasher.combine(value) }
        mutating func encode(_ value: Int8) { count += 1; encoder.hasher.combine(Int(value)) }
        mutating func encode(_ value: Int16) { count += 1; encoder.hasher.combine(Int(value)) }
        mutating func encode(_ value: Int32) { count += 1; encoder.hasher.combine(value) }
        mutating func encode(_ value: Int64) { count += 1; encoder.hasher.combine(UInt64(bitPattern: value)) }
        mutating func encode(_ value: UInt) { count += 1; encoder.hasher.combine(UInt64(value)) }
        mutating func encode(_ value: UInt8) { count += 1; encoder.hasher.combine(UInt64(value)) }
        mutating func encode(_ value: UInt16) { count += 1; encoder.hasher.combine(UInt64(value)) }
        mutating func encode(_ value: UInt32) { count += 1; encoder.hasher.combine(value) }
        mutating func encode(_ value: UInt64) { count += 1; encoder.hasher.combine(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { count += 1; try encoder.combineNested(value) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { count += 1; return UnkeyedContainer(encoder: encoder) }
        mutating func superEncoder() -> any Encoder { count += 1; return encoder }
    }

    /// A single primitive, or a value that encodes as another (a raw value, a wrapper).
    struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: StateHashingEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { encoder.hasher.combine(StateHashingEncoder.absent) }
        mutating func encode(_ value: Bool) { encoder.hasher.combine(value) }
        mutating func encode(_ value: String) { encoder.hasher.combine(value) }
        mutating func encode(_ value: Double) { encoder.hasher.combine(value) }
        mutating func encode(_ value: Float) { encoder.hasher.combine(value) }
        mutating func encode(_ value: Int) { encoder.hasher.combine(value) }
        mutating func encode(_ value: Int8) { encoder.hasher.combine(Int(value)) }
        mutating func encode(_ value: Int16) { encoder.hasher.combine(Int(value)) }
        mutating func encode(_ value: Int32) { encoder.hasher.combine(value) }
        mutating func encode(_ value: Int64) { encoder.hasher.combine(UInt64(bitPattern: value)) }
        mutating func encode(_ value: UInt) { encoder.hasher.combine(UInt64(value)) }
        mutating func encode(_ value: UInt8) { encoder.hasher.combine(UInt64(value)) }
        mutating func encode(_ value: UInt16) { encoder.hasher.combine(UInt64(value)) }
        mutating func encode(_ value: UInt32) { encoder.hasher.combine(value) }
        mutating func encode(_ value: UInt64) { encoder.hasher.combine(value) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            encoder.hasher.combine(StateHashingEncoder.present)
            try encoder.combineNested(value)
        }
    }
}
