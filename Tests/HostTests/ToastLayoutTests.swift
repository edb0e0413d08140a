import Engine
@testable import Host
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
}
