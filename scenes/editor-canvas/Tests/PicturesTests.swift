import Foundation
import Testing
@testable import EditorCanvasScene
import Engine
import SceneTestSupport

/// The photo picker and the Showcase in a live session whose host serves its requests: the
/// folders' listings and a chosen picture arrive as input events, hostile folder content is
/// skipped or reported, and deleting removes the files (never a folder).
@Suite struct PicturesTests {
    /// Serves the scene's file requests as a window host does.
    let host = WindowLikeEffects()

    /// A live editor whose pictures folder is `Pictures` in a scratch profile; returns it and the folder.
    func liveEditor() throws -> (SceneRunner, String) {
        let profile = scratchProfile()
        let pictures = profile + "/Pictures"
        try FileManager.default.createDirectory(atPath: pictures + "/Diorama", withIntermediateDirectories: true)
        let runner = try makeSession(EditorCanvasScene.self, parameters: ["sample": "3"], profile: profile, picturesFolder: pictures)
        host.attach(to: runner)
        return (runner, pictures)
    }

    /// Runs two ticks: the end of the first serves the requests made since the last tick, and
    /// their answers arrive in the second; returns what could not be read.
    @discardableResult
    func serve(_ runner: SceneRunner) -> [String] {
        runner.run(ticks: 2)
        return host.takeReports()
    }

    /// Deletes the confirmed share and runs ticks until its delete job's outcome is in.
    func deleteAndWait(_ runner: SceneRunner) {
        scene(runner).deletePending(context: runner.context)
        runner.run(ticks: 1)
        host.jobs.deliverFinished(to: runner, waiting: true)
        runner.run(ticks: 1)
    }

    func write(_ bytes: [UInt8], to path: String, modified: TimeInterval) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: modified)], ofItemAtPath: path)
    }

    @Test func aChosenPictureOpensAsADropAndHostileFilesAreSkippedOrReported() throws {
        let (runner, pictures) = try liveEditor()
        let editor = scene(runner)
        let banana = try [UInt8](Data(contentsOf: URL(fileURLWithPath: projectRoot + "/assets/photos/banana-phone.jpg")))
        try write(banana, to: pictures + "/banana phone.jpg", modified: 1_000)
        try write(Array(banana.prefix(100)), to: pictures + "/broken.JPG", modified: 2_000)
        try write([1, 2, 3], to: pictures + "/notes.txt", modified: 3_000)
        #expect(mkfifo(pictures + "/pipe.png", 0o644) == 0)
        #expect(truncate(pictures + "/huge.png", 0) != 0)   // not there yet
        #expect(FileManager.default.createFile(atPath: pictures + "/huge.png", contents: nil))
        #expect(truncate(pictures + "/huge.png", off_t(DroppedFile.maxByteCount + 1)) == 0)   // sparse, never read
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 500)], ofItemAtPath: pictures + "/huge.png")

        editor.openPicker(context: runner.context)
        runner.run(ticks: 1)
        #expect(editor.state.pictures == nil)
        serve(runner)
        #expect(editor.state.pictures?.map(\.name) == ["broken.JPG", "banana phone.jpg", "huge.png"])
        #expect(editor.state.ui.focused == EditorTree.pictureGrid)

        editor.state.pickedPicture = 2
        editor.choosePicture(context: runner.context)
        #expect(editor.state.overlays.toast.message == "Cannot open that photo: huge.png: is \(DroppedFile.maxByteCount + 1) bytes, "
                + "over the 32 MiB limit for a dropped file")
        #expect(runner.context.effects.pending.isEmpty)

        editor.state.pickedPicture = 0
        editor.choosePicture(context: runner.context)
        #expect(!editor.state.overlays.isOpen(EditorTree.pictureSheet))
        serve(runner)
        #expect(editor.state.overlays.toast.message == "Cannot open that photo: broken.JPG: truncated")

        editor.openPicker(context: runner.context)
        serve(runner)
        editor.state.pickedPicture = 1
        editor.choosePicture(context: runner.context)
        serve(runner)
        #expect(editor.state.document.photo.width == 640)

        // The file went between the listing and the choice: the host reports it, nothing opens.
        editor.openPicker(context: runner.context)
        serve(runner)
        try FileManager.default.removeItem(atPath: pictures + "/banana phone.jpg")
        editor.state.pickedPicture = 1
        editor.choosePicture(context: runner.context)
        #expect(serve(runner) == ["\(pictures)/banana phone.jpg: no such file"])
    }

    /// Opens the picker and draws until its thumbnails show: a live session decodes them on a
    /// thread of their own. Gives up after 20 s.
    func openPickerUntilThumbnailsShow(_ runner: SceneRunner) {
        let editor = scene(runner)
        editor.openPicker(context: runner.context)
        serve(runner)
        runner.run(ticks: 30)
        let deadline = Date().addingTimeInterval(20)
        while editor.thumbnailTextures.isEmpty && Date() < deadline {
            _ = runner.draw(interpolation: 0)
            usleep(10_000)
        }
    }

    @Test func thumbnailsAndTheirTexturesAreLetGoOnceNeitherSheetShowsThem() throws {
        let (runner, pictures) = try liveEditor()
        let editor = scene(runner)
        let banana = try [UInt8](Data(contentsOf: URL(fileURLWithPath: projectRoot + "/assets/photos/banana-phone.jpg")))
        try write(banana, to: pictures + "/banana phone.jpg", modified: 1_000)
        _ = runner.draw(interpolation: 0)
        openPickerUntilThumbnailsShow(runner)
        #expect(editor.thumbnailTextures.count == 1)
        let shown = runner.context.assets.familyImageCount

        editor.state.overlays.close(EditorTree.pictureSheet)
        for _ in 0..<120 where editor.state.overlays.isVisible(EditorTree.pictureSheet) { runner.run(ticks: 1) }
        #expect(!editor.state.overlays.isVisible(EditorTree.pictureSheet))
        _ = runner.draw(interpolation: 0)
        #expect(editor.thumbnailTextures.isEmpty && editor.thumbnails.isEmpty)
        #expect(runner.context.assets.familyImageCount == shown - 1, "the thumbnail's texture is let go")

        openPickerUntilThumbnailsShow(runner)
        #expect(editor.thumbnailTextures.count == 1, "opening the picker again decodes it again")
    }

    @Test func aListingForASheetThatIsNotWaitingIsIgnored() throws {
        let (runner, _) = try liveEditor()
        let listing = FolderListing(folder: "pictures", entries: [FolderEntry(name: "a.png", byteCount: 1, modified: 1)])
        runner.send(.listing(listing))
        runner.run(ticks: 1)
        #expect(scene(runner).state.pictures == nil)
        runner.send(.listing(FolderListing(folder: "elsewhere", entries: listing.entries)))
        scene(runner).openPicker(context: runner.context)
        runner.run(ticks: 1)
        #expect(scene(runner).state.pictures == nil)
    }

    @Test func theShowcaseRevealsOneAtATimeAndDeletesAShareFromDisk() throws {
        let (runner, pictures) = try liveEditor()
        let editor = scene(runner)
        let folder = pictures + "/Diorama"
        for (name, time) in [("dickerator-0001.png", 100.0), ("dickerator-0001-censored.png", 100), ("dickerator-0002.png", 200),
                             ("other.png", 300)] {
            try write([1], to: folder + "/" + name, modified: time)
        }
        try FileManager.default.createDirectory(atPath: folder + "/dickerator-0003.png", withIntermediateDirectories: false)

        editor.openShowcase(context: runner.context)
        serve(runner)
        #expect(editor.state.showcase?.map(\.base) == ["dickerator-0002", "dickerator-0001"])
        #expect(editor.state.revealed.isEmpty)
        editor.reveal(1)
        #expect(editor.state.revealed == ["dickerator-0001"])
        editor.confirmDelete()
        #expect(editor.state.overlays.isOpen(EditorTree.deleteDialog) && editor.state.pendingDelete == "dickerator-0001")
        deleteAndWait(runner)
        #expect(editor.state.showcase?.map(\.base) == ["dickerator-0002"])
        #expect(editor.state.revealed.isEmpty && editor.state.pickedExport == nil, "nothing is left picked, so Delete is not armed")
        #expect(editor.state.lastDeleteFailure == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == ["dickerator-0002.png", "dickerator-0003.png", "other.png"])

        // A listing naming a folder (a script's, or the folder changed since): it is never
        // removed; the failure is shown, not simulated, and the share leaves the list anyway.
        editor.state.showcase = ShowcaseItem.items(in: FolderListing(folder: "exports", entries: [
            FolderEntry(name: "dickerator-0003.png", byteCount: 1, modified: 1)]))
        editor.state.pickedExport = 0
        editor.confirmDelete()
        deleteAndWait(runner)
        #expect(editor.state.showcase == [])
        #expect(editor.state.lastDeleteFailure?.message.hasPrefix("Could not delete dickerator-0003.png: ") == true)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder + "/dickerator-0003.png", isDirectory: &isFolder) && isFolder.boolValue)
    }
}
