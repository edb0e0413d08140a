import Engine
import Testing
@testable import UI

@Suite struct ListViewTests {
    let theme = Theme.standard
    /// Ten sections of 1,000 rows, 100 px rows under 50 px headers, in a 400 px tall frame.
    let list = ListView("log", frame: Rect(x: 0, y: 100, width: 600, height: 400), rowCounts: Array(repeating: 1_000, count: 10),
                        rowHeight: 100, headerHeight: 50)

    func tree(_ state: UIState, selection: Int? = nil) -> UITree {
        let list = ListView("log", frame: self.list.view.frame, layout: self.list.layout, selection: selection)
        return UITree(list.widgets(state: state, header: { "Year \($0)" }, row: { _, number in ListRow("Row \(number)") }))
    }

    /// Runs `input` through the tree of `state` and then `ticks` more ticks with no input,
    /// rebuilding the tree each tick as a scene does; the actions of every tick.
    func run(_ input: [InputEvent], state: inout UIState, selection: Int? = nil, ticks: Int = 0) -> [UIAction] {
        var actions = tree(state, selection: selection).handle(input, state: &state, theme: theme).actions
        for _ in 0..<ticks { actions += tree(state, selection: selection).handle([], state: &state, theme: theme).actions }
        return actions
    }

    @Test func onlyTheRowsInSightAreBuiltWithTheStuckHeaderAndScrollbarOnTop() {
        var state = UIState()
        state.scrolls["log"] = ScrollState(contentExtent: list.layout.contentHeight, viewportExtent: 400)
        state.scrolls["log"]?.scroll(to: 100_050 + 50 + 120, animated: false)   // 120 px into section 1's rows
        let widgets = tree(state).widgets
        #expect(widgets.count < 12)
        #expect(widgets.first?.kind == .scrollView(ScrollContent(.list(list.layout))))
        #expect(widgets.filter { if case .listRow = $0.kind { true } else { false } }.map(\.id)
                    == ["log#1001", "log#1002", "log#1003", "log#1004", "log#1005"])
        #expect(widgets[widgets.count - 2].kind == .listHeader("Year 1"))
        if case .scrollBar(of: "log", let thumb) = widgets.last?.kind { #expect(thumb != nil) } else { Issue.record("no scrollbar") }
        #expect(widgets.dropFirst().allSatisfy { $0.clip == "log" || $0.kind.isScrollBar })
    }

    @Test func theWheelScrollsTheListUnderThePointerAndGlidesOnWithoutInput() {
        var state = UIState()
        _ = run([.pointerMove(Vec2(300, 50)), .wheel(-1)], state: &state, ticks: 30)
        #expect(state.scrolls["log"]?.offset == 0)                         // not over the list
        _ = run([.pointerMove(Vec2(300, 300)), .wheel(-2)], state: &state)
        let first = state.scrolls["log"]?.offset ?? 0
        #expect(first > 0 && first < 192)
        _ = run([], state: &state, ticks: 60)
        #expect(state.scrolls["log"]?.offset == 192)
    }

    @Test func aFlungDragKeepsMovingAfterReleaseAndDoesNotOpenTheRowItStartedOn() {
        var state = UIState()
        var actions = run([.pointerDown(Vec2(300, 400), .primary)], state: &state)
        for step in 1...4 { actions += run([.pointerMove(Vec2(300, 400 - 30 * Double(step)))], state: &state) }
        #expect(state.scrolls["log"]?.offset == 120)
        actions += run([.pointerUp(Vec2(300, 280), .primary)], state: &state)
        let released = state.scrolls["log"]?.offset ?? 0
        actions += run([], state: &state, ticks: 10)
        #expect((state.scrolls["log"]?.offset ?? 0) > released + 100)
        actions += run([], state: &state, ticks: 600)
        #expect(state.scrolls["log"]?.isAtRest == true)
        #expect(!actions.contains { if case .activated = $0 { true } else { false } })
    }

    @Test func aClickThatMovesLessThanTheSlopOpensTheRow() {
        var state = UIState()
        let actions = run([.pointerDown(Vec2(300, 210), .primary), .pointerMove(Vec2(300, 205)), .pointerUp(Vec2(300, 205), .primary)],
                          state: &state)
        // Row 0 spans 150..250 on the canvas (under the 50 px header at 100).
        #expect(actions == [.focused("log"), .selected("log", 0), .activated("log", 0)])
    }

    @Test func aListThatSelectsFirstOpensOnlyTheRowAlreadySelected() {
        let list = ListView("log", frame: self.list.view.frame, layout: self.list.layout, selection: nil, clickSelectsFirst: true)
        var state = UIState()
        let click: [InputEvent] = [.pointerDown(Vec2(300, 210), .primary), .pointerUp(Vec2(300, 210), .primary)]
        let first = UITree(list.widgets(state: state, header: { "Year \($0)" }, row: { _, number in ListRow("Row \(number)") }))
            .handle(click, state: &state, theme: theme).actions
        #expect(first == [.focused("log"), .selected("log", 0)])
        let selected = ListView("log", frame: list.view.frame, layout: list.layout, selection: 0, clickSelectsFirst: true)
        let second = UITree(selected.widgets(state: state, header: { "Year \($0)" }, row: { _, number in ListRow("Row \(number)") }))
            .handle(click, state: &state, theme: theme).actions
        #expect(second == [.activated("log", 0)])
    }

    @Test func aPointerOutsideTheFrameNeverReachesARowScrolledUnderIt() {
        var state = UIState()
        state.scrolls["log"] = ScrollState(contentExtent: list.layout.contentHeight, viewportExtent: 400)
        state.scrolls["log"]?.scroll(to: 90, animated: false)   // row 0 runs from 60 to 160 on the canvas
        let tree = tree(state)
        #expect(tree["log#0"]?.frame.minY == 60)
        #expect(tree.part(at: Vec2(300, 80), minimumTarget: 44) == nil)
        #expect(tree.part(at: Vec2(300, 155), minimumTarget: 44)?.id == "log#0")
    }

    @Test func arrowsMoveTheSelectionAndRevealItBelowTheStuckHeaderAndEnterOpensIt() {
        var state = UIState(focused: "log")
        var actions = run([.keyDown(.down)], state: &state)
        #expect(actions == [.selected("log", 0)])                       // from nothing: the first row in sight
        actions = run([.keyDown(.down), .keyDown(.down), .keyDown(.down), .keyDown(.down)], state: &state, selection: 0, ticks: 60)
        #expect(actions == [.selected("log", 1), .selected("log", 2), .selected("log", 3), .selected("log", 4)])
        #expect(state.scrolls["log"]?.offset == 150)                    // row 4's bottom (550) at the frame's bottom
        actions = run([.keyDown(.up), .keyDown(.up), .keyDown(.up), .keyDown(.enter)], state: &state, selection: 4, ticks: 60)
        #expect(actions == [.selected("log", 3), .selected("log", 2), .selected("log", 1), .activated("log", 1)])
        #expect(state.scrolls["log"]?.offset == 100)                    // row 1 (150) just under the 50 px header
        #expect(run([.keyDown(.up)], state: &state, selection: 0).isEmpty)   // stays at the first row
    }

    @Test func pageDownEndAndHomeScrollTheFocusedList() {
        var state = UIState(focused: "log")
        _ = run([.keyDown(.pageDown)], state: &state, ticks: 60)
        #expect(state.scrolls["log"]?.offset == 352)
        _ = run([.keyDown(.end)], state: &state, ticks: 120)
        #expect(state.scrolls["log"]?.offset == list.layout.contentHeight - 400)
        _ = run([.keyDown(.home)], state: &state, ticks: 120)
        #expect(state.scrolls["log"]?.offset == 0)
    }

    @Test func draggingTheThumbScrollsInProportionAndStopsOnRelease() {
        var state = UIState()
        _ = run([.pointerDown(Vec2(592, 110), .primary), .pointerMove(Vec2(592, 286))], state: &state)
        let scroll = state.scrolls["log"]
        let travel = 400 - (scroll?.thumb(trackLength: 400)?.length ?? 0)
        #expect(abs((scroll?.offset ?? 0) - (list.layout.contentHeight - 400) * 176 / travel) < 1e-6)
        let held = scroll?.offset
        _ = run([.pointerUp(Vec2(592, 286), .primary)], state: &state, ticks: 5)
        #expect(state.scrolls["log"]?.offset == held)
    }

    @Test func scrollToRowRevealsItBelowItsHeader() {
        var state = UIState()
        list.scroll(toRow: 2_500, in: &state, animated: false)
        // Row 500 of section 2 spans 2 × 100,050 + 50 + 500 × 100 = 250,150 to 250,250: coming
        // from above, least motion puts its bottom at the frame's bottom.
        #expect(state.scrolls["log"]?.offset == 249_850)
        list.scroll(toRow: 2_400, in: &state, animated: false)          // from below: its top under the header
        #expect(state.scrolls["log"]?.offset == 240_100)
        #expect(list.viewport(in: state).pinnedHeader?.section == 2)
    }

    @Test func theStateHashFollowsTheScrollOffset() {
        var a = UIState(), b = UIState()
        list.scroll(toRow: 10, in: &a, animated: false)
        list.scroll(toRow: 11, in: &b, animated: false)
        var ha = StateHasher(), hb = StateHasher()
        a.hash(into: &ha); b.hash(into: &hb)
        #expect(ha.value != hb.value)
    }
}

extension WidgetKind {
    var isScrollBar: Bool { if case .scrollBar = self { true } else { false } }
}
