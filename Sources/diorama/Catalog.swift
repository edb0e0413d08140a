import Engine
import Host
import PlaygroundScene
import ShearsIntroScene
import StickerJarScene

extension SceneCatalog {
    /// Every scene this build of Diorama hosts, in the order the launcher lists them.
    /// A new scene plugin is added here (and as a dependency of the `diorama` target).
    static let diorama = SceneCatalog([
        LauncherScene.self,
        StickerJarScene.self,
        ShearsIntroScene.self,
        PlaygroundScene.self,
    ])
}
