import Foundation

/// A finished job's outcome as a `jobFinished` event carries it: the job's tag and its outcome,
/// encoded as JSON so replays and scripts can record it.
public struct JobResult: Hashable, Sendable {
    /// The most bytes an encoded outcome may hold (64 KiB): outcomes are short reports (paths,
    /// sizes, an error), never the work's product.
    public static let maxPayloadBytes = 65_536
    /// The longest tag, in characters.
    public static let maxTagLength = 64

    /// The tag the job was started with.
    public let tag: String
    /// The outcome, JSON-encoded.
    public let payload: Data

    /// Makes the result of the job tagged `tag` from its encoded outcome.
    public init(tag: String, payload: Data) {
        self.tag = tag
        self.payload = payload
    }

    /// The outcome decoded as `type`; nil when it is not one (a recording from other code).
    public func outcome<Outcome: Decodable>(as type: Outcome.Type) -> Outcome? {
        try? JSONDecoder().decode(type, from: payload)
    }

    /// What is wrong with the result as a recording states it, nil when nothing is.
    public var problem: String? {
        if !Self.isTag(tag) { return "a job's tag must be 1 to \(Self.maxTagLength) letters, digits, '-' or '_', not \"\(tag.prefix(80))\"" }
        if payload.count > Self.maxPayloadBytes { return "a job's outcome holds at most \(Self.maxPayloadBytes) bytes, not \(payload.count)" }
        return nil
    }

    /// Whether `tag` is a plain job tag: 1 to `maxTagLength` ASCII letters, digits, `-` or `_`.
    public static func isTag(_ tag: String) -> Bool {
        !tag.isEmpty && tag.count <= maxTagLength
            && tag.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
    }

    /// `outcome` encoded for a result; an outcome that cannot be encoded gives an empty object.
    static func encode<Outcome: Encodable>(_ outcome: Outcome) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(outcome)) ?? Data("{}".utf8)
    }
}
