import Foundation

/// What a file of records is, told from its first bytes: JSON, other text (CSV), or binary data
/// (a picture, an archive) that is no file of records at all.
public enum RecordFileKind: Sendable, Equatable {
    /// JSON: it starts with `{`.
    case json
    /// Text that is not JSON, such as CSV.
    case text
    /// Neither: a picture, an archive, UTF-16 text.
    case binary

    /// The bytes looked at (`RecordSource.head`).
    public static let sniffBytes = 8_192

    /// The kind of a file whose first bytes are `head`.
    public init(head: Data) {
        self = Self.isJSON(head) ? .json : Self.isText(head) ? .text : .binary
    }

    /// Whether `data` is meant as JSON: it starts with `{` (after white space or a byte-order mark).
    static func isJSON(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(512), as: UTF8.self)
        return head.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "{"
    }

    /// Whether `data` may be text, in any encoding that keeps ASCII as it is: its first
    /// `sniffBytes` hold no NUL (a picture, an archive, UTF-16 text has one within its first
    /// bytes), and its header line, the first line in them, is UTF-8 (column names; PNG's
    /// "\u{89}PNG" is not) with no control character but tab, form feed and carriage return (a
    /// gzip or zip file's first bytes). Control characters further on may be a record's, and
    /// leave a file text; text that is not UTF-8 past its header is refused later, as such.
    static func isText(_ data: Data) -> Bool {
        let head = data.prefix(sniffBytes)
        guard !head.contains(0x00) else { return false }
        let headerLine = head.prefix { $0 != 0x0A }
        // A header line longer than the bytes looked at may end inside a character.
        if headerLine.count < head.count, String(validating: headerLine, as: UTF8.self) == nil { return false }
        return !headerLine.contains { $0 < 0x20 && ![0x09, 0x0C, 0x0D].contains($0) || $0 == 0x7F }
    }
}
