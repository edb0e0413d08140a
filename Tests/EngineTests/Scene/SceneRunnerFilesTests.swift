import Foundation
import SceneTestSupport
import Testing
@testable import Engine

/// A host serving a scene's file requests between ticks: a listing and a file's bytes arrive as
/// input events in the next tick; a file that cannot be read is reported, never sent.
@Suite struct SceneRunnerFilesTests {
    @Test func aListingAndAFileArriveAsInputInTheNextTick() throws {
        let folder = ScratchFolders.path("runner-files")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/a.png", contents: Data([1, 2, 3])))
        let runner = try makeRunner()
        runner.runTick()
        runner.context.files.requestListing(of: folder, as: "old")
        runner.context.files.requestListing(of: folder + "/gone", as: "old")   // the newest request for a tag wins
        runner.context.files.requestListing(of: folder, as: "Not A Tag")
        runner.context.files.requestFile(at: folder + "/a.png")
        var reports: [String] = []
        runner.serveFiles { reports.append($0) }
        #expect(runner.context.files == FileRequests())
        runner.runTick()
        let scene = try #require(runner.scene as? TickCounterScene)
        #expect(scene.received.map(\.tick) == [1, 1])
        #expect(scene.received.map(\.event) == [.listing(FolderListing(folder: "old", entries: [])),
                                                .fileDrop(try DroppedFile(name: "a.png", bytes: [1, 2, 3]))])
        #expect(reports.isEmpty)
    }

    @Test func aPipeAskedForIsReportedNotWaitedOn() throws {
        let folder = ScratchFolders.path("runner-files")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe.png", 0o644) == 0)
        let runner = try makeRunner()
        runner.context.files.requestFile(at: folder + "/pipe.png")
        var reports: [String] = []
        runner.serveFiles { reports.append($0) }
        runner.runTick()
        #expect(try #require(runner.scene as? TickCounterScene).received.isEmpty)
        #expect(reports == ["\(folder)/pipe.png: is not a regular file (a folder, a pipe or a device)"])
    }
}
