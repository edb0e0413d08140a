import Engine
import Testing
@testable import UI

@Suite struct UITreeFocusTests {
    let tree = sampleTree()

    @Test func tabVisitsEnabledControlsInTreeOrderAndWraps() {
        var order: [WidgetID] = []
        var id: WidgetID? = nil
        for _ in 0..<8 {
            id = tree.focus(after: id)
            order.append(id!)
        }
        #expect(order == ["ok", "wifi", "period", "volume", "copies", "spice", "add", "ok"])
    }

    @Test func shiftTabGoesBackwardsFromTheEnd() {
        #expect(tree.focus(after: nil, backwards: true) == "add")
        #expect(tree.focus(after: "wifi", backwards: true) == "ok")
        #expect(tree.focus(after: "ok", backwards: true) == "add")
    }

    @Test func tabGoesOnFromAWidgetThatWasDisabledWhileFocused() {
        #expect(tree.focus(after: "off") == "wifi")
        #expect(tree.focus(after: "off", backwards: true) == "ok")
        #expect(tree.focus(after: "heading") == "ok")
    }

    @Test func aTreeWithoutControlsHasNoFocus() {
        let labels = UITree([Widget("a", frame: Rect(x: 0, y: 0, width: 10, height: 10), kind: .label("A", style: .body, alignment: .left))])
        #expect(labels.focus(after: nil) == nil)
    }

    @Test func tabKeysMoveTheFocusAndShowTheRing() {
        var state = UIState()
        let response = tree.handle([.keyDown(.tab), .keyDown(.tab), .keyDown(.tab, .shift)], state: &state, theme: .standard)
        #expect(state.focused == "ok")
        #expect(state.showsFocus)
        #expect(response.actions == [.focused("ok"), .focused("wifi"), .focused("ok")])
    }

    @Test func ctrlTabIsLeftToTheScene() {
        var state = UIState()
        let response = tree.handle([.keyDown(.tab, .control)], state: &state, theme: .standard)
        #expect(state.focused == nil)
        #expect(response.unhandled == [.keyDown(.tab, .control)])
    }

    @Test func aClickFocusesWithoutTheRing() {
        var state = UIState(focused: "ok", showsFocus: true)
        _ = tree.handle(click(Vec2(100, 228)), state: &state, theme: .standard)
        #expect(state.focused == "wifi")
        #expect(!state.showsFocus)
    }

    @Test func escapeComesBackToTheScene() {
        var state = UIState(focused: "ok")
        let response = tree.handle([.keyDown(.escape), .wheel(1)], state: &state, theme: .standard)
        #expect(response.actions.isEmpty)
        #expect(response.unhandled == [.keyDown(.escape), .wheel(1)])
    }
}
