import Engine
import Testing
@testable import UI

@Suite struct ContentSlotTests {
    let typesetter: Typesetter
    init() throws { typesetter = try Typesetter.shared() }

    /// Draws `tree`, marking each slot with a dot of `marker` at its centre; the slots seen.
    func draw(_ tree: UITree, into list: inout DrawList) -> [ContentSlot] {
        var seen: [ContentSlot] = []
        tree.draw(into: &list, state: UIState(), theme: .standard, typesetter: typesetter) { slot, list in
            seen.append(slot)
            list.fillCircle(slot.frame.center, radius: 3, Self.marker)
        }
        return seen
    }

    static let marker = Color(r: 1, g: 2, b: 3)

    @Test func aContentWidgetIsDrawnInTreeOrderUnderTheLayerAfterIt() {
        let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)
        let frame = Rect(x: 100, y: 100, width: 200, height: 150)
        var widgets = [Widget("art", frame: frame, kind: .content("art"))]
        widgets += ConfirmationDialog(title: "Sure?", message: "", confirm: "Yes", cancel: "No")
            .widgets("ask", in: canvas, phase: { var p = LayerPhase(); p.open(); return p }(), theme: .standard)
        var list = DrawList()
        let seen = draw(UITree(widgets), into: &list)
        #expect(seen == [ContentSlot(id: "art", frame: frame)])
        let marker = list.items.firstIndex { if case .fillCircle(_, _, Self.marker) = $0.command { true } else { false } }
        let dim = list.items.firstIndex { if case .fillPolygon = $0.command { true } else { false } }
        #expect(marker != nil && dim != nil && marker! < dim!, "the dialog's dim goes over the scene's content")
        #expect(UITree([widgets[0]]).part(at: frame.center, minimumTarget: 44) == nil, "it takes no input")
    }

    @Test func aContentTileGivesItsIndexGridAndPictureBoxInsideItsSwatch() {
        let grid = GridView("tiles", frame: Rect(x: 0, y: 0, width: 600, height: 400), itemCount: 3,
                            tileSize: Vec2(150, 180), spacing: 10)
        let tree = UITree(grid.widgets(state: UIState()) { GridTile(.content(background: .black), caption: "Tile \($0)") })
        var list = DrawList()
        let seen = draw(tree, into: &list)
        #expect(seen.map(\.index) == [0, 1, 2] && seen.allSatisfy { $0.view == "tiles" })
        for slot in seen {
            let tile = try! #require(tree[slot.id])
            #expect(slot.frame.minX > tile.frame.minX && slot.frame.maxX < tile.frame.maxX)
            #expect(slot.frame.maxY < tile.frame.maxY - Theme.standard.caption.lineHeight, "the caption stays clear")
        }
        var plain = DrawList()
        #expect(draw(UITree(grid.widgets(state: UIState()) { _ in GridTile(.color(.black)) }), into: &plain).isEmpty)
    }
}
