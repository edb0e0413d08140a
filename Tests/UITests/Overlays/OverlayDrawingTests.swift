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

    @Test func aLongToastWrapsAndItsPillGrowsUpwardsFromTheBottom() {
        func textRuns(_ message: String) -> (runs: Int, pillTop: Double) {
            var list = DrawList()
            UITree([Widget("t", frame: Rect(x: 40, y: 1000, width: 640, height: 64), kind: .toast(message, opacity: 1))])
                .draw(into: &list, state: UIState(), theme: .standard, typesetter: typesetter)
            let tops = list.items.compactMap { item -> Double? in
                if case .fillPolygon(let points, _) = item.command { points.map(\.y).min() } else { nil }
            }
            let runs = list.items.filter { if case .textRun = $0.command { true } else { false } }.count
            return (runs, tops.min() ?? 0)
        }
        let short = textRuns("Saved")
        let long = textRuns("/home/someone/.local/share/diorama/sticker-jar/jar.json could not be read (a number is out of range); "
                            + "it is kept as jar.damaged.json")
        #expect(short.pillTop == 1000)
        #expect(long.runs > short.runs, "the long message is set on more than one line")
        #expect(long.pillTop < 1000 && long.pillTop >= 1000 - 100)
    }
}
