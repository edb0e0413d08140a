import Engine
import Testing
@testable import UI

@Suite struct UITreeValueTests {
    let theme = Theme.standard

    @Test func snapClampsAndRoundsToTheStep() {
        #expect(SteppedValue.snap(47, in: 0...100, step: 5) == 45)
        #expect(SteppedValue.snap(48, in: 0...100, step: 5) == 50)
        #expect(SteppedValue.snap(-3, in: 0...100, step: 5) == 0)
        #expect(SteppedValue.snap(140, in: 0...100, step: 5) == 100)
        #expect(SteppedValue.snap(9.9, in: 1...10, step: 4) == 9)   // steps from 1: 1, 5, 9
        #expect(SteppedValue.snap(.nan, in: 2...4, step: 1) == 2)
        #expect(SteppedValue.snap(0.123, in: 0...1, step: 0) == 0.123)
    }

    @Test func arrowsStepTheSliderAndStopAtItsEnds() {
        var state = UIState(focused: "volume")
        let tree = sampleTree(volume: 90)
        let response = tree.handle([.keyDown(.right), .keyDown(.right, isRepeat: true), .keyDown(.up)], state: &state, theme: theme)
        #expect(response.actions == [.valueChanged("volume", 95), .valueChanged("volume", 100)])
        #expect(response.unhandled.isEmpty)
    }

    @Test func homeAndEndGoToTheEnds() {
        var state = UIState(focused: "volume")
        let response = sampleTree().handle([.keyDown(.home), .keyDown(.end)], state: &state, theme: theme)
        #expect(response.actions == [.valueChanged("volume", 0), .valueChanged("volume", 100)])
    }

    @Test func draggingTheSliderFollowsThePointerClampedToTheTrack() {
        var state = UIState()
        let slider = sampleTree()["volume"]!
        let span = slider.trackSpan
        let quarter = span.lowerBound + (span.upperBound - span.lowerBound) / 4
        let response = sampleTree().handle([
            .pointerDown(Vec2(quarter, 424), .primary),
            .pointerMove(Vec2(span.upperBound + 200, 700)),   // off the slider: the drag goes on
            .pointerMove(Vec2(span.lowerBound - 50, 424)),
            .pointerUp(Vec2(span.lowerBound - 50, 424), .primary),
        ], state: &state, theme: theme)
        #expect(response.actions == [.focused("volume"), .valueChanged("volume", 25), .valueChanged("volume", 100),
                                     .valueChanged("volume", 0)])
        #expect(state.dragging == nil)
    }

    @Test func theStepperStaysInItsRange() {
        var state = UIState(focused: "copies")
        let tree = sampleTree(copies: 2)
        let keys: [InputEvent] = [.keyDown(.right), .keyDown(.right), .keyDown(.left), .keyDown(.left), .keyDown(.left)]
        #expect(tree.handle(keys, state: &state, theme: theme).actions == [
            .valueChanged("copies", 3), .valueChanged("copies", 2), .valueChanged("copies", 1),
        ])
    }

    @Test func theStepperButtonsStepByClicks() {
        var state = UIState()
        let stepper = sampleTree()["copies"]!
        let response = sampleTree().handle(click(stepper.incrementFrame.center) + click(stepper.decrementFrame.center)
                                           + click(stepper.decrementFrame.center), state: &state, theme: theme)
        #expect(response.actions.filter { if case .valueChanged = $0 { true } else { false } } == [
            .valueChanged("copies", 3), .valueChanged("copies", 2), .valueChanged("copies", 1),
        ])
    }

    @Test func theStateHashSeesPressAndHover() {
        var a = StateHasher(), b = StateHasher()
        UIState(focused: "ok").hash(into: &a)
        var pressed = UIState(focused: "ok")
        pressed.pressed = WidgetPart("ok")
        pressed.hash(into: &b)
        #expect(a.value != b.value)
    }
}
