import Engine
@testable import RenderSDL
import Testing

/// Every character 10 pixels wide, lines 25 pixels apart.
private struct MonospaceMeasure: TextMeasuring {
    func width(of text: String, size: Double) -> Double { Double(text.count) * 10 }
    func lineHeight(size: Double) -> Double { 25 }
}

@Suite("Toast layout")
struct ToastLayoutTests {
    static let path = "/home/someone/.local/share/diorama/screenshots/diorama-sticker-jar-20261123-105959.png"

    @Test("words wrap at spaces, and a long path breaks after a slash only where it must")
    func longPath() {
        let text = "Screenshot saved to \(Self.path)"
        let layout = ToastLayout(text, size: 20, maxWidth: 424, measure: MonospaceMeasure())
        // 40 characters a line: the words stay whole, the path breaks after its last slash that fits.
        #expect(layout.lines == ["Screenshot saved to", "/home/someone/.local/share/diorama/", "screenshots/",
                                 "diorama-sticker-jar-20261123-105959.png"])
        #expect(layout.lines.allSatisfy { $0.count * 10 <= 400 })
        #expect(layout.width == 39 * 10 + 24, "the box fits the widest line")
        #expect(layout.height == 4 * 25 + 24, "and every line")
    }

    @Test("a word with no slash breaks at the last character that fits")
    func longWord() {
        let lines = ToastLayout.wrap("ab " + String(repeating: "x", count: 25), maxWidth: 100) { Double($0.count) * 10 }
        #expect(lines == ["ab", "xxxxxxxxxx", "xxxxxxxxxx", "xxxxx"])
    }

    @Test("a short toast gets a small box, newlines are kept")
    func shortText() {
        let layout = ToastLayout("Resumed", size: 20, maxWidth: 660, measure: MonospaceMeasure())
        #expect(layout.lines == ["Resumed"] && layout.width == 70 + 24 && layout.height == 25 + 24)
        #expect(ToastLayout.wrap("a b\nc", maxWidth: 100) { Double($0.count) * 10 } == ["a b", "c"])
    }

    @Test("with DejaVu Sans a screenshot toast stays inside its box and the canvas")
    func realFont() throws {
        let backend = try OffscreenBackend()
        let measure = backend.drawListRenderer
        let text = "Screenshot saved to \(Self.path)"
        let layout = ToastLayout(text, size: Toasts.textSize, maxWidth: 660, measure: measure)
        #expect(layout.lines.count >= 2)
        #expect(layout.lines.allSatisfy { measure.width(of: $0, size: Toasts.textSize) <= layout.width - 2 * ToastLayout.padding })
        #expect(layout.width <= 660)
        #expect(layout.lines.joined() == text.replacingOccurrences(of: " /", with: "/"), "only the break spaces go")

        var list = DrawList(canvasSize: Vec2(720, 1280))
        var toasts = Toasts()
        toasts.show(text, now: 0)
        toasts.draw(into: &list, now: 1, anchor: .bottom(1170), measure: measure)
        let boxes = list.sortedItems.compactMap { item -> [Vec2]? in
            if case .fillPolygon(let points, _) = item.command { points } else { nil }
        }
        let box = try #require(boxes.first)
        #expect(box.allSatisfy { $0.x >= 30 && $0.x <= 690 && $0.y <= 1170 })
        #expect(abs(box.map(\.y).max()! - box.map(\.y).min()! - layout.height) < 0.001)
    }
}
