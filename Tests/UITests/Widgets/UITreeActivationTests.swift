import Engine
import Testing
@testable import UI

@Suite struct UITreeActivationTests {
    let tree = sampleTree()
    let theme = Theme.standard

    @Test func pressAndReleaseOnTheSameButtonTaps() {
        var state = UIState()
        #expect(tree.handle(click(Vec2(100, 130)), state: &state, theme: theme).actions == [.focused("ok"), .tapped("ok")])
        #expect(state.pressed == nil)
    }

    @Test func releasingElsewhereTapsNothing() {
        var state = UIState()
        let response = tree.handle([.pointerDown(Vec2(100, 130), .primary), .pointerMove(Vec2(100, 230)),
                                    .pointerUp(Vec2(100, 230), .primary)], state: &state, theme: theme)
        #expect(!response.actions.contains(.tapped("ok")))
        #expect(!response.actions.contains { if case .toggled = $0 { true } else { false } })
    }

    @Test func thePressIsHeldUntilRelease() {
        var state = UIState()
        _ = tree.handle([.pointerDown(Vec2(100, 130), .primary)], state: &state, theme: theme)
        #expect(state.pressed == WidgetPart("ok"))
        #expect(state.hovered == WidgetPart("ok"))
    }

    @Test func aDisabledButtonIgnoresThePointer() {
        var state = UIState()
        let response = tree.handle(click(Vec2(400, 130)), state: &state, theme: theme)
        #expect(response.actions.isEmpty)
        #expect(state.focused == nil && state.hovered == nil)
    }

    @Test func aSmallWidgetIsHitWithin44Pixels() {
        // The icon button is 30 × 30 at (400, 600): its target reaches 7 px further each way.
        var state = UIState()
        #expect(tree.handle(click(Vec2(395, 635)), state: &state, theme: theme).actions.contains(.tapped("add")))
    }

    @Test func enterTapsTheFocusedButtonOrElseTheDefault() {
        var state = UIState(focused: "add")
        #expect(tree.handle([.keyDown(.enter)], state: &state, theme: theme).actions == [.tapped("add")])
        state.focused = "wifi"
        #expect(tree.handle([.keyDown(.enter)], state: &state, theme: theme).actions == [.tapped("ok")])
        state.focused = nil
        #expect(tree.handle([.keyDown(.enter)], state: &state, theme: theme).actions == [.tapped("ok")])
    }

    @Test func enterGoesBackWhenTheDefaultButtonIsDisabled() {
        var tree = self.tree
        tree.defaultButton = "off"
        var state = UIState(focused: "wifi")
        #expect(tree.handle([.keyDown(.enter)], state: &state, theme: theme).unhandled == [.keyDown(.enter)])
    }

    @Test func aRepeatedEnterTapsOnce() {
        var state = UIState(focused: "ok")
        let response = tree.handle([.keyDown(.enter), .keyDown(.enter, isRepeat: true)], state: &state, theme: theme)
        #expect(response.actions == [.tapped("ok")])
    }

    @Test func spaceFlipsTheSwitchEachTime() {
        var state = UIState(focused: "wifi")
        let response = tree.handle([.keyDown(.space), .keyDown(.space)], state: &state, theme: theme)
        #expect(response.actions == [.toggled("wifi", true), .toggled("wifi", false)])
    }

    @Test func clickingTheSwitchRowFlipsIt() {
        var state = UIState()
        #expect(tree.handle(click(Vec2(50, 228)), state: &state, theme: theme).actions.contains(.toggled("wifi", true)))
    }

    @Test func arrowsMoveTheSegmentAndStopAtTheEnds() {
        var state = UIState(focused: "period")
        let keys: [InputEvent] = [.keyDown(.right), .keyDown(.right, isRepeat: true), .keyDown(.right), .keyDown(.left)]
        #expect(tree.handle(keys, state: &state, theme: theme).actions == [.selected("period", 1), .selected("period", 2),
                                                                            .selected("period", 1)])
    }

    @Test func clickingASegmentSelectsIt() {
        var state = UIState()
        #expect(tree.handle(click(Vec2(500, 320)), state: &state, theme: theme).actions.contains(.selected("period", 2)))
    }

    @Test func aRatingDotSetsTheRatingAndTheTopOneEmptiesIt() {
        var state = UIState()
        let third = tree["spice"]!.dotCenter(2, of: 3), first = tree["spice"]!.dotCenter(0, of: 3)
        #expect(tree.handle(click(third), state: &state, theme: theme).actions.last == .valueChanged("spice", 3))
        #expect(tree.handle(click(first), state: &state, theme: theme).actions.last == .valueChanged("spice", 0))
    }

    @Test func applyShowsTheNewValueInTheTree() {
        var tree = self.tree
        tree.apply(.toggled("wifi", true))
        tree.apply(.valueChanged("volume", 75))
        #expect(tree == sampleTree(volume: 75, wifi: true))
    }
}
