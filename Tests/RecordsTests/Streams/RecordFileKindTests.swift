import Foundation
import Testing
@testable import Records

/// JSON, other text and binary data are told apart by their first bytes.
@Suite struct RecordFileKindTests {
    @Test func theKindComesFromTheFirstBytes() {
        #expect(RecordFileKind(head: Data("\u{FEFF}  {\"a\": 1}".utf8)) == .json)
        #expect(RecordFileKind(head: Data("Date,Name\n2024,é\u{1B}\n".utf8)) == .text, "control characters past the header are a record's")
        #expect(RecordFileKind(head: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) == .binary, "a PNG")
        #expect(RecordFileKind(head: Data([0x1F, 0x8B, 0x08, 0x00])) == .binary, "gzip")
        #expect(RecordFileKind(head: Data("a\u{0}b".utf8)) == .binary)
        #expect(RecordFileKind(head: Data("Name\u{1B},Rating\n".utf8)) == .binary)
    }
}
