import Engine
import Testing
@testable import UI

@Suite struct UITreeTabBarTests {
    let theme = Theme.standard
    let tree = UITree([
        Widget("tabs", frame: Rect(x: 0, y: 1184, width: 720, height: 96),
               kind: .tabBar([TabItem("One", icon: .sliders), TabItem("Two", icon: .text), TabItem("Three", icon: .list)],
                             selected: 0)),
    ])

    @Test func aClickOnATabSelectsItAndAClickOnTheSelectedOneDoesNothing() {
        var state = UIState()
        let response = tree.handle(click(Vec2(600, 1230)) + click(Vec2(600, 1230)) + click(Vec2(100, 1230)),
                                   state: &state, theme: theme)
        #expect(response.actions == [.focused("tabs"), .selected("tabs", 2), .selected("tabs", 0)])
    }

    @Test func arrowsHomeAndEndMoveTheSelectionAndStopAtTheEnds() {
        var state = UIState(focused: "tabs")
        let keys: [InputEvent] = [.keyDown(.left), .keyDown(.right), .keyDown(.end), .keyDown(.right), .keyDown(.home),
                                  .keyDown(.down)]
        let response = tree.handle(keys, state: &state, theme: theme)
        #expect(response.actions == [.selected("tabs", 1), .selected("tabs", 2), .selected("tabs", 0)])
        #expect(response.unhandled == [.keyDown(.down)])
    }
}
