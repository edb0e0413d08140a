import Engine
import Foundation
import Host
import Imaging
import RenderSDL
@testable import ShearsIntroScene
import Testing
import SceneTestSupport

/// The shears intro's scissors have soft edges where they end, headless as in a window (both
/// draw the same mesh through `DrawListRenderer`).
@Suite struct ShearsEdgeTests {
    /// The scissors alone at a still pose, rendered onto a clear canvas: the alpha channel is how
    /// much of each pixel the mesh covers.
    static func coverage(pose: String) throws -> Image {
        let factory = SessionFactory(catalog: SceneCatalog([LauncherScene.self, ShearsIntroScene.self]),
                                     assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: ScratchFolders.path("diorama-shears-edge-tests")))
        let runner = try factory.makeRunner(sceneID: ShearsIntroScene.info.id, seed: 1,
                                            parameters: ["pose": pose, "float": "off"])
        var list = DrawList()
        list.clearColor = .clear
        for item in runner.draw(interpolation: 1).items {
            if case .mesh(let mesh) = item.command { list.mesh(mesh) }
        }
        let backend = try OffscreenBackend(size: runner.context.canvasSize)
        return try backend.render(list, images: runner.context.assets)
    }

    @Test(arguments: ["0,0,0", "35,-20,15", "-60,40,80"])
    func silhouettePixelsArePartlyCovered(pose: String) throws {
        let image = try Self.coverage(pose: pose)
        var edge = 0, partial = 0
        var levels = Set<UInt8>()
        for y in 1..<image.height - 1 {
            for x in 1..<image.width - 1 {
                let a = image[x: x, y: y].a
                // A pixel on the silhouette: drawn, with an undrawn 4-neighbour.
                let neighbours = [image[x: x - 1, y: y].a, image[x: x + 1, y: y].a, image[x: x, y: y - 1].a, image[x: x, y: y + 1].a]
                guard a > 0, neighbours.contains(0) else { continue }
                edge += 1
                if a < 255 { partial += 1; levels.insert(a) }
            }
        }
        #expect(edge > 500, "the scissors are on the canvas")
        #expect(Double(partial) > 0.9 * Double(edge), "\(partial) of \(edge) silhouette pixels are partly covered")
        #expect(levels.count > 64, "\(levels.count) levels of coverage")
    }
}
