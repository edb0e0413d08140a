import Engine
import Testing
@testable import UI

@Suite struct OverlayDrawingTests {
    let typesetter: Typesetter
    init() throws { typesetter = try Typesetter.shared() }

    /// The indices of full-canvas translucent black fills: the dims behind layers.
    func dims(_ tree: UITree) -> [Int] {
        var list = DrawList()
        tree.draw(into: &list, state: UIState(), theme: .standard, typesetter: typesetter)
        return list.items.indices.filter {
            if case .fillPolygon(let points, let color) = list.items[$0].command {
                points.count == 4 && points[2] == Vec2(720, 1280) && color.r == 0 && color.a > 0 && color.a < 255
            } else { false }
        }
    }

    @Test func eachLayerDimsEverythingDrawnBeforeIt() {
        #expect(dims(sampleTree()).isEmpty)
        #expect(dims(layeredTree()).count == 1)
        #expect(dims(layeredTree(dialog: true)).count == 2)
    }

    @Test func aFadingToastDrawsFainter() {
        func fills(_ opacity: Double) -> [Color] {
            var list = DrawList()
            UITree([Widget("t", frame: Rect(x: 40, y: 1000, width: 640, height: 64), kind: .toast("Saved", opacity: opacity))])
                .draw(into: &list, state: UIState(), theme: .standard, typesetter: typesetter)
            return list.items.compactMap { if case .fillPolygon(_, let color) = $0.command { color } else { nil } }
        }
        #expect(fills(1).first?.a == 255)
        #expect(fills(0.5).first.map { $0.a < 255 && $0.a > 0 } == true)
    }
}
