import Foundation
import Testing
@testable import Records

/// The streamed JSON reader gives the very items and members the whole-document reader gives,
/// and stops where libyaml would read something JSON does not say.
@Suite struct JSONArrayStreamTests {
    /// The items and kept members of `text`, read by `items`.
    static func read(_ items: some JSONArrayItems) throws -> (items: [NSObject], members: [String: NSObject], hasArray: Bool) {
        var items = items, read: [NSObject] = []
        while let item = try items.next() { read.append(item as! NSObject) }
        return (read, items.members.mapValues { $0 as! NSObject }, items.hasArray)
    }

    static func streamed(_ text: String) throws -> (items: [NSObject], members: [String: NSObject], hasArray: Bool) {
        let stream = try RecordSource.data(Data(text.utf8)).stream(file: "x.json")
        return try read(try JSONArrayStream(stream, file: "x.json", key: "items", keep: ["kind"]))
    }

    static func whole(_ text: String) throws -> (items: [NSObject], members: [String: NSObject], hasArray: Bool) {
        let read = try read(try JSONArrayDocument(Data(text.utf8), file: "x.json", key: "items"))
        return (read.items, read.members.filter { $0.key == "kind" }, read.hasArray)
    }

    /// Items are flat records: the stream gives an array or object inside one as an empty one.
    @Test func itemsAndMembersAreTheWholeDocumentReadersOwn() throws {
        let files = [
            #"{"kind": "notes", "items": []}"#,
            #"{"items": [{"a": 1, "b": "two", "c": true, "d": null, "e": 2.5}], "kind": 7, "other": {"nested": [1]}}"#,
            #"{"items": [1, "x", {"flat": false}, -1e300], "kind": "k"}"#,
            #"{"kind": "é \u00e9\u0301 \"q\" \\ \/", "items": [{"t": "Phở 🍲", "n": "a\nb"}]}"#,
            #"{"items": {"not": "an array"}, "kind": 1}"#,
        ]
        for text in files {
            let streamed = try Self.streamed(text), whole = try Self.whole(text)
            #expect(streamed.items == whole.items, "\(text)")
            #expect(streamed.members == whole.members, "\(text)")
            #expect(streamed.hasArray == whole.hasArray, "\(text)")
        }
    }

    @Test func whatJSONDoesNotSayStopsTheStream() throws {
        for text in [#"{"items": [&a 1, *a]}"#, #"{'items': []}"#, #"{"items": [], "items": []}"#, #"{"items": ["\ud83c\udf7f"]}"#] {
            #expect(throws: JSONArrayStream.NotReadAsStream.self, "\(text)") { _ = try Self.streamed(text) }
        }
        #expect(try Self.whole(#"{"items": ["\ud83c\udf7f"]}"#).items == ["🍿" as NSString])
        #expect(throws: RecordFileError.self) { _ = try Self.whole(#"{"items": [}"#) }
        let nested = try Self.streamed(#"{"items": [[1, 2], {"a": {"b": 1}}]}"#)
        #expect(nested.items == [[] as NSArray, ["a": [:] as NSDictionary] as NSDictionary])
    }
}
