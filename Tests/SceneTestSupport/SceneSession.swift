import Engine
import Foundation

/// A fresh, empty profile folder under the temporary directory.
public func scratchProfile() -> String {
    NSTemporaryDirectory() + "diorama-scene-tests-" + UUID().uuidString
}

/// A headless session of `scene`, alone in its catalog, reading assets from the checkout.
/// - Throws: whatever the scene's set-up throws, or a parameter error.
public func makeSession(_ scene: any Scene.Type, seed: UInt64 = 1, parameters: [String: String] = [:],
                        profile: String = scratchProfile()) throws -> SceneRunner {
    let factory = SessionFactory(catalog: SceneCatalog([scene]), assets: AssetStore(root: projectRoot),
                                 profile: SaveStore(directory: profile))
    return try factory.makeRunner(sceneID: scene.info.id, seed: seed, parameters: parameters)
}
