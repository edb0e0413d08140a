import Foundation

/// A value's encoded fields as a tree of names and leaves, for people to read: the inspector
/// shows a scene's state with it, and a failed replay verification compares two of them.
///
/// It is built from the same `Encodable` conformance the state hash is derived from, so what it
/// shows is exactly what the hash covers (`@Unhashed` fields are absent from both). Object keys
/// are sorted, since the JSON round trip that builds it does not keep declaration order.
public indirect enum StateTree: Sendable, Hashable {
    /// A struct, an enum case's payload or a dictionary: its fields by name, sorted.
    case object([Field])
    /// An array or a set, in encoding order.
    case array([StateTree])
    /// A number, as its shortest exact text (64-bit integers keep every digit).
    case number(String)
    /// A string.
    case text(String)
    /// A Boolean.
    case bool(Bool)
    /// An absent optional or an explicit null.
    case null

    /// One named field of an object.
    public struct Field: Sendable, Hashable {
        /// The field's name (a dictionary's key as text).
        public var name: String
        /// The field's value.
        public var value: StateTree

        /// Makes a field named `name` holding `value`.
        public init(name: String, value: StateTree) { self.name = name; self.value = value }
    }

    /// The tree of `value`'s encoding, the same in every process: sets and dictionaries in an
    /// order of their own, not their iteration order.
    /// - Throws: what `value`'s own `encode(to:)` throws.
    public init<Value: Encodable>(encoding value: Value) throws {
        self = try Self.canonical(try JSONDecoder().decode(StateTree.self, from: try Self.encoder.encode(value)), of: value)
    }

    /// How values are encoded for the tree: non-finite numbers as words, so any state encodes.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// The children of an object or an array with the names a path uses (`name`, `[3]`); empty
    /// for a leaf.
    public var children: [(name: String, value: StateTree)] {
        switch self {
        case .object(let fields): fields.map { ($0.name, $0.value) }
        case .array(let elements): elements.enumerated().map { ("[\($0.offset)]", $0.element) }
        default: []
        }
    }

    /// Whether this is a number, a string, a Boolean or a null.
    public var isLeaf: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    private var isNumber: Bool { if case .number = self { true } else { false } }

    /// A leaf's value as text (strings quoted); for an object or an array, its size in words, or
    /// its numbers when it holds no more than four and nothing else.
    public var summary: String {
        switch self {
        // A few numbers (a point, a size, a colour) read best inline.
        case .object(let fields):
            fields.count <= 4 && fields.allSatisfy(\.value.isNumber)
                ? "{" + fields.map { "\($0.name): \($0.value.summary)" }.joined(separator: ", ") + "}"
                : StateTreeStrings.fields(fields.count)
        case .array(let elements):
            elements.count <= 4 && elements.allSatisfy(\.isNumber)
                ? "[" + elements.map(\.summary).joined(separator: ", ") + "]"
                : StateTreeStrings.elements(elements.count)
        case .number(let text): text
        case .text(let text): "\"\(text)\""
        case .bool(let flag): flag ? "true" : "false"
        case .null: "nil"
        }
    }
}

extension StateTree: Decodable {
    /// The deepest a tree nests: far deeper than any scene's state, and shallow enough that
    /// reading a hostile file's state cannot exhaust a thread's stack.
    public static let maxDepth = 100

    /// Reads any JSON value; numbers keep their exact text, integers first so none is rounded.
    /// - Throws: `DecodingError.dataCorrupted` for a value nested deeper than `maxDepth`.
    public init(from decoder: any Decoder) throws {
        guard decoder.codingPath.count < Self.maxDepth else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: StateTreeStrings.tooDeep(Self.maxDepth)))
        }
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            self = .object(try keyed.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
                Field(name: $0.stringValue, value: try keyed.decode(StateTree.self, forKey: $0))
            })
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [StateTree] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(StateTree.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? single.decode(Int64.self) {
            self = .number(String(integer))
        } else if let integer = try? single.decode(UInt64.self) {
            self = .number(String(integer))
        } else if let number = try? single.decode(Double.self) {
            self = .number(number.description)
        } else {
            self = .text(try single.decode(String.self))
        }
    }

    /// Any key of a JSON object.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
