import Testing
@testable import EditorCanvasScene
import Engine
import UI
import SceneTestSupport

/// Many Linux window managers (openbox among them) take Alt+drag to move the window, so no
/// gesture may need Alt: Ctrl with a corner drag scales about the centre too, and the hint line
/// says so.
@Suite struct EditorAltFreeGestureTests {
    /// Drags the selected sticker's corner 0 outward by (-60, -60) with `modifier` held (nil:
    /// none) and returns the sticker's centre before and after, in canvas pixels, and its scale.
    func cornerDrag(holding modifier: String?) throws -> (before: Vec2, after: Vec2, scale: Double) {
        let runner = try makeEditor()
        add(.vector("shapes.star"), to: runner)
        let before = try #require(point(runner, "sticker.0"))
        let corner = try #require(scene(runner).handles).corners[0]
        if let modifier { runner.send(.keyDown(Key(modifier))) }
        runner.send(.pointerDown(corner, .primary))
        runner.send(.pointerMove(corner + Vec2(-30, -30)))
        runner.run(ticks: 1)
        runner.send(.pointerUp(corner + Vec2(-60, -60), .primary))
        if let modifier { runner.send(.keyUp(Key(modifier))) }
        runner.run(ticks: 1)
        #expect(number(runner, "undo_depth") == 2, "the drag is one step")
        return (before, try #require(point(runner, "sticker.0")), number(runner, "sticker.0.scale"))
    }

    @Test(arguments: ["left ctrl", "right ctrl", "left alt"])
    func aCornerDragWithCtrlOrAltScalesAboutTheCentre(_ modifier: String) throws {
        let drag = try cornerDrag(holding: modifier)
        #expect(drag.after.distance(to: drag.before) < 1e-6, "\(modifier): the centre stays put")
        #expect(drag.scale > 1.2, "\(modifier): the sticker grew")
    }

    @Test func aPlainCornerDragScalesAboutTheOppositeCorner() throws {
        let drag = try cornerDrag(holding: nil)
        #expect(drag.after.distance(to: drag.before) > 10, "the centre follows the dragged corner")
    }

    @Test func theHintLineShowsTheCtrlWayAndNeverAlt() throws {
        let runner = try makeEditor()
        func hint() -> String? {
            guard case .label(let text, _, _)? = scene(runner).tree["hint"]?.kind else { return nil }
            return text
        }
        #expect(hint() == EditorStrings.hints)
        add(.vector("shapes.star"), to: runner)
        #expect(hint() == EditorStrings.selectionHints)
        #expect(EditorStrings.selectionHints.contains("Ctrl+corner"))
        for text in [EditorStrings.hints, EditorStrings.selectionHints] {
            #expect(!text.contains("Alt"), "\(text)")
        }
    }

    @Test func bothHintLinesFitTheirWidgetOnOneLine() throws {
        let runner = try makeEditor()
        let frame = try #require(scene(runner).tree["hint"]).frame
        let typesetter = try Typesetter.shared()
        for text in [EditorStrings.hints, EditorStrings.selectionHints] {
            let layout = typesetter.layout(text, style: TypeScale.caption, maxWidth: frame.width, alignment: .left)
            #expect(layout.lines.count == 1 && !layout.isTruncated, "\(text) wraps in \(frame.width) px")
            #expect(layout.size.y <= frame.height, "\(text) is taller than \(frame.height) px")
        }
    }
}
