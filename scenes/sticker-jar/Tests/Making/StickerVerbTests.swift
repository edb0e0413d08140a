import ArgumentParser
import Engine
import Foundation
import SceneTestSupport
import StickerJarScene
import Testing

/// `diorama sticker make`, the jar's own verb, parsed and run in process (the built `diorama` runs
/// it in `DioramaTests`' `StickerCommandTests`).
@Suite struct StickerVerbTests {
    @Test func withoutOutTheStickerGoesBesideThePicture() throws {
        let folder = try ScratchFolders.make("sticker-verb")
        defer { ScratchFolders.remove(folder) }
        try FileManager.default.copyItem(atPath: projectRoot + "/assets/photos/banana-plain.png", toPath: folder + "/banana.png")
        var command = try StickerCommand.parseAsRoot(["make", folder + "/banana.png", "--size", "120"])
        try command.run()
        let sticker = try Image(contentsOfPNG: folder + "/banana.sticker.png")
        #expect(max(sticker.width, sticker.height) == 120)
    }

    @Test func aSizeWithNoRoomForTheOutlineIsAMistakeOnTheCommandLine() {
        do {
            _ = try StickerCommand.parseAsRoot(["make", "banana.png", "--size", "20"])
            Issue.record("--size 20 was taken")
        } catch {
            #expect(StickerCommand.message(for: error)
                    == "--size must be \(StickerStyle().smallestSide)...4096 pixels (room for the outline and the shadow)")
            #expect(StickerCommand.exitCode(for: error) == .validationFailure)
        }
    }
}
