import Testing
@testable import Engine
@testable import StickerJarScene
import SceneTestSupport
import UI

@Suite struct JarTreeTests {
    /// A jar with the picker, a card and the clear prompt all fully in, at once.
    func everythingOpen() throws -> StickerJarScene {
        let runner = try makeJar(seed: 3, stickers: 5)
        let scene = runner.scene as! StickerJarScene
        click((runner.scene as! StickerJarScene).tree[JarTree.addButton]!.frame.center, in: runner)
        runner.run(ticks: 1)
        scene.state.card = DetailCard(art: try scene.art(forKey: "banana", context: runner.context))
        scene.state.overlays.open(JarTree.card)
        scene.state.overlays.open(JarTree.clearDialog)
        runner.run(ticks: LayerPhase.transitionTicks + 1)
        return scene
    }

    @Test func everyLayerOpensAtOnceWithAllItsControls() throws {
        let tree = try everythingOpen().tree
        #expect(tree.openLayers == [JarTree.picker, JarTree.card, JarTree.clearDialog])
        #expect(tree.widgets.filter { $0.isPointerTarget || $0.isFocusable }.count >= 3 + 38 + 2 + 2)
    }

    @Test func everyFoodOfThePickerIsInSightWithoutScrolling() throws {
        let tree = try everythingOpen().tree
        let tiles = tree.widgets.filter { if case .gridTile = $0.kind { true } else { false } }
        #expect(tiles.count == 38)
        let grid = try #require(tree[JarTree.foods])
        for tile in tiles {
            let frame = tile.frame, view = grid.frame
            #expect(frame.minX >= view.minX && frame.maxX <= view.maxX && frame.minY >= view.minY && frame.maxY <= view.maxY,
                    "\(tile.id): \(frame)")
        }
    }

    @Test func theButtonsAreAtLeastTheSmallestTarget() throws {
        let tree = try everythingOpen().tree
        for widget in tree.widgets where widget.isFocusable {
            if case .scrollView = widget.kind { continue }
            #expect(widget.frame.width >= 44 && widget.frame.height >= 44, "\(widget.id)")
        }
    }
}
