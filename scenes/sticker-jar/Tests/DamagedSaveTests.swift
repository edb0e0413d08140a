import Foundation
import SceneTestSupport
import Testing
@testable import Engine
@testable import StickerJarScene

/// Saves are files users keep and send: a damaged or hostile one is set aside and reported,
/// never trapped on, and no picture of the user's is ever overwritten.
@Suite struct DamagedSaveTests {
    /// The jar's save folder in a fresh profile, holding `json` as `jar.json`.
    func profile(holding json: String) throws -> (profile: String, store: SaveStore) {
        let profile = scratchProfile()
        let store = SaveStore(directory: profile).scoped(to: StickerJarScene.info.id)
        try store.write(json, to: "jar.json")
        return (profile, store)
    }

    @Test(arguments: [
        #"{"version":1,"nextCustom":9223372036854775807,"stickers":[]}"#,
        #"{"version":2,"nextCustom":0,"stickers":[]}"#,
        #"{"version":0,"nextCustom":0,"stickers":[]}"#,
        #"{"version":1,"nextCustom":-1,"stickers":[]}"#,
        #"{"version":1,"nextCustom":0,"stickers":[{"art":"banana","x":0,"y":1,"angle":1e+39}]}"#,
        #"{"version":1,"nextCustom":0,"stickers":[{"art":"banana","x":1e300,"y":1,"angle":0}]}"#,
        #"{"version":1,"nextCustom":1,"stickers":[],"names":[{"art":"custom-0","text":"   "}]}"#,
        #"{"version":1,"nextCustom":1,"stickers":[],"names":[{"art":"custom-0","text":"a name far longer than any card could show"}]}"#,
    ])
    func aSaveWithNumbersOutOfRangeIsSetAsideAndReported(json: String) throws {
        let (profile, store) = try profile(holding: json)
        let runner = try makeJar(seed: 2, profile: profile)
        #expect(text(runner, "message")?.contains("it is kept as jar.damaged.json") == true, "\(runner.probes()["message"]!)")
        #expect(try store.read("jar.damaged.json") == Array(json.utf8))
        runner.send(.fileDrop(try DroppedFile(contentsOf: projectRoot + "/assets/photos/banana-plain.png")))
        runner.run(ticks: 5)
    }

    @Test func aSecondDamagedSaveDoesNotReplaceTheFirst() throws {
        let (profile, store) = try profile(holding: "{ first")
        try store.write("{ earlier", to: "jar.damaged.json")
        _ = try makeJar(seed: 2, profile: profile)
        #expect(try store.read("jar.damaged.json") == Array("{ earlier".utf8))
        #expect(try store.read("jar.damaged-2.json") == Array("{ first".utf8))
    }

    @Test func aNewCustomStickerNeverTakesTheNameOfAPictureThere() throws {
        let (profile, store) = try profile(holding: #"{"version":1,"nextCustom":0,"stickers":[]}"#)
        let mine = Array("the user's earlier sticker".utf8)
        try store.write(mine, to: "custom-0.png")
        let runner = try makeJar(seed: 2, profile: profile)
        runner.send(.fileDrop(try DroppedFile(contentsOf: projectRoot + "/assets/photos/banana-plain.png")))
        runner.run(ticks: 5)
        #expect(try store.read("custom-0.png") == mine)
        #expect(store.exists("custom-1.png"))
    }

    @Test func aStickerNamingAnythingButAFoodOrACustomPictureIsReportedNotRead() throws {
        // Real pictures wait at the places the hostile names point to, so only the name check
        // keeps them out.
        let outside = ScratchFolders.path("diorama-outside")
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let picture = StickerJarScene.resources.path("art/foods/banana.png")
        try FileManager.default.copyItem(atPath: picture, toPath: outside + "/evil.png")
        let ups = String(repeating: "../", count: StickerJarScene.resources.path("art/foods").split(separator: "/").count)
        for art in [ups + String(outside.dropFirst()) + "/evil", "custom-01"] {
            let json = #"{"version":1,"nextCustom":0,"stickers":[{"art":"\#(art)","x":0,"y":1,"angle":0}]}"#
            let (profile, store) = try profile(holding: json)
            try FileManager.default.copyItem(atPath: picture, toPath: store.path(of: "custom-01.png"))
            let runner = try makeJar(seed: 2, profile: profile)
            #expect(text(runner, "message")?.contains("could not be restored") == true, "\(art): \(runner.probes()["message"]!)")
            #expect(number(runner, "stickers") == 0, "\(art)")
        }
    }

    @Test func aStickerWhosePictureIsMissingStaysInTheSaveUntilThePictureComesBack() throws {
        let json = #"{"version":1,"nextCustom":1,"stickers":[{"angle":0,"art":"custom-0","x":0,"y":1},{"angle":0,"art":"banana","x":0.5,"y":1}]}"#
        let (profile, store) = try profile(holding: json)
        let first = try makeJar(seed: 2, profile: profile)
        #expect(text(first, "message")?.contains("custom-0") == true, "\(first.probes()["message"]!)")
        #expect(number(first, "stickers") == 1)
        first.run(ticks: 30)
        first.end()
        let saved = String(decoding: try #require(try store.read("jar.json")), as: UTF8.self)
        #expect(saved.contains("\"custom-0\""), "the entry is kept: \(saved)")

        try FileManager.default.copyItem(atPath: StickerJarScene.resources.path("art/foods/banana.png"),
                                         toPath: store.path(of: "custom-0.png"))
        let second = try makeJar(seed: 2, profile: profile)
        #expect(number(second, "stickers") == 2, "the picture is back, and so is its sticker")
    }

    /// A save piling the most stickers a jar holds at one point would have the physics force
    /// them apart for minutes; one is restored there and the rest drop in again, one by one.
    @Test func stickersSavedOnTopOfEachOtherDropInAgain() throws {
        let entries = Array(repeating: #"{"angle":0,"art":"banana","x":0,"y":1}"#, count: StickerJarScene.maxStickers)
        let (profile, _) = try profile(holding: #"{"version":1,"nextCustom":0,"stickers":["# + entries.joined(separator: ",") + "]}")
        let runner = try makeJar(seed: 2, profile: profile)
        #expect(number(runner, "stickers") == 1)
        #expect(number(runner, "pending") == Double(StickerJarScene.maxStickers - 1))
        runner.run(ticks: 60)
        #expect(number(runner, "stickers") > 1, "the rest drop in")
    }
}
