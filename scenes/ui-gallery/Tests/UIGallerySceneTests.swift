import Foundation
import Testing
@testable import Engine
import SceneTestSupport
@testable import UIGalleryScene
import UI

@Suite struct UIGallerySceneTests {
    @Test(arguments: GalleryPage.allCases)
    func everyControlIsOnTheCanvasWithATargetOfAtLeast44Pixels(page: GalleryPage) throws {
        var state = UIGalleryScene.State()
        state.page = page
        let tree = GalleryTree.tree(for: state, theme: .standard, typesetter: try Typesetter.shared())
        let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)
        for widget in tree.widgets where widget.kind.isFocusable {
            #expect(widget.frame.width >= 44 && widget.frame.height >= 44, "\(widget.id)")
            #expect(canvas.intersection(widget.frame) == widget.frame, "\(widget.id)")
        }
    }

    @Test func theGalleryShowsEveryKindOfWidgetAndSomeDisabled() throws {
        var kinds: Set<String> = [], disabled = false
        var layered = UIGalleryScene.State()
        layered.page = .overlays
        layered.overlays.open(GalleryTree.sheet); layered.overlays.open(GalleryTree.confirmation); layered.overlays.toast.show("Saved")
        var grid = UIGalleryScene.State()
        grid.page = .lists
        grid.listMode = 1   // the lists page shows a list or a grid
        let states = GalleryPage.allCases.map { page in
            var state = UIGalleryScene.State()
            state.page = page
            return state
        } + [layered, grid]
        for state in states {
            let tree = GalleryTree.tree(for: state, theme: .standard, typesetter: try Typesetter.shared())
            kinds.formUnion(tree.widgets.map { String(String(describing: $0.kind).prefix { $0 != "(" }) })
            disabled = disabled || tree.widgets.contains { !$0.isEnabled && $0.kind.isFocusable }
        }
        #expect(kinds == ["label", "button", "iconButton", "toggle", "segmented", "slider", "stepper", "rating", "tabBar",
                          "textField", "textEditor", "layer", "toast", "emptyState",
                          "scrollView", "scrollBar", "listRow", "listHeader", "gridTile"])
        #expect(disabled)
    }

    @Test func escapeClosesTheDialogThenTheSheetAndOnlyThenLeavesTheScene() throws {
        let runner = try makeSession(UIGalleryScene.self)
        let scene = try #require(runner.scene as? UIGalleryScene)
        scene.state.page = .overlays
        scene.state.overlays.open(GalleryTree.sheet)
        scene.state.overlays.open(GalleryTree.confirmation)
        runner.runTick()
        #expect(text(runner, "layers") == "sheet,confirmation")
        #expect(scene.hasOverlay(context: runner.context))
        runner.send(.keyDown(.escape))
        runner.runTick()
        #expect(text(runner, "layers") == "sheet")
        #expect(scene.hasOverlay(context: runner.context))
        runner.send(.keyDown(.escape))
        runner.runTick()
        #expect(text(runner, "layers") == "")
        #expect(!scene.hasOverlay(context: runner.context))
    }

    @Test func enterTapsTheDefaultButtonFromASwitch() throws {
        let runner = try makeSession(UIGalleryScene.self)
        runner.send(.keyDown(.tab))                     // save → cancel
        runner.send(.keyDown(.tab))                     // → delete
        runner.runTick()
        #expect(text(runner, "focused") == "delete")
        runner.send(.keyDown(.enter))
        runner.runTick()
        #expect(text(runner, "last_action") == "tapped delete")
        for _ in 0..<4 { runner.send(.keyDown(.tab)) }  // add, remove, close, wifi
        runner.runTick()
        #expect(text(runner, "focused") == "wifi")
        runner.send(.keyDown(.enter))
        runner.runTick()
        #expect(text(runner, "last_action") == "tapped save")
        #expect(number(runner, "taps") == 2)
    }

    @Test func aRestoredStateRebuildsTheTree() throws {
        let runner = try makeSession(UIGalleryScene.self)
        let scene = try #require(runner.scene as? UIGalleryScene)
        let saved = try #require(scene.savedState())
        scene.state.volume = 90
        scene.tree = GalleryTree.tree(for: scene.state, theme: .standard, typesetter: try Typesetter.shared())
        scene.restore(saved, context: runner.context)
        #expect(scene.tree == GalleryTree.tree(for: UIGalleryScene.State(), theme: .standard, typesetter: try Typesetter.shared()))
    }
}
