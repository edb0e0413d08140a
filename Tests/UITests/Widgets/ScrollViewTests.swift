import Engine
import Testing
@testable import UI

@Suite struct ScrollViewTests {
    let theme = Theme.standard
    let view = ScrollView("form", frame: Rect(x: 0, y: 100, width: 400, height: 300), contentHeight: 1_000)

    /// Buttons 100 px apart down the content and a note at its end, then a button outside the view.
    func tree(_ state: UIState) -> UITree {
        let buttons = (0..<10).map { Widget(WidgetID("b\($0)"), frame: Rect(x: 20, y: Double($0) * 100, width: 200, height: 60),
                                            kind: .button("B\($0)", role: .secondary)) }
        let note = Widget("note", frame: Rect(x: 20, y: 960, width: 200, height: 40), kind: .label("Note", style: .caption, alignment: .left))
        return UITree(view.widgets(buttons + [note], state: state) + [Widget("after", frame: Rect(x: 0, y: 420, width: 200, height: 60),
                                                                     kind: .button("After", role: .primary))])
    }

    @Test func contentIsMovedUnderTheOffsetAndClippedAndLabelsOutOfSightAreLeftOut() {
        var state = UIState()
        state.scrolls["form"] = ScrollState(contentExtent: 1_000, viewportExtent: 300)
        state.scrolls["form"]?.scroll(to: 150, animated: false)
        let tree = tree(state)
        #expect(tree.widgets.compactMap { $0.clip == "form" ? $0.id.rawValue : nil } == (0..<10).map { "b\($0)" })
        #expect(tree["note"] == nil)
        #expect(tree["b2"]?.frame.minY == 150)
        #expect(tree.part(at: Vec2(100, 80), minimumTarget: 44) == nil)      // b1's top, above the view
    }

    @Test func tabToAButtonOutOfSightRevealsItWithLeastMotion() {
        var state = UIState(focused: "b2")
        _ = tree(state).handle([.keyDown(.tab)], state: &state, theme: theme)
        #expect(state.focused == "b3")
        for _ in 0..<60 { _ = tree(state).handle([], state: &state, theme: theme) }
        #expect(state.scrolls["form"]?.offset == 60)                       // b3's bottom (360) at the view's bottom
    }

    @Test func theContentIsDrawnClippedToTheView() throws {
        let typesetter = try Typesetter.shared()
        var list = DrawList()
        tree(UIState()).draw(into: &list, state: UIState(), theme: theme, typesetter: typesetter)
        let clips = Set(list.items.map(\.clip))
        #expect(clips == [nil, view.frame])
    }

    @Test func aClickOnAButtonInTheViewStillTapsIt() {
        var state = UIState()
        let actions = tree(state).handle([.pointerDown(Vec2(100, 130), .primary), .pointerUp(Vec2(100, 130), .primary)],
                                         state: &state, theme: theme).actions
        #expect(actions == [.focused("b0"), .tapped("b0")])
    }
}
