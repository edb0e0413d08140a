import Foundation
import Testing
@testable import EditorCanvasScene
import Engine
import SceneTestSupport

/// A draft is a file users keep and send: it is decoded as hostile input, and a damaged one is
/// set aside and reported, never trapped on or silently dropped.
@Suite struct DraftTests {
    /// The portrait sample's hash (`theSamplePhotosShipWithTheScene` fails when it cannot load).
    static let portraitHash = (try? SamplePhotos.photo(2)).map(PhotoHash.of) ?? "the portrait sample did not load"

    @Test func theSamplePhotosShipWithTheScene() throws {
        let sizes = try (0..<SamplePhotos.count).map { try SamplePhotos.photo($0) }.map { [$0.width, $0.height] }
        #expect(sizes == [[1200, 900], [900, 1200], [1080, 1080]])
    }

    /// A valid draft on the portrait sample, as JSON, with `sticker` as its one sticker.
    static func draft(sticker: String = #"{"id":1,"source":{"vector":{"_0":"shapes.star"}},"transform":{"x":500,"y":500,"scale":1,"rotation":0}}"#,
                      filter: String = #""filter.party""#, nextID: Int = 2) -> String {
        #"{"version":1,"photo":{"hash":"\#(portraitHash)","width":1080,"height":1080},"filter":\#(filter),"#
            + #""stickers":[\#(sticker)],"nextID":\#(nextID)}"#
    }

    func profile(holding json: String) throws -> (profile: String, store: SaveStore) {
        let profile = scratchProfile()
        let store = SaveStore(directory: profile).scoped(to: EditorCanvasScene.info.id)
        try store.write(json, to: "draft.json")
        return (profile, store)
    }

    @Test func aGoodDraftOpens() throws {
        let (profile, _) = try profile(holding: Self.draft())
        let runner = try makeEditor(profile: profile, parameters: [:])
        #expect(number(runner, "stickers") == 1)
        #expect(text(runner, "filter") == "filter.party")
        #expect(text(runner, "message") == "")
    }

    @Test(arguments: [
        draft(sticker: #"{"id":1,"source":{"vector":{"_0":"shapes.star"}},"transform":{"x":1e300,"y":500,"scale":1,"rotation":0}}"#),
        draft(sticker: #"{"id":1,"source":{"vector":{"_0":"shapes.star"}},"transform":{"x":500,"y":500,"scale":1000,"rotation":0}}"#),
        draft(sticker: #"{"id":1,"source":{"vector":{"_0":"shapes.star"}},"transform":{"x":500,"y":500,"scale":1,"rotation":99}}"#),
        draft(sticker: #"{"id":1,"source":{"emoji":{"_0":"😎"}},"transform":{"x":500,"y":500,"scale":41,"rotation":0}}"#),
        draft(sticker: #"{"id":1,"source":{"vector":{"_0":"../../etc"}},"transform":{"x":500,"y":500,"scale":1,"rotation":0}}"#),
        draft(sticker: #"{"id":7,"source":{"vector":{"_0":"shapes.star"}},"transform":{"x":500,"y":500,"scale":1,"rotation":0}}"#),
        draft(filter: #""filter.nope""#),
        draft(nextID: -4),
        #"{"version":1,"photo":{"hash":"zz","width":1080,"height":1080},"stickers":[],"nextID":1}"#,
        #"{"version":1,"photo":{"hash":"0123456789abcdef","width":0,"height":1080},"stickers":[],"nextID":1}"#,
        #"{"version":1,"photo":{"hash":"0123456789abcdef","width":1080,"height":1080},"stickers":[],"nextID":1}"#,
        #"{"version":99,"photo":{"hash":"0123456789abcdef","width":1080,"height":1080},"stickers":[],"nextID":1}"#,
        "{ not json",
    ])
    func aDamagedDraftIsSetAsideAndReported(json: String) throws {
        let (profile, store) = try profile(holding: json)
        let runner = try makeEditor(profile: profile, parameters: [:])
        #expect(text(runner, "message")?.contains("it is kept as draft.damaged.json") == true, "\(runner.probes()["message"]!)")
        #expect(try store.read("draft.damaged.json") == Array(json.utf8))
        #expect(number(runner, "stickers") == 0)
    }

    @Test func aSecondDamagedDraftDoesNotReplaceTheFirst() throws {
        let (profile, store) = try profile(holding: "{ second")
        try store.write("{ first", to: "draft.damaged.json")
        _ = try makeEditor(profile: profile, parameters: [:])
        #expect(try store.read("draft.damaged.json") == Array("{ first".utf8))
        #expect(try store.read("draft.damaged-2.json") == Array("{ second".utf8))
    }

    @Test func aMissingPhotoFileIsAnErrorNamingIt() throws {
        #expect(throws: ImageError.self) { try makeEditor(parameters: ["photo": "/nonexistent/holiday.jpg"]) }
        do {
            _ = try makeEditor(parameters: ["photo": "/nonexistent/holiday.jpg"])
        } catch {
            #expect("\(error)".contains("/nonexistent/holiday.jpg"))
        }
    }

    @Test func aPhotoParameterOpensAJPEGAtFullResolution() throws {
        let path = ScratchFolders.path("editor-test", suffix: ".jpg")
        try Image(width: 640, height: 480, fill: Color(hex: 0x336699)).jpegData().write(to: path)
        let runner = try makeEditor(parameters: ["photo": path])
        #expect(number(runner, "photo_width") == 640)
        #expect(number(runner, "photo_height") == 480)
    }
}

extension Array where Element == UInt8 {
    func write(to path: String) throws { try Data(self).write(to: URL(fileURLWithPath: path)) }
}
