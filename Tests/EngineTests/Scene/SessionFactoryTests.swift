import SceneTestSupport
import Synchronization
import Testing
@testable import Engine

/// A renderer that hands back a blank picture of the list's size.
private final class BlankRenderer: FrameRenderer {
    func render(_ list: DrawList, images: ImageSource) throws -> Image {
        Image(width: Int(list.canvasSize.x), height: Int(list.canvasSize.y))
    }
}

/// What a factory hands each session besides the scene: the pictures folder and the renderer
/// factory, only when the host gives them.
@Suite struct SessionFactoryTests {
    func factory() -> SessionFactory {
        SessionFactory(catalog: SceneCatalog([TickCounterScene.self]), assets: AssetStore(root: "/"),
                       profile: SaveStore(directory: "/tmp/diorama-engine-tests"))
    }

    @Test func aSessionGetsNoRendererOrPicturesFolderUnlessTheHostGivesThem() throws {
        let context = try factory().makeRunner(sceneID: "tick-counter", seed: 1).context
        #expect(context.makeRenderer == nil && context.picturesFolder == nil)
    }

    @Test func aSessionRendersWithTheHostsRendererFactoryAtTheSizeItAsks() throws {
        var factory = factory()
        let asked = Mutex<[Vec2]>([])
        factory.makeRenderer = { size in
            asked.withLock { $0.append(size) }
            return BlankRenderer()
        }
        factory.picturesFolder = "/home/u/Pictures"
        let context = try factory.makeRunner(sceneID: "tick-counter", seed: 1).context
        let makeRenderer = try #require(context.makeRenderer)
        let picture = try makeRenderer(Vec2(1080, 1920)).render(DrawList(canvasSize: Vec2(1080, 1920)), images: context.assets)
        #expect(asked.withLock { $0 } == [Vec2(1080, 1920)] && picture.width == 1080 && picture.height == 1920)
        #expect(context.picturesFolder == "/home/u/Pictures")
    }
}
