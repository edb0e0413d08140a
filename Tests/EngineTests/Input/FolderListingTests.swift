import Foundation
import Testing
@testable import Engine

/// A `listing` event in replays and scripts: its JSON form, and the range checks that refuse a
/// hostile one before a scene sees it.
@Suite struct FolderListingTests {
    func json(_ event: InputEvent) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(event), as: UTF8.self)
    }

    func event(_ json: String) throws -> InputEvent { try JSONDecoder().decode(InputEvent.self, from: Data(json.utf8)) }

    /// A listing event's JSON with `files` (a JSON array's text) and `folder`.
    func listing(_ files: String, folder: String = "pictures") -> String {
        #"{"files":\#(files),"folder":"\#(folder)","type":"listing"}"#
    }

    @Test func aListingCarriesPlainNamesSizesAndTimesAndRoundTrips() throws {
        let original = InputEvent.listing(FolderListing(folder: "pictures", entries: [
            FolderEntry(name: "Beach day.JPG", byteCount: 48_211, modified: 1_795_000_000),
            FolderEntry(name: "phở.png", byteCount: 0, modified: 0),
        ]))
        #expect(try json(original) == listing(#"[{"bytes":48211,"modified":1795000000,"name":"Beach day.JPG"},"#
                                              + #"{"bytes":0,"modified":0,"name":"phở.png"}]"#))
        #expect(try event(try json(original)) == original)
        #expect(try event(listing("[]")) == .listing(FolderListing(folder: "pictures", entries: [])))
    }

    @Test(arguments: [
        #"[{"bytes":1,"modified":1,"name":"../a.png"}]"#, #"[{"bytes":1,"modified":1,"name":"a/b.png"}]"#,
        #"[{"bytes":1,"modified":1,"name":""}]"#, #"[{"bytes":1,"modified":1,"name":".."}]"#,
        #"[{"bytes":1,"modified":1,"name":"a\u0000.png"}]"#,
        #"[{"bytes":1,"modified":1,"name":"\#(String(repeating: "é", count: 128))"}]"#,
        #"[{"bytes":-1,"modified":1,"name":"a.png"}]"#, #"[{"bytes":1099511627777,"modified":1,"name":"a.png"}]"#,
        #"[{"bytes":1,"modified":-1,"name":"a.png"}]"#, #"[{"bytes":1,"modified":253402300800,"name":"a.png"}]"#,
        #"[{"bytes":1,"modified":1.5,"name":"a.png"}]"#, #"[{"bytes":1,"name":"a.png"}]"#,
        #"[{"bytes":1,"modified":1,"name":"a.png","path":"/etc/passwd"}]"#,
        #"[{"bytes":1,"modified":1,"name":"a.png"},{"bytes":2,"modified":2,"name":"a.png"}]"#,
        #"{"name":"a.png"}"#, #""a.png""#,
    ])
    func aHostileFileIsRefused(_ files: String) {
        #expect(throws: DecodingError.self) { try event(listing(files)) }
    }

    @Test(arguments: ["", "Pictures", "a/b", "..", "pictures\u{0}", String(repeating: "a", count: 65)])
    func aFolderTagThatIsNotOneIsRefused(_ folder: String) throws {
        let json = String(data: try JSONEncoder().encode(["type": "listing", "folder": folder]), encoding: .utf8)!
        #expect(throws: DecodingError.self) { try event(json.dropLast() + #","files":[]}"#) }
    }

    @Test func aListingOfMoreThanTheMostFilesIsRefusedBeforeItsFilesAreRead() throws {
        let file = #"{"bytes":1,"modified":1,"name":"a.png"}"#
        let most = (0..<FolderListing.maxEntryCount).map { #"{"bytes":1,"modified":1,"name":"\#($0).png"}"# }
        guard case .listing(let full) = try event(listing("[" + most.joined(separator: ",") + "]")) else {
            Issue.record("not a listing")
            return
        }
        #expect(full.entries.count == FolderListing.maxEntryCount)
        let tooMany = "[" + Array(repeating: file, count: FolderListing.maxEntryCount + 1).joined(separator: ",") + "]"
        let error = try #require(throws: DecodingError.self) { try event(listing(tooMany)) }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.debugDescription.contains("at most \(FolderListing.maxEntryCount) files"), "\(context.debugDescription)")
    }

    @Test func theRangeProblemNamesWhatIsWrong() {
        let ok = FolderListing(folder: "exports", entries: [FolderEntry(name: "a.png", byteCount: 1, modified: 1)])
        #expect(InputEvent.listing(ok).rangeProblem == nil)
        let twice = FolderListing(folder: "exports", entries: ok.entries + ok.entries)
        #expect(InputEvent.listing(twice).rangeProblem == "'a.png' is listed twice")
        let future = FolderListing(folder: "exports", entries: [FolderEntry(name: "a.png", byteCount: 1, modified: .max)])
        #expect(InputEvent.listing(future).rangeProblem?.contains("'a.png' was modified from 0") == true)
        #expect(FolderEntry(name: String(repeating: "a", count: FolderEntry.maxNameBytes), byteCount: 0, modified: 0).problem == nil)
    }
}
