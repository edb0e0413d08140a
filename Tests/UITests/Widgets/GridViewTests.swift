import Engine
import Testing
@testable import UI

@Suite struct GridViewTests {
    let theme = Theme.standard
    /// 10 tiles 100 px square, 3 columns 20 px apart, in a 260 px tall frame.
    func grid(selection: Int? = nil) -> GridView {
        GridView("tiles", frame: Rect(x: 0, y: 0, width: 400, height: 260),
                 layout: GridLayout(itemCount: 10, columns: 3, itemSize: Vec2(100, 100), spacing: Vec2(20, 20)), selection: selection)
    }

    func run(_ input: [InputEvent], state: inout UIState, selection: Int?, ticks: Int = 60) -> [UIAction] {
        let grid = grid(selection: selection)
        var actions = UITree(grid.widgets(state: state) { GridTile(.color(.white), caption: "\($0)") })
            .handle(input, state: &state, theme: theme).actions
        for _ in 0..<ticks {
            actions += UITree(grid.widgets(state: state) { GridTile(.color(.white), caption: "\($0)") })
                .handle([], state: &state, theme: theme).actions
        }
        return actions
    }

    @Test func onlyTheTilesInSightAreBuiltCentredInTheFrame() {
        let widgets = grid().widgets(state: UIState()) { GridTile(.color(.white), caption: "\($0)") }
        let tiles = widgets.compactMap { if case .gridTile(_, let index, _) = $0.kind { index } else { nil } }
        #expect(tiles == [0, 1, 2, 3, 4, 5, 6, 7, 8])                    // three rows reach into 260 px
        #expect(widgets[1].frame.minX == 22)                           // (400 − 16 − 340) / 2
    }

    @Test func arrowsMoveInTwoDimensionsStopAtTheEdgesAndRevealTheTile() {
        var state = UIState(focused: "tiles")
        #expect(run([.keyDown(.right)], state: &state, selection: nil) == [.selected("tiles", 0)])
        #expect(run([.keyDown(.down)], state: &state, selection: 1) == [.selected("tiles", 4)])
        #expect(run([.keyDown(.up)], state: &state, selection: 1).isEmpty)      // no row above
        #expect(run([.keyDown(.left)], state: &state, selection: 0).isEmpty)
        #expect(state.scrolls["tiles"]?.offset == 0)
        #expect(run([.keyDown(.down)], state: &state, selection: 7).isEmpty)      // no tile 10
    }

    @Test func downToTheLastRowRevealsItAndSpaceOpensTheTile() {
        var state = UIState(focused: "tiles")
        let actions = run([.keyDown(.down), .keyDown(.space)], state: &state, selection: 6)
        #expect(actions == [.selected("tiles", 9), .activated("tiles", 9)])
        #expect(state.scrolls["tiles"]?.offset == 200)                  // row 3's bottom (460) at the bottom
    }

    @Test func aClickOnATileSelectsAndOpensIt() {
        var state = UIState()
        let actions = run([.pointerDown(Vec2(200, 50), .primary), .pointerUp(Vec2(200, 50), .primary)], state: &state, selection: nil)
        #expect(actions == [.focused("tiles"), .selected("tiles", 1), .activated("tiles", 1)])
    }
}
