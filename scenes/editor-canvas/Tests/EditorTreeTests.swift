import Testing
@testable import EditorCanvasScene
import Engine
import UI
import SceneTestSupport

/// The editor's widgets: where they sit and what they show for the state.
@Suite struct EditorTreeTests {
    @Test func noControlSitsOnTheStage() throws {
        let runner = try makeEditor()
        let tree = scene(runner).tree
        for widget in tree.widgets where widget.kind.isFocusable || widget.clip != nil {
            #expect(widget.frame.intersection(CanvasView.stage) == nil, "\(widget.id)")
        }
    }

    @Test func undoAndRedoAreOnOnlyWithStepsToTake() throws {
        let runner = try makeEditor()
        #expect(scene(runner).tree[EditorTree.undo]?.isEnabled == false)
        #expect(scene(runner).tree[EditorTree.redo]?.isEnabled == false)
        add(.vector("shapes.star"), to: runner)
        #expect(scene(runner).tree[EditorTree.undo]?.isEnabled == true)
        runner.send(.pointerDown(try #require(point(runner, "button.undo")), .primary))
        runner.send(.pointerUp(try #require(point(runner, "button.undo")), .primary))
        runner.run(ticks: 1)
        #expect(number(runner, "stickers") == 0)
        #expect(scene(runner).tree[EditorTree.undo]?.isEnabled == false)
        #expect(scene(runner).tree[EditorTree.redo]?.isEnabled == true)
    }

    @Test func lockedFilterTilesShowALockAndFreeOnesTheirColour() throws {
        let runner = try makeEditor()
        let state = scene(runner).state
        for (i, filter) in CanvasFilter.allCases.enumerated() {
            let tile = EditorTree.filterTile(index: i + 1, state: state)
            if filter.isFree { #expect(tile.art == .color(filter.swatch)) } else { #expect(tile.art == .icon(.lock, background: filter.swatch)) }
        }
    }

    @Test func aClickOnAToolbarButtonDoesNotReachTheCanvas() throws {
        let runner = try makeEditor()
        add(.vector("shapes.star"), to: runner)
        let share = try #require(point(runner, "button.share"))
        runner.send(.pointerDown(share, .primary))
        runner.send(.pointerUp(share, .primary))
        runner.run(ticks: 1)
        #expect(number(runner, "selected") == 1, "the selection stays: the click was the button's")
        #expect(text(runner, "sheet") == "onboarding", "the first share shows the note first")
    }

    @Test func theShareNoteShowsOnceAndIsRememberedNextLaunch() throws {
        let profile = scratchProfile()
        let runner = try makeEditor(profile: profile)
        let share = try #require(point(runner, "button.share"))
        runner.send(.pointerDown(share, .primary))
        runner.send(.pointerUp(share, .primary))
        runner.run(ticks: 1)
        #expect(text(runner, "sheet") == "onboarding")
        runner.send(.keyDown(.tab))
        runner.send(.keyDown(.enter))
        runner.run(ticks: 1)
        #expect(number(runner, "shares") == 1)
        runner.run(ticks: Int(ExportPhase.ticks))
        let next = try makeEditor(profile: profile)
        next.send(.pointerDown(share, .primary))
        next.send(.pointerUp(share, .primary))
        next.run(ticks: 1)
        #expect(text(next, "sheet") == "")
        #expect(number(next, "shares") == 2)
    }
}
