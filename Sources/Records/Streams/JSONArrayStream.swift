import CYaml
import Foundation

/// The items of one array in a JSON file's root object, read as a stream of parser events an
/// item at a time, so a file of a million items holds one item and the parser's buffers, never
/// the document.
///
/// Foundation parses JSON only whole (JSONSerialization, JSONDecoder) and none of the packages
/// Diorama builds on has a streaming JSON parser, so this uses libyaml's event parser, the
/// reference C implementation of YAML that Yams carries as its `CYaml` module. A JSON file is
/// YAML in flow style, and libyaml reads it from a read callback in small chunks. Its scalars
/// are typed here as JSON types them: a double-quoted one is a string, a plain one (a number,
/// `true`, `false`, `null`) is given to JSONSerialization as a fragment, so each value is the very
/// object the whole-document reader (`JSONArrayDocument`) would make, and the items come out the
/// same.
///
/// YAML 1.1 is not quite a superset of JSON, so whatever JSON does not have and libyaml would
/// take (aliases, anchors, tags, single-quoted or unquoted keys, a string over two lines, a second
/// document, a repeated array key) stops the stream with `NotReadAsStream`, and so does any
/// error of libyaml's, including its refusals of valid JSON: a `\u` escape of half a surrogate
/// pair, a control character (DEL, C1) or non-character written raw in a string, a tab before
/// the root's `{`. So do a line separator in a string (YAML folds it) and a U+FEFF in one (see
/// `event()`), which libyaml reads otherwise than JSONSerialization. The reader then starts
/// again with `JSONArrayDocument`, which decides. A few things JSON forbids still pass here
/// unseen by the events: a comma before a closing bracket, a `#` comment, YAML's extra escapes
/// (`\x41`); such a file is read, not refused.
public final class JSONArrayStream: JSONArrayItems {
    /// The stream cannot go on as JSON read the way the whole-document reader reads it; the
    /// reader starts again with `JSONArrayDocument`.
    public struct NotReadAsStream: Error {
        /// What libyaml or the checks here found, for debugging.
        public var reason: String
    }

    /// The bytes libyaml asks for at a time.
    static let chunkBytes = 64 * 1024
    /// The plain scalars' JSON values kept (the same few numbers and flags recur in every item).
    static let cachedPlainValues = 64

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: Input
    private let file: String
    private let key: String
    private var stage = Stage.start
    /// The root's members named when the reader was made, as JSONSerialization gives them.
    public private(set) var members: [String: Any] = [:]
    private let kept: Set<String>
    private var arraySeen = false
    /// Whether the root's member `key` is an array.
    public private(set) var hasArray = false
    private var plainValues: [String: Any] = [:]

    private enum Stage {
        case start, root, array, done
    }

    /// What the parser reads from, kept alive and reached through libyaml's context pointer.
    private final class Input {
        let stream: InputStream
        init(_ stream: InputStream) { self.stream = stream }
    }

    /// Reads the items of the root's array `key` from `stream` (opened), keeping the root's
    /// members named in `keep`; `file` names it in errors.
    public init(_ stream: InputStream, file: String, key: String, keep: Set<String>) throws {
        self.file = file
        self.key = key
        kept = keep
        input = Input(stream)
        parser = .allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            throw NotReadAsStream(reason: "libyaml could not start")
        }
        // UTF-8 only, as JSON is exchanged: other bytes stop the stream, and the whole-document
        // reader says what they are.
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input(parser, { context, buffer, size, sizeRead in
            guard let context, let buffer, let sizeRead else { return 0 }
            let input = Unmanaged<Input>.fromOpaque(context).takeUnretainedValue()
            let count = input.stream.read(buffer, maxLength: min(size, JSONArrayStream.chunkBytes))
            guard count >= 0 else { return 0 }
            sizeRead.pointee = count
            return 1
        }, Unmanaged.passUnretained(input).toOpaque())
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next item of the array, nil after the last.
    public func next() throws -> Any? {
        if stage == .start {
            try expect(.streamStart)
            guard case .documentStart(implicit: true) = try event() else { throw NotReadAsStream(reason: "not one bare JSON value") }
            guard case .mappingStart = try event() else { throw NotReadAsStream(reason: "the root is not an object") }
            stage = .root
        }
        while true {
            switch stage {
            case .start, .done:
                return nil
            case .array:
                switch try event() {
                case .sequenceEnd:
                    stage = .root
                case .mappingStart:
                    return try object()
                case .sequenceStart:
                    try skipContainer(isObject: false)
                    return [Any]()
                case .scalar(let scalar):
                    return try value(of: scalar)
                default:
                    throw NotReadAsStream(reason: "unexpected event in the array")
                }
            case .root:
                switch try event() {
                case .mappingEnd:
                    guard case .documentEnd(implicit: true) = try event() else { throw NotReadAsStream(reason: "a document end marker") }
                    try expect(.streamEnd)
                    stage = .done
                    return nil
                case .scalar(let key):
                    let name = try self.key(key)
                    switch name {
                    case self.key:
                        // JSONSerialization keeps a repeated key's last value: items already read
                        // from an earlier one would be wrong.
                        guard !arraySeen else { throw NotReadAsStream(reason: "the array given twice") }
                        arraySeen = true
                        switch try event() {
                        case .sequenceStart:
                            hasArray = true
                            stage = .array
                        case .mappingStart:
                            try skipContainer(isObject: true)
                        case .scalar(let scalar):
                            _ = try value(of: scalar)
                        default:
                            throw NotReadAsStream(reason: "unexpected event after a key")
                        }
                    case _ where kept.contains(name): members[name] = try anyValue()
                    default: _ = try anyValue()
                    }
                default:
                    throw NotReadAsStream(reason: "unexpected event in the root")
                }
            }
        }
    }

    // MARK: - Values

    /// An object's members, each value as JSONSerialization gives it (an array or object inside
    /// as an empty one: items are flat records).
    private func object() throws -> [String: Any] {
        var members: [String: Any] = [:]
        while true {
            switch try event() {
            case .mappingEnd: return members
            case .scalar(let key): members[try self.key(key)] = try anyValue()
            default: throw NotReadAsStream(reason: "an object's key is not a string")
            }
        }
    }

    /// The next value: a scalar's, or an empty stand-in for an array or object (read past).
    private func anyValue() throws -> Any {
        switch try event() {
        case .scalar(let scalar): return try value(of: scalar)
        case .mappingStart: try skipContainer(isObject: true); return [String: Any]()
        case .sequenceStart: try skipContainer(isObject: false); return [Any]()
        default: throw NotReadAsStream(reason: "a key without a value")
        }
    }

    /// Reads past the rest of an array or object (`isObject`) whose start was just read,
    /// checking its keys and scalars as JSON's.
    private func skipContainer(isObject: Bool) throws {
        // The containers open, innermost last: whether each is an object, and if so whether a
        // key comes next.
        var open: [(isObject: Bool, keyNext: Bool)] = [(isObject, isObject)]
        while !open.isEmpty {
            let last = open.count - 1
            let event = try event()
            if open[last].isObject && open[last].keyNext {
                switch event {
                case .mappingEnd: open.removeLast()
                case .scalar(let scalar): _ = try key(scalar); open[last].keyNext = false
                default: throw NotReadAsStream(reason: "an object's key is not a string")
                }
                continue
            }
            if open[last].isObject { open[last].keyNext = true }
            switch event {
            case .sequenceEnd where !open[last].isObject: open.removeLast()
            case .scalar(let scalar): _ = try value(of: scalar)
            case .mappingStart: open.append((true, true))
            case .sequenceStart: open.append((false, false))
            default: throw NotReadAsStream(reason: "unexpected event in a value")
            }
        }
    }

    /// A key: a string on one line, as JSON writes one.
    private func key(_ scalar: Scalar) throws -> String {
        guard scalar.style == .doubleQuoted else { throw NotReadAsStream(reason: "an object's key is not a string") }
        return scalar.text
    }

    /// A scalar's value as JSONSerialization gives it: a string, or a number, flag or null.
    private func value(of scalar: Scalar) throws -> Any {
        if scalar.style == .doubleQuoted { return scalar.text }
        if let cached = plainValues[scalar.text] { return cached }
        guard let value = try? JSONSerialization.jsonObject(with: Data(scalar.text.utf8), options: .fragmentsAllowed) else {
            throw NotReadAsStream(reason: "the plain scalar \(scalar.text.prefix(40)) is not a JSON value")
        }
        if plainValues.count < Self.cachedPlainValues { plainValues[scalar.text] = value }
        return value
    }

    // MARK: - Events

    /// A scalar's text and how it was written.
    private struct Scalar {
        enum Style { case doubleQuoted, plain }
        var text: String
        var style: Style
    }

    /// The events this reader tells apart, copied out of libyaml's.
    private enum Event {
        case streamStart, streamEnd, documentStart(implicit: Bool), documentEnd(implicit: Bool)
        case mappingStart, mappingEnd, sequenceStart, sequenceEnd, scalar(Scalar)
    }

    private func expect(_ expected: Event) throws {
        switch (try event(), expected) {
        case (.streamStart, .streamStart), (.streamEnd, .streamEnd): return
        default: throw NotReadAsStream(reason: "the stream does not start or end as one JSON value")
        }
    }

    /// The next event, or `NotReadAsStream` when libyaml fails or the event is not JSON's.
    private func event() throws -> Event {
        var raw = yaml_event_t()
        guard yaml_parser_parse(parser, &raw) == 1 else {
            if let failure = RecordSource.failure(of: input.stream, file: file) { throw failure }
            let problem = parser.pointee.problem.map { String(cString: $0) } ?? "libyaml failed"
            throw NotReadAsStream(reason: "\(problem) at line \(parser.pointee.problem_mark.line + 1)")
        }
        defer { yaml_event_delete(&raw) }
        switch raw.type {
        case YAML_STREAM_START_EVENT: return .streamStart
        case YAML_STREAM_END_EVENT: return .streamEnd
        case YAML_DOCUMENT_START_EVENT:
            let start = raw.data.document_start
            guard start.version_directive == nil, start.tag_directives.start == start.tag_directives.end else {
                throw NotReadAsStream(reason: "a YAML directive")
            }
            return .documentStart(implicit: start.implicit == 1)
        case YAML_DOCUMENT_END_EVENT: return .documentEnd(implicit: raw.data.document_end.implicit == 1)
        case YAML_MAPPING_START_EVENT:
            let start = raw.data.mapping_start
            guard start.anchor == nil, start.tag == nil, start.style == YAML_FLOW_MAPPING_STYLE else {
                throw NotReadAsStream(reason: "an anchor, tag or block mapping")
            }
            return .mappingStart
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        case YAML_SEQUENCE_START_EVENT:
            let start = raw.data.sequence_start
            guard start.anchor == nil, start.tag == nil, start.style == YAML_FLOW_SEQUENCE_STYLE else {
                throw NotReadAsStream(reason: "an anchor, tag or block sequence")
            }
            return .sequenceStart
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_SCALAR_EVENT:
            let scalar = raw.data.scalar
            guard scalar.anchor == nil, scalar.tag == nil else { throw NotReadAsStream(reason: "an anchor or tag") }
            let style: Scalar.Style
            switch scalar.style {
            // JSON has no line break in a string; YAML would fold one into a space.
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE where raw.start_mark.line == raw.end_mark.line: style = .doubleQuoted
            case YAML_PLAIN_SCALAR_STYLE: style = .plain
            default: throw NotReadAsStream(reason: "a scalar JSON does not write")
            }
            let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
            // JSONSerialization drops a U+FEFF that starts a run of unescaped text in a string
            // (it makes each run with String(bytes:encoding:)); where those runs start is not
            // in the event, so such a string is left to it.
            if bytes.indices.contains(where: { bytes[$0] == 0xEF && $0 + 2 < bytes.count && bytes[$0 + 1] == 0xBB && bytes[$0 + 2] == 0xBF }) {
                throw NotReadAsStream(reason: "a U+FEFF in a string")
            }
            return .scalar(Scalar(text: String(decoding: bytes, as: UTF8.self), style: style))
        default:
            throw NotReadAsStream(reason: "an alias")
        }
    }
}
