import Foundation
import Testing
@testable import Engine
import SceneTestSupport

@Suite struct DroppedFileTests {
    func scratch() throws -> String {
        let dir = ScratchFolders.path("diorama-drop")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func readsAFileWholeAndKeepsOnlyItsName() throws {
        let dir = try scratch()
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: dir + "/photo.jpg"))
        let file = try DroppedFile(contentsOf: dir + "/photo.jpg")
        #expect(file.name == "photo.jpg" && file.bytes == [1, 2, 3])
    }

    @Test func aFileOverTheLimitIsRefusedNamingIt() throws {
        let path = try scratch() + "/huge.jpg"
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(DroppedFile.maxByteCount + 1))   // sparse: nothing is written
        try handle.close()
        let error = try #require(throws: DroppedFileError.self) { try DroppedFile(contentsOf: path) }
        #expect(error.description == "\(path): is 33554433 bytes, over the 32 MiB limit for a dropped file")
    }

    @Test func aMissingFileAndAFolderAreRefusedNamingThem() throws {
        let dir = try scratch()
        let missing = try #require(throws: DroppedFileError.self) { try DroppedFile(contentsOf: dir + "/gone.png") }
        #expect(missing.description == "\(dir)/gone.png: no such file")
        let folder = try #require(throws: DroppedFileError.self) { try DroppedFile(contentsOf: dir) }
        #expect(folder.reason == .notARegularFile)
    }

    @Test func aPipeOrADeviceIsRefusedWithoutWaitingOrReading() throws {
        let fifo = try scratch() + "/photo.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        for path in [fifo, "/dev/zero"] {
            let error = try #require(throws: DroppedFileError.self) { try DroppedFile(contentsOf: path) }
            #expect(error.description == "\(path): is not a regular file (a folder, a pipe or a device)")
        }
    }

    @Test(arguments: ["a/b.png", "..", ".", ""])
    func aNameMustBePlain(name: String) {
        #expect(throws: DroppedFileError(file: name, reason: .notAPlainName)) { try DroppedFile(name: name, bytes: []) }
    }
}
