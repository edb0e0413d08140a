import BuiltInScenes
import EditorCanvasScene
import Engine
import Foundation
import Host
import RenderSDL
import Replay
import SceneTestSupport
import Scripting
import Testing
import UI

/// Every scene's state hash and keyframes cover its whole state: after each of its scripts, every
/// leaf of the state is changed in turn and must change the hash, and a keyframe restore must
/// bring the hash back. The same sessions show that every screen the scripts reach fits its
/// text, as it is and rebuilt in the pseudo-locale (see `TextFitTests`), so each script is
/// replayed once for both.
@Suite struct StatePerturbationTests {
    static let scenes = BuiltInScenes.all.map { $0.info.id }

    @Test(arguments: scenes) func everyLeafOfTheStateIsHashedAndRestoredAndEveryScreenFitsItsText(scene: String) throws {
        let (factory, folder) = try Self.factory()
        defer { ScratchFolders.remove(folder) }
        let typesetter = try Typesetter.shared()
        var leaves = 0, perturbed = 0
        var overflows: Set<String> = [], pseudoOverflows: Set<String> = []
        try Self.forEachSession(of: scene, factory: factory) { runner in
            if let kit = runner.scene as? any KitScene {
                overflows.formUnion(TextFitTests.overflows(kit, typesetter: typesetter).map(\.description))
                pseudoOverflows.formUnion(TextFitTests.pseudoLocaleOverflows(kit, context: runner.context, typesetter: typesetter)
                    .map(\.description))
            }
            let report = try StatePerturbation.check(runner)
            #expect(report.failures.isEmpty, "\(scene): \(report.failures.prefix(10).joined(separator: "; "))")
            leaves += report.leaves
            perturbed += report.perturbed
        }
        #expect(perturbed > 0 && perturbed * 2 >= leaves, "\(scene): \(perturbed) of \(leaves) leaves could be changed")
        #expect(overflows.isEmpty, "\(scene): \(overflows.sorted().prefix(10).joined(separator: "; "))")
        #expect(pseudoOverflows.isEmpty, "\(scene) in the pseudo-locale: \(pseudoOverflows.sorted().joined(separator: "; "))")
    }

    @Test func theLauncherToo() throws {
        let runner = try makeRunner(LauncherScene.self)
        runner.send(.pointerMove(Vec2(360, 360)))
        runner.send(.wheel(-1))
        runner.run(ticks: 5)
        let report = try StatePerturbation.check(runner)
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.perturbed >= 2)
    }

    /// The test of the test: the editor's former hand-written hash, which left undo steps'
    /// stickers out, fails it.
    @Test func theEditorsHandWrittenHashFails() throws {
        let (factory, folder) = try Self.factory()
        defer { ScratchFolders.remove(folder) }
        let runner = try factory.makeRunner(sceneID: EditorCanvasScene.info.id, seed: 1)
        let hashes = try #require(EditorWorkloads.stateHashes(runner, stickers: 3, undoSteps: 4))
        let handWritten = try StatePerturbation.check(runner, hash: hashes.handWritten)
        #expect(handWritten.failures.contains { $0.hasPrefix("state.history.undoSteps") }, "\(handWritten.failures.prefix(5))")
        let derived = try StatePerturbation.check(runner)
        #expect(derived.failures.isEmpty, "\(derived.failures.prefix(5))")
    }

    /// Runs `body` on a session of `scene` at the end of each of its scripts, replayed headless,
    /// one at a time: sessions share the profile, so a session is checked before the next one
    /// writes its saves.
    static func forEachSession(of scene: String, factory: SessionFactory, _ body: (SceneRunner) throws -> Void) throws {
        let folder = projectRoot + "/scenes/\(scene)/tests"
        let scripts = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yml") }.sorted()
        for name in scripts {
            let script = try SceneScript(contentsOf: folder + "/" + name)
            let result = try ScriptRunner(factory: factory, makeRenderer: { try OffscreenBackend(size: $0) }).run(script)
            let player = try ReplayPlayer(result.replay, factory: factory)
            player.advance(Int(result.replay.lastTick))
            try body(player.runner)
        }
    }

    /// Sessions of the built-in scenes on a scratch profile, and that profile's folder.
    static func factory() throws -> (SessionFactory, String) {
        let folder = try ScratchFolders.make("diorama-perturbation")
        let catalog = SceneCatalog(BuiltInScenes.all)
        return (SessionFactory(catalog: catalog, assets: AssetStore(root: projectRoot), profile: SaveStore(directory: folder)), folder)
    }
}
