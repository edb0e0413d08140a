import Engine
import Testing
@testable import UI

@Suite struct UITreeDrawingTests {
    let typesetter: Typesetter
    init() throws { typesetter = try Typesetter.shared() }

    func draw(_ state: UIState, tree: UITree = sampleTree()) -> DrawList {
        var list = DrawList()
        tree.draw(into: &list, state: state, theme: .standard, typesetter: typesetter)
        return list
    }

    /// The strokes in the focus ring's colour.
    func rings(_ list: DrawList) -> Int {
        list.items.filter {
            switch $0.command {
            case .strokePolyline(_, let color, _, _), .strokeCircle(_, _, let color, _): color == Palette.dark.focusRing
            default: false
            }
        }.count
    }

    @Test func theFocusRingShowsOnlyForKeyboardFocus() {
        for id in sampleTree().widgets.filter(\.isFocusable).map(\.id) {
            #expect(rings(draw(UIState(focused: id, showsFocus: true))) == 1, "\(id)")
            #expect(rings(draw(UIState(focused: id, showsFocus: false))) == 0, "\(id)")
        }
    }

    @Test func everyStateLooksDifferent() {
        let normal = draw(UIState())
        var hovered = UIState(), pressed = UIState()
        hovered.hovered = WidgetPart("ok")
        pressed.hovered = WidgetPart("ok"); pressed.pressed = WidgetPart("ok")
        #expect(draw(hovered).items != normal.items)
        #expect(draw(pressed).items != draw(hovered).items)
    }

    @Test func hoverAndPressShadeAButtonWithoutChangingItsAlpha() {
        var theme = Theme.standard
        theme.palette.primary = theme.palette.primary.withAlpha(0.5)
        let tree = UITree([Widget("ok", frame: Rect(x: 0, y: 100, width: 200, height: 64), kind: .button("OK", role: .primary))])
        for (hover, press) in [(false, false), (true, false), (true, true)] {
            var state = UIState()
            if hover { state.hovered = WidgetPart("ok") }
            if press { state.pressed = WidgetPart("ok") }
            var list = DrawList()
            tree.draw(into: &list, state: state, theme: theme, typesetter: typesetter)
            let fills = list.items.compactMap { item -> Color? in
                if case .fillPolygon(_, let color) = item.command { color } else { nil }
            }
            #expect(fills.map(\.a) == [128], "hover \(hover), press \(press)")
        }
    }

    @Test func aDisabledWidgetIgnoresHoverAndSetsItsTextInTheDisabledColour() {
        var hovered = UIState()
        hovered.hovered = WidgetPart("off")
        #expect(draw(hovered).items == draw(UIState()).items)
        let texts = draw(UIState()).items.compactMap { item -> TextRun? in
            if case .textRun(let run) = item.command { run } else { nil }
        }
        #expect(texts.contains { $0.color == Palette.dark.disabledText })
    }

    @Test func aRowsIconMovesItsTextOnAndItsBadgeIsAPillInTheAccentColour() throws {
        func rowList(_ row: ListRow) -> DrawList {
            let view = ListView("log", frame: Rect(x: 0, y: 0, width: 600, height: 400), rowCounts: [3], rowHeight: 96, headerHeight: 0)
            return draw(UIState(), tree: UITree(view.widgets(state: UIState(), header: { _ in "" }, row: { _, _ in row })))
        }
        func textRuns(_ list: DrawList) -> [TextRun] {
            list.items.compactMap { if case .textRun(let run) = $0.command { run } else { nil } }
        }
        let plain = rowList(ListRow("Heat", subtitle: "Movie"))
        let dressed = rowList(ListRow("Heat", subtitle: "Movie", leading: .film, badge: "Watching"))
        let plainTitle = try #require(textRuns(plain).first { String($0.clusters) == "Heat" })
        let dressedTitle = try #require(textRuns(dressed).first { String($0.clusters) == "Heat" })
        #expect(dressedTitle.origin.x - plainTitle.origin.x == 48, "the icon's room")
        let badge = try #require(textRuns(dressed).first { String($0.clusters) == "Watching" })
        #expect(badge.color == Palette.dark.primary)
        let pills = dressed.items.filter {
            if case .fillPolygon(_, let color) = $0.command { color == Palette.dark.primary.withAlpha(0.18) } else { false }
        }
        #expect(pills.count == 3, "one pill a row")
        #expect(dressed.items.count > plain.items.count)
    }

    @Test func everyIconDrawsInsideItsBox() {
        for icon in Icon.allCases {
            var list = DrawList()
            icon.draw(into: &list, center: Vec2(100, 100), size: 20, color: .white)
            let points = list.items.flatMap { item -> [Vec2] in
                switch item.command {
                case .line(let from, let to, _, _): [from, to]
                case .strokePolyline(let points, _, _, _): points
                default: []
                }
            }
            #expect(!points.isEmpty, "\(icon)")
            #expect(points.allSatisfy { abs($0.x - 100) <= 10 && abs($0.y - 100) <= 10 }, "\(icon)")
        }
    }

    @Test func theRoundedOutlineStaysInsideItsRectangle() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 40)
        let outline = DrawList.roundedRectOutline(rect, radius: 30)
        #expect(outline.allSatisfy { $0.x >= 10 - 1e-9 && $0.x <= 110 + 1e-9 && $0.y >= 20 - 1e-9 && $0.y <= 60 + 1e-9 })
        #expect(outline.contains { abs($0.x - 10) < 1e-9 } && outline.contains { abs($0.y - 60) < 1e-9 })
    }

    @Test func aStackPlacesRowsOnTheGrid() {
        var stack = VerticalStack(x: 40, top: 101, width: 640, theme: .standard)
        #expect(stack.row(height: 30).minY == 104)
        #expect(stack.row(height: 56, gap: 2).minY == 144)
        #expect(stack.y == 216)
        #expect(Rect(x: 0, y: 0, width: 100, height: 10).columns(2, gap: 10).map(\.minX) == [0, 55])
    }
}
