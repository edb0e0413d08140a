import ArgumentParser
import Foundation
import Testing
@testable import EditorCanvasScene
import Engine
import SceneTestSupport

/// Exports flatten the document at the photo's full resolution; the censored picture hides the
/// centre and keeps the rest; shares never overwrite a file.
@Suite struct ExportTests {
    /// A document on a plain photo of `width × height` with a star sticker at `at`, turned by `turn`.
    static func document(width: Int, height: Int, star at: Vec2, scale: Double = 1, turn: Double = 0,
                         filter: CanvasFilter? = nil) -> (EditorDocument, Image) {
        let photo = Image(width: width, height: height, fill: Color(hex: 0x3050A0))
        var document = EditorDocument(photo: PhotoReference(hash: PhotoHash.of(photo), width: width, height: height))
        document.filter = filter?.rawValue
        document.stickers = [PlacedSticker(id: 1, source: .vector("shapes.star"),
                                           transform: StickerTransform(x: at.x, y: at.y, scale: scale, rotation: turn))]
        document.nextID = 2
        return (document, photo)
    }

    @Test func theCleanPictureIsThePhotosFullSizeWithTheStickerAtItsPlace() throws {
        let (document, photo) = Self.document(width: 4032, height: 3024, star: Vec2(1000, 2000), scale: 3, turn: 0.4)
        let clean = try EditorExporter.clean(document, photo: photo, glyphs: nil)
        #expect(clean.width == 4032 && clean.height == 3024)
        // The star's inner layer at its centre, the photo far from it.
        #expect(clean[x: 1000, y: 2000] == Color(hex: 0xFFE28A))
        #expect(clean[x: 3000, y: 500] == Color(hex: 0x3050A0))
    }

    @Test func aTurnedStickersEdgesAreAntiAliased() throws {
        let (document, photo) = Self.document(width: 800, height: 600, star: Vec2(400, 300), scale: 1.5, turn: 0.3)
        let clean = try EditorExporter.clean(document, photo: photo, glyphs: nil)
        // Along a row through the star, some pixels are between the photo and the star's colours.
        let row = (0..<800).map { clean[x: $0, y: 300] }
        let between = row.filter { $0 != Color(hex: 0x3050A0) && $0 != Color(hex: 0xFFC93C) && $0 != Color(hex: 0xFFE28A) && $0 != Color(hex: 0xFFFFFF) }
        #expect(between.count >= 2)
    }

    @Test func aFilterIsDrawnAtFullSize() throws {
        let (document, photo) = Self.document(width: 1200, height: 900, star: Vec2(100, 100), filter: .noir)
        let clean = try EditorExporter.clean(document, photo: photo, glyphs: nil)
        // Noir's black bars top and bottom cover 8 % of the height at full size.
        let top = clean[x: 600, y: 20], middle = clean[x: 600, y: 450]
        #expect(Int(top.r) + Int(top.g) + Int(top.b) < 60)
        #expect(middle != top)
    }

    @Test func theCensoredCentreDiffersStronglyWhileTheCornersMatch() throws {
        // A checkerboard photo: blurred, its centre turns to a flat grey.
        var photo = Image(width: 900, height: 600)
        for y in 0..<600 { for x in 0..<900 { photo[x: x, y: y] = (x / 8 + y / 8).isMultiple(of: 2) ? .white : .black } }
        var document = EditorDocument(photo: PhotoReference(hash: PhotoHash.of(photo), width: 900, height: 600))
        document.nextID = 1
        let clean = try EditorExporter.clean(document, photo: photo, glyphs: nil)
        let censored = try EditorExporter.censored(clean)
        #expect(censored.width == 900 && censored.height == 600)
        var difference = 0, count = 0
        for y in 250..<350 {
            for x in 400..<500 {
                difference += abs(Int(censored[x: x, y: y].r) - Int(clean[x: x, y: y].r))
                count += 1
            }
        }
        #expect(difference / count > 80)
        for (x, y) in [(2, 2), (897, 2), (2, 597)] { #expect(censored[x: x, y: y] == clean[x: x, y: y]) }
        // The watermark sits in the bottom-right corner.
        #expect(censored[x: 900 - 96, y: 600 - 96] != clean[x: 900 - 96, y: 600 - 96])
    }

    @Test func theBlurGrowsWithThePicture() {
        #expect(EditorExporter.sigma(width: 4032, height: 3024) == 84)
        #expect(EditorExporter.sigma(width: 40, height: 30) == 2)
    }

    @Test func sharesNeverOverwriteAFile() throws {
        let folder = ShareFolder(path: scratchProfile() + "/Pictures/Diorama")
        let first = try folder.claimNames(startTick: 40)
        #expect(first.clean.hasSuffix("/dickerator-0001.png") && first.censored.hasSuffix("/dickerator-0001-censored.png"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder.path + "/dickerator-0002-censored.png"))
        let second = try folder.claimNames(startTick: 40)
        #expect(second.clean.hasSuffix("/dickerator-0003.png"))
        #expect(try String(contentsOfFile: folder.path + "/dickerator-0002-censored.png", encoding: .utf8) == "mine")
    }

    @Test func aSessionNotPlayedLiveNamesSharesByTheirStartTick() throws {
        let folder = ShareFolder(path: scratchProfile() + "/Pictures/Diorama", namesByTick: true)
        let first = try folder.claimNames(startTick: 412)
        #expect(first.clean.hasSuffix("/dickerator-0412.png") && first.censored.hasSuffix("/dickerator-0412-censored.png"))
        let again = try folder.claimNames(startTick: 412)
        #expect(again.clean == first.clean && again.censored == first.censored, "simulated again, the same share names the same files")
    }

    @Test func anExportJobWritesBothPictures() throws {
        let (document, photo) = Self.document(width: 640, height: 480, star: Vec2(320, 240))
        let folder = ShareFolder(path: scratchProfile() + "/Pictures/Diorama")
        let outcome = BackgroundJob { _ in ExportJob.run(document: document, photo: photo, folder: folder, startTick: 0, makeRenderer: nil) }.wait()
        guard case .written(let clean, let censored, let width, let height, _) = outcome else {
            Issue.record("the export failed: \(outcome)")
            return
        }
        #expect(width == 640 && height == 480)
        let decoded = try Image(contentsOfPicture: clean)
        #expect(decoded.width == 640 && decoded[x: 320, y: 240] == Color(hex: 0xFFE28A))
        #expect(try Image(contentsOfPicture: censored).height == 480)
    }

    @Test func theShareNoteIsRememberedInTheProfile() throws {
        let store = SaveStore(directory: scratchProfile())
        #expect(ShareOnboarding.load(from: store).sawShareNote == false)
        var effects = EffectQueue()
        try ShareOnboarding(sawShareNote: true).save(into: &effects)
        guard case .save(let name, let bytes)? = effects.pending.first else { Issue.record("no save asked for"); return }
        try store.write(bytes, to: name)
        #expect(ShareOnboarding.load(from: store).sawShareNote == true)
    }

    @Test func theCommandLineExportsADraftAtItsPhotosSize() throws {
        let folder = scratchProfile()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try DraftTests.draft().write(toFile: folder + "/draft.json", atomically: true, encoding: .utf8)
        let parsed = try EditorCommand.parseAsRoot(["export", folder + "/draft.json", "--clean", folder + "/c.png",
                                                    "--censored", folder + "/s.png"])
        let export = try #require(parsed as? EditorCommand.Export)
        let output = try EditorTool.export(draft: export.draft, clean: export.clean, censored: export.censored, makeRenderer: nil)
        #expect(output.contains("1080×1080"))
        let clean = try Image(contentsOfPicture: folder + "/c.png")
        #expect(clean.width == 1080 && clean.height == 1080)
        #expect(clean[x: 500, y: 500] == Color(hex: 0xFFE28A), "the star sticker at its place")
        #expect(try Image(contentsOfPicture: folder + "/s.png").width == 1080)
    }

    @Test func outputsThatNameOneFileOrTheDraftAreRefusedAndNothingIsWritten() throws {
        let folder = scratchProfile()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let draft = folder + "/draft.json"
        try DraftTests.draft().write(toFile: draft, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: draft))
        for (clean, censored) in [("c.png", "c.png"), ("c.png", "./c.png"), ("draft.json", "s.png"), ("c.png", "draft.json")] {
            #expect(throws: EditorTool.Failure.self) {
                _ = try EditorTool.export(draft: draft, clean: folder + "/" + clean, censored: folder + "/" + censored, makeRenderer: nil)
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: draft)) == before, "the draft is untouched")
        #expect(!FileManager.default.fileExists(atPath: folder + "/c.png"))
    }

    @Test func whenTheCensoredPictureCannotBeWrittenTheCleanOneIsNotLeftBehind() throws {
        let folder = scratchProfile()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try DraftTests.draft().write(toFile: folder + "/draft.json", atomically: true, encoding: .utf8)
        try Data("the old picture".utf8).write(to: URL(fileURLWithPath: folder + "/old.png"))
        #expect(throws: (any Error).self) {
            _ = try EditorTool.export(draft: folder + "/draft.json", clean: folder + "/new.png",
                                      censored: folder + "/missing/s.png", makeRenderer: nil)
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/new.png"), "a new clean picture is taken back")
        #expect(throws: (any Error).self) {
            _ = try EditorTool.export(draft: folder + "/draft.json", clean: folder + "/old.png",
                                      censored: folder + "/missing/s.png", makeRenderer: nil)
        }
        #expect(try String(contentsOfFile: folder + "/old.png", encoding: .utf8) == "the old picture", "an old one is put back")
    }

    @Test(arguments: [["export"], ["export", "d.json"], ["export", "d.json", "--clean"], ["import"], ["export", "--frob"]])
    func aBadCommandLineIsRefusedWithAMessage(_ arguments: [String]) {
        #expect(throws: (any Error).self) { _ = try EditorCommand.parseAsRoot(arguments) }
    }

    @Test func aDraftWhosePhotoIsMissingIsRefusedNamingIt() throws {
        let folder = scratchProfile()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let draft = DraftTests.draft().replacingOccurrences(of: PhotoHash.of(try SamplePhotos.photo(2)), with: String(repeating: "0", count: 16))
        try draft.write(toFile: folder + "/draft.json", atomically: true, encoding: .utf8)
        #expect { _ = try EditorTool.export(draft: folder + "/draft.json", clean: folder + "/c.png", censored: nil, makeRenderer: nil) }
            throws: { "\($0)".contains("draft.json") }
        #expect(!FileManager.default.fileExists(atPath: folder + "/c.png"))
    }
}
