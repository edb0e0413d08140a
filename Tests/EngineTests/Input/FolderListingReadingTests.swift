import Foundation
import SceneTestSupport
import Testing
@testable import Engine

/// A host reading a hostile folder for a listing: only regular files with plain UTF-8 names
/// are listed, nothing is opened, so a FIFO never makes it wait, and a huge folder is cut short.
@Suite struct FolderListingReadingTests {
    /// An empty scratch folder.
    func scratchFolder() throws -> String {
        let folder = ScratchFolders.path("folder-listing")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func touch(_ path: String, bytes: Int = 3, modified: TimeInterval) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: Data(count: bytes)))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: modified)], ofItemAtPath: path)
    }

    @Test func onlyRegularFilesWithPlainNamesAndTheAskedEndingsAreListedNewestFirst() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try touch(folder + "/old.png", modified: 1_000)
        try touch(folder + "/new.JPG", bytes: 5, modified: 3_000)
        try touch(folder + "/same time b.jpeg", modified: 2_000)
        try touch(folder + "/same time a.png", modified: 2_000)
        try touch(folder + "/notes.txt", modified: 4_000)
        try touch(folder + "/line\nbreak.png", modified: 500)
        #expect(mkfifo(folder + "/pipe.png", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: folder + "/folder.png", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/to-pipe.png", withDestinationPath: folder + "/pipe.png")
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling.png", withDestinationPath: folder + "/gone.png")
        try FileManager.default.createSymbolicLink(atPath: folder + "/to-old.png", withDestinationPath: folder + "/old.png")
        // A name that is not UTF-8.
        let badName = (Array((folder + "/bad-").utf8) + [0xFF] + Array(".png".utf8) + [0]).map { CChar(bitPattern: $0) }
        let fd = open(badName, O_CREAT | O_WRONLY, 0o644)
        #expect(fd >= 0)
        close(fd)

        let listing = FolderListing(reading: folder, folder: "pictures", suffixes: [".png", ".jpg", ".jpeg"])
        #expect(listing.folder == "pictures")
        #expect(listing.entries.map(\.name) == ["new.JPG", "same time a.png", "same time b.jpeg", "old.png", "to-old.png",
                                                "line\nbreak.png"])
        #expect(listing.entries.first == FolderEntry(name: "new.JPG", byteCount: 5, modified: 3_000))
        #expect(InputEvent.listing(listing).rangeProblem == nil)
        #expect(FolderListing(reading: folder, folder: "all").entries.count == 7)
    }

    @Test func aMissingFolderOrAFileInsteadListsNothing() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try touch(folder + "/a.png", modified: 1)
        #expect(FolderListing(reading: folder + "/gone", folder: "pictures").entries.isEmpty)
        #expect(FolderListing(reading: folder + "/a.png", folder: "pictures").entries.isEmpty)
    }

    @Test func aFolderOfMoreThanTheMostFilesListsTheNewest() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for i in 0...FolderListing.maxEntryCount { try touch(folder + "/\(i).png", modified: TimeInterval(10_000 + i)) }
        let listing = FolderListing(reading: folder, folder: "pictures")
        #expect(listing.entries.count == FolderListing.maxEntryCount)
        #expect(listing.entries.first?.name == "\(FolderListing.maxEntryCount).png")
        #expect(!listing.entries.contains { $0.name == "0.png" })
        #expect(listing.problem == nil)
    }
}
