extension StateTree: Encodable {
    /// Writes the tree back as the JSON it was read from: objects with their fields, numbers as
    /// numbers with the same digits (each was read as a 64-bit integer or a double, whose
    /// shortest text gives the same value back).
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let fields):
            var container = encoder.container(keyedBy: FieldKey.self)
            for field in fields { try container.encode(field.value, forKey: FieldKey(stringValue: field.name)) }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .number(let text):
            var container = encoder.singleValueContainer()
            if let integer = Int64(text) {
                try container.encode(integer)
            } else if let integer = UInt64(text) {
                try container.encode(integer)
            } else if let number = Double(text) {
                try container.encode(number)
            } else {
                throw EncodingError.invalidValue(text, .init(codingPath: encoder.codingPath, debugDescription: "'\(text)' is not a number"))
            }
        case .text(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }

    /// An object's field name as a key.
    private struct FieldKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
