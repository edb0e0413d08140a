import Foundation
import SceneTestSupport
import Testing
@testable import Engine
@testable import Replay

@Suite struct ReplayFormatTests {
    /// A recorded TickCounterScene session with every kind of keyboard input format 2 added.
    func recorded() throws -> (Replay, SessionFactory) {
        let factory = SessionFactory(catalog: SceneCatalog([TickCounterScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: ScratchFolders.path("diorama-replay")))
        let runner = try factory.makeRecordedRunner(sceneID: "tick-counter", seed: 3)
        runner.send(.keyDown(.z, [.control, .shift]), at: 2)
        runner.send(.keyDown(.space, isRepeat: true), at: 3)
        runner.send(.composition("phở", cursor: 1, length: 2), at: 4)
        runner.send(.text("phở"), at: 5)
        runner.send(.paste("Phở bò\n"), at: 6)
        runner.send(.keyDown(.space), at: 7)
        runner.run(ticks: 70)
        let recorder = try #require(runner.recorder)
        recorder.finish(runner: runner)
        return (recorder.replay, factory)
    }

    @Test func writesFormatTwoAndReadsEveryNewEventBack() throws {
        let (replay, factory) = try recorded()
        #expect(replay.header.format == 2)
        let text = replay.jsonLines
        #expect(text.contains(#""event":{"key":"z","modifiers":["ctrl","shift"],"type":"keyDown"}"#), "\(text)")
        #expect(text.contains(#""event":{"key":"space","repeat":true,"type":"keyDown"}"#))
        let read = try Replay(jsonLines: text, file: "r.replay")
        #expect(read == replay)
        #expect(read.inputs.map(\.event) == [.keyDown(.z, [.control, .shift]), .keyDown(.space, isRepeat: true),
                                             .composition("phở", cursor: 1, length: 2), .text("phở"),
                                             .paste("Phở bò\n"), .keyDown(.space)])
        #expect(try ReplayVerifier.verify(read, factory: factory).divergence == nil)
    }

    @Test func readsFormatOneAndRefusesAFormatFromTheFuture() throws {
        let (replay, factory) = try recorded()
        let formatTwo = #""format":2"#
        #expect(replay.jsonLines.contains(formatTwo))
        let formatOne = try Replay(jsonLines: replay.jsonLines.replacingOccurrences(of: formatTwo, with: #""format":1"#),
                                   file: "old.replay")
        #expect(formatOne.header.format == 1 && formatOne.inputs == replay.inputs)
        #expect(try ReplayVerifier.verify(formatOne, factory: factory).divergence == nil)
        let future = replay.jsonLines.replacingOccurrences(of: formatTwo, with: #""format":3"#)
        #expect { try Replay(jsonLines: future, file: "new.replay") } throws: { error in
            "\(error)".contains("new.replay:1: replay format 3 is not supported; this build reads formats 1 to 2")
        }
    }
}
