import RenderSDL
import Replay
import Scripting
import BuiltInScenes
import SceneTestSupport
import Engine
import Foundation
import Testing

/// Replay keyframes reproduce every scene, in this debug build with its deep physics hashes: for
/// the first script of each scene, sessions restored from keyframes go on exactly as the straight
/// run did (`KeyframeAudit`). `diorama test --keyframes` audits every script in the release build
/// (`TestCommandTests`).
@Suite struct KeyframeTests {
    /// The first script (by name) under each `scenes/*/tests`, as paths relative to the project root.
    static let scripts: [String] = {
        let root = projectRoot
        let scenes = (try? FileManager.default.contentsOfDirectory(atPath: root + "/scenes")) ?? []
        return scenes.sorted().compactMap { scene -> String? in
            let folder = "scenes/\(scene)/tests"
            let files = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
            return files.filter { $0.hasSuffix(".yml") }.sorted().first.map { "\(folder)/\($0)" }
        }
    }()

    @Test func everySceneHasAScript() {
        for scene in ["playground", "sticker-jar", "shears-intro", "editor-canvas", "roast-reveal", "watch-log"] {
            #expect(Self.scripts.contains { $0.hasPrefix("scenes/\(scene)/") })
        }
    }

    @Test(arguments: scripts)
    func aRestoredKeyframeGoesOnExactlyAsTheStraightRun(script path: String) throws {
        let root = projectRoot
        let factory = try Self.factory(root: root)
        let result = try ScriptRunner(factory: factory, makeRenderer: { try OffscreenBackend(size: $0) })
            .run(try SceneScript(contentsOf: root + "/" + path))
        // A failing script stops early, and would audit only part of itself.
        try #require(result.failure == nil, "\(path): \(result.failure.map { "\($0)" } ?? "")")
        let differences = try KeyframeAudit(factory: factory).differences(in: result.replay)
        #expect(differences.isEmpty, "\(path):\n\(differences.joined(separator: "\n"))")
    }

    static func factory(root: String) throws -> SessionFactory {
        let profile = ScratchFolders.path("diorama-keyframes")
        return SessionFactory(catalog: SceneCatalog(BuiltInScenes.all), assets: AssetStore(root: root), profile: SaveStore(directory: profile))
    }
}
