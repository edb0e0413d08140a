import Foundation
import SceneTestSupport
import Testing
@testable import Engine
@testable import Replay

@Suite struct ReplayRecorderTests {
    /// A session that only streams to its file (as a window session writes `last.replay`) holds
    /// none of its inputs or checkpoints, and its file reads back as the kept replay; cut off
    /// mid-line after its last flush, the file still reads up to that point.
    @Test func aStreamOnlyRecorderHoldsNothingAndItsFileReadsBack() throws {
        let scratch = ScratchFolders.path("diorama-recorder")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let factory = SessionFactory(catalog: SceneCatalog([TickCounterScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: scratch + "/profile"))
        func record(keeping: Bool, to path: String) throws -> ReplayRecorder {
            let runner = try factory.makeRecordedRunner(sceneID: "tick-counter", seed: 3, paths: [path], keepingReplay: keeping)
            // Sent as each tick comes, as a window sends them, so lines go out in tick order.
            for tick in 0..<600 {
                if tick % 7 == 1 { runner.send(.keyDown(.space)) }
                runner.runTick()
            }
            let recorder = try #require(runner.recorder)
            recorder.finish(runner: runner)
            return recorder
        }
        let kept = try record(keeping: true, to: scratch + "/kept.replay")
        let streamed = try record(keeping: false, to: scratch + "/streamed.replay")
        #expect(streamed.replay.inputs.isEmpty && streamed.replay.checkpoints.isEmpty)
        #expect(kept.replay.inputs.count == 86 && kept.replay.checkpoints.count == 10)
        #expect(try Replay(contentsOf: scratch + "/streamed.replay") == kept.replay)

        let text = try String(contentsOfFile: scratch + "/streamed.replay", encoding: .utf8)
        let cut = String(text[..<text.range(of: "{\"kind\":\"checkpoint\",\"tick\":300")!.upperBound])
        let read = try Replay(jsonLines: cut, file: "cut.replay")
        #expect(read.lastTick == 240 && read.checkpoints == Array(kept.replay.checkpoints.prefix(4)))
        #expect(read.truncation != nil)
    }
}
