import BuiltInScenes
import Engine
import Foundation
import Replay
import SceneTestSupport
import Testing

/// A mutation fuzzer over saves, which users copy between machines and restore from backups:
/// variants of each scene's real save files (in `Fixtures/saves`, written by the scenes
/// themselves: `diorama run sticker-jar --ticks 3`, the editor's add-stickers, store-purchase and
/// share-unlocks scripts, the roast reveal's badges script, each run with `--profile`). A session
/// must start from each variant, run and save again without trapping or hanging; a variant the
/// scene cannot use is kept aside, and whatever it still restores is saved back whole. The
/// session's replay verifies in another profile, as on another machine: what the scene says
/// about a damaged save may not name this profile's folder.
@Suite(.timeLimit(.minutes(2)))
struct SaveMutationTests {
    static let saves = ["sticker-jar/jar.json", "editor-canvas/draft.json", "editor-canvas/purchases.json",
                        "editor-canvas/shares.json", "roast-reveal/roast.json"]

    @Test(arguments: saves)
    func noVariantOfASaveTrapsOrIsLost(save: String) throws {
        let fixture = projectRoot + "/Tests/DioramaTests/Fixtures/saves/" + save
        let original = try #require(FileManager.default.contents(atPath: fixture), "\(fixture) is missing")
        let (scene, name) = (String(save.split(separator: "/")[0]), String(save.split(separator: "/")[1]))
        var mutator = ByteMutator(seed: UInt64(save.utf8.count))
        var keptAside = 0, restored = 0
        for _ in 0..<20 {
            let profile = scratchProfile()
            defer { try? FileManager.default.removeItem(atPath: profile) }
            let store = SaveStore(directory: profile).scoped(to: scene)
            let variant = mutator.mutate(Array(original))
            try store.write(variant, to: name)
            let factory = SessionFactory(catalog: SceneCatalog(BuiltInScenes.all), assets: AssetStore(root: projectRoot),
                                         profile: SaveStore(directory: profile))
            let runner = try factory.makeRecordedRunner(sceneID: scene, seed: 1)
            runner.run(ticks: 5)
            runner.end()
            let replay = try #require((runner.observer as? ReplayRecorder)?.replay)
            let elsewhere = scratchProfile()
            defer { try? FileManager.default.removeItem(atPath: elsewhere) }
            let verified = try ReplayVerifier.verify(replay, factory: SessionFactory(
                catalog: SceneCatalog(BuiltInScenes.all), assets: AssetStore(root: projectRoot), profile: SaveStore(directory: elsewhere)))
            #expect(verified.divergence == nil, "\(save): \(verified.divergence.map { "\($0)" } ?? "")")
            let aside = try store.files().keys.filter { $0.contains("damaged") }
            if aside.isEmpty { restored += 1 } else {
                keptAside += 1
                // What was set aside is the variant itself, byte for byte: nothing of it is lost.
                #expect(try aside.contains { try store.read($0) == variant }, "\(save): the damaged save was not kept as it was")
            }
        }
        // Most variants of a small save are broken; each save must at least see some set aside.
        #expect(keptAside > 0, "\(save): no variant was set aside (\(restored) restored)")
    }
}
