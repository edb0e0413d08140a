import Engine
@testable import Host
@testable import RenderSDL
import Testing

@Suite("Toasts with a real font")
struct ToastFontTests {
    let path = "/home/someone/.local/share/diorama/screenshots/diorama-sticker-jar-20261123-105959.png"

    @Test("with Inter a screenshot toast stays inside its box and the canvas")
    func realFont() throws {
        let backend = try OffscreenBackend()
        let measure = backend.drawListRenderer
        let text = "Screenshot saved to \(path)"
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
