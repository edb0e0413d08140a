import ArgumentParser
import EditorCanvasScene
import Engine
import PlaygroundScene
import RoastRevealScene
import ShearsIntroScene
import StickerJarScene
import UIGalleryScene
import WatchLogScene

/// The scenes that come with Diorama, in the order the launcher lists them. Another package's
/// executable may host them beside its own: `DioramaCommand.main(scenes: BuiltInScenes.all + …)`.
public enum BuiltInScenes {
    /// Every built-in scene.
    public static var all: [any Scene.Type] {
        [StickerJarScene.self, EditorCanvasScene.self, ShearsIntroScene.self, PlaygroundScene.self, UIGalleryScene.self,
         RoastRevealScene.self, WatchLogScene.self]
    }

    /// The built-in scenes' command-line verbs (`diorama sticker make …`, `diorama editor export …`,
    /// `diorama watch-log import …`, `diorama roast share …`).
    public static var verbs: [any ParsableCommand.Type] {
        [StickerCommand.self, EditorCommand.self, WatchLogCommand.self, RoastCommand.self]
    }
}
