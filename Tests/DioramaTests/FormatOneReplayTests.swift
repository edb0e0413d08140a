import BuiltInScenes
import Engine
import Foundation
import Replay
import SceneTestSupport
import Testing

/// A replay written in format 1 (before key presses carried modifiers) still reads and verifies:
/// `Fixtures/playground-format-1.replay`, recorded from the script beside it. Its hashes are
/// those of engine 0.2.0, whose state hash is derived from each scene's state value.
@Suite(.offPool) struct FormatOneReplayTests {
    static let fixture = projectRoot + "/Tests/DioramaTests/Fixtures/playground-format-1.replay"

    @Test func itReadsWithPlainKeyPresses() throws {
        let replay = try Replay(contentsOf: Self.fixture)
        #expect(replay.header.format == 1)
        let keys = replay.inputs.compactMap { if case .keyDown(let press) = $0.event { press } else { nil } }
        #expect(keys.map(\.key) == [.right, .space, .left, .a])
        #expect(keys.allSatisfy { $0.modifiers.isEmpty && !$0.isRepeat })
        #expect(replay.inputs.contains { $0.event == .text("p.") })
    }

    @Test func itVerifiesInProcessAndThroughTheCommand() throws {
        let replay = try Replay(contentsOf: Self.fixture)
        let factory = SessionFactory(catalog: SceneCatalog(BuiltInScenes.all), assets: AssetStore(root: projectRoot),
                                     profile: SaveStore(directory: ScratchFolders.path("diorama-format-1")))
        let outcome = try ReplayVerifier.verify(replay, factory: factory)
        #expect(outcome.divergence == nil && outcome.ticks == 180 && outcome.checkpointsCompared == 3)
        let r = try DioramaProcess.run(["replay", Self.fixture, "--headless", "--verify"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("180 ticks match"), "\(r.stdout)")
    }
}
