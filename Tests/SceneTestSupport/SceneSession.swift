import Engine
import Foundation

/// A fresh, empty profile folder under the temporary directory (made when a scene first
/// saves; removed when the tests end, see `ScratchFolders`).
public func scratchProfile() -> String {
    ScratchFolders.path("diorama-scene-tests")
}

/// A headless session of `scene`, alone in its catalog, reading assets under `assetsRoot`
/// (Diorama's checkout by default; a scene package passes `packageRoot()`), its effects served
/// as a headless run serves them (`HeadlessEffects`: saves made, jobs run, a clipboard to set);
/// given a `picturesFolder`, a session as a user plays it live (see `SceneContext.picturesFolder`).
/// - Throws: whatever the scene's set-up throws, or a parameter error.
public func makeSession(_ scene: any Scene.Type, seed: UInt64 = 1, parameters: [String: String] = [:],
                        profile: String = scratchProfile(), picturesFolder: String? = nil,
                        assetsRoot: String = projectRoot) throws -> SceneRunner {
    var factory = SessionFactory(catalog: SceneCatalog([scene]), assets: AssetStore(root: assetsRoot),
                                 profile: SaveStore(directory: profile))
    factory.picturesFolder = picturesFolder
    let runner = try factory.makeRunner(sceneID: scene.info.id, seed: seed, parameters: parameters)
    runner.server = HeadlessEffects()
    return runner
}
