import Foundation
import Testing
@testable import Engine
import SceneTestSupport

@Suite struct SaveStoreTests {
    func freshStore() -> SaveStore {
        let dir = ScratchFolders.path("diorama-save") + "/profile/jar"
        return SaveStore(directory: dir)
    }

    @Test func writesReadsAndReplaces() throws {
        let store = freshStore()
        #expect(try store.read("jar.json") == nil)
        try store.write("one", to: "jar.json")
        #expect(try store.read("jar.json") == Array("one".utf8))
        try store.write("two", to: "jar.json")
        #expect(try store.read("jar.json") == Array("two".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.directory)
        #expect(leftovers == ["jar.json"])
    }

    @Test func aFailedSaveKeepsTheOldDataAndNamesTheFile() throws {
        let store = freshStore()
        try store.write("precious", to: "jar.json")
        // Make the save fail at its last step: renaming a file over a non-empty directory fails.
        try FileManager.default.createDirectory(atPath: store.path(of: "blocked/inner"), withIntermediateDirectories: true)
        #expect(throws: SaveError.self) { try store.write("lost", to: "blocked") }
        do { try store.write("lost", to: "blocked") } catch let error as SaveError {
            #expect(error.path == store.path(of: "blocked"))
            #expect(!error.reason.isEmpty)
        }
        #expect(try store.read("jar.json") == Array("precious".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: store.directory).sorted()
        #expect(names == ["blocked", "jar.json"])
    }

    @Test func aCrashBeforeTheRenameLeavesTheOldFileWhole() throws {
        let store = freshStore()
        try store.write("old", to: "jar.json")
        // A writer that died mid-save leaves only its temporary file behind.
        try Data("half-writ".utf8).write(to: URL(fileURLWithPath: store.path(of: "jar.json.tmp-99999")))
        #expect(try store.read("jar.json") == Array("old".utf8))
    }

    @Test func theNextSaveRemovesTemporariesOfWritersThatDied() throws {
        let store = freshStore()
        try store.write("old", to: "jar.json")
        // A process id above the kernel's largest (`pid_max` is at most 2^22) is never alive.
        let dead = store.path(of: "jar.json.tmp-99999999"), alive = store.path(of: "jar.json.tmp-1")
        let other = store.path(of: "draft.json.tmp-99999999")
        for path in [dead, alive, other] { try Data("half".utf8).write(to: URL(fileURLWithPath: path)) }
        try store.write("new", to: "jar.json")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: store.directory))
        #expect(names == ["jar.json", "jar.json.tmp-1", "draft.json.tmp-99999999"],
                "only the dead writer's temporary of this file goes (process 1 lives)")
    }

    @Test func unreadableFileIsAnErrorNotNil() throws {
        let store = freshStore()
        try store.createDirectory()
        try FileManager.default.createDirectory(atPath: store.path(of: "folder"), withIntermediateDirectories: true)
        #expect(throws: SaveError.self) { try store.read("folder") }
    }

    @Test func defaultDirectoryFollowsXDG() {
        #expect(SaveStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]) == "/data/diorama")
        #expect(SaveStore.defaultDirectory(environment: ["HOME": "/home/u"]) == "/home/u/.local/share/diorama")
        #expect(SaveStore.defaultDirectory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.local/share/diorama")
    }

    @Test(arguments: ["../x", "/etc/passwd", "a/b", ".", "..", "", "tab\there", String(repeating: "n", count: 256)])
    func aNameThatIsNotPlainIsRefusedEverywhere(name: String) throws {
        let store = freshStore()
        #expect(throws: SaveError.self) { try store.write([1], to: name) }
        #expect(throws: SaveError.self) { try store.read(name) }
        #expect(throws: SaveError.self) { try store.remove(name) }
    }

    @Test func aFIFOInASavesPlaceIsRefusedNotWaitedOn() throws {
        let store = freshStore()
        try store.createDirectory()
        #expect(mkfifo(store.path(of: "jar.json"), 0o644) == 0)
        let error = #expect(throws: SaveError.self) { try store.read("jar.json") }
        #expect(error?.reason == "not a regular file")
        #expect(throws: SaveError.self) { try store.write([1], to: "jar.json") }
    }

    @Test func aSaveTooBigIsRefusedBeforeItIsRead() throws {
        let store = freshStore()
        try store.createDirectory()
        #expect(FileManager.default.createFile(atPath: store.path(of: "big"), contents: nil))
        #expect(truncate(store.path(of: "big"), off_t(SaveStore.maxFileBytes + 1)) == 0)
        let error = #expect(throws: SaveError.self) { try store.read("big") }
        #expect(error?.reason.hasPrefix("too big to be a save") == true)
    }
}
