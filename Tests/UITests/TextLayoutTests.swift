import Engine
import Testing
@testable import UI

@Suite("Carets, hit-testing and alignment")
struct TextLayoutTests {
    let typesetter: Typesetter
    init() throws { typesetter = try Typesetter.shared() }

    static let text = "Ổ bánh mì nướng 🍜, phở bò tái.\nA verylongwordthatbreaksinthemiddle and more"

    @Test("every caret index maps to a point that hit-tests back to it", arguments: [TextAlignment.left, .center, .right])
    func caretRoundTrip(alignment: TextAlignment) {
        let layout = typesetter.layout(Self.text, style: TypeScale.body, maxWidth: 260, alignment: alignment)
        #expect(layout.lines.count > 3)
        for index in 0...layout.clusterCount {
            let caret = layout.caret(at: index)
            let point = Vec2(caret.x, caret.top + caret.height / 2)
            #expect(layout.index(at: point) == index, "index \(index) at \(point)")
        }
    }

    @Test("carets advance along a line and stand at the start of the next line after a wrap")
    func caretsAlongLines() {
        let layout = typesetter.layout(Self.text, style: TypeScale.body, maxWidth: 260)
        for line in layout.lines {
            let xs = line.range.map { layout.caret(at: $0).x }
            #expect(xs == xs.sorted() && Set(xs).count == xs.count, "carets move right within line \(line.range)")
        }
        let second = layout.lines[1]
        #expect(layout.caret(at: second.range.lowerBound) == TextCaret(x: 0, top: second.top, height: 38, line: 1))
        let newline = Array(layout.text).firstIndex(of: "\n")!
        let before = layout.caret(at: newline), after = layout.caret(at: newline + 1)
        #expect(after.line == before.line + 1 && after.x == 0)
        #expect(layout.caret(at: -5) == layout.caret(at: 0) && layout.caret(at: 10_000) == layout.caret(at: layout.clusterCount))
    }

    @Test("a point hit-tests to the nearer side of the cluster under it, and clamps outside the block")
    func hitTesting() {
        let layout = typesetter.layout("Hello 🍜", style: TypeScale.body)
        let stops = layout.lines[0].caretStops
        let y = TypeScale.body.lineHeight / 2
        #expect(layout.index(at: Vec2(stops[1] - 1, y)) == 1)
        #expect(layout.index(at: Vec2(stops[0] + 1, y)) == 0)
        let emojiMiddle = (stops[6] + stops[7]) / 2
        #expect(layout.index(at: Vec2(emojiMiddle - 2, y)) == 6 && layout.index(at: Vec2(emojiMiddle + 2, y)) == 7)
        #expect(layout.index(at: Vec2(-100, -100)) == 0)
        #expect(layout.index(at: Vec2(10_000, 10_000)) == layout.clusterCount)
        #expect(layout.index(at: Vec2(.nan, .nan)) == 0)
    }

    @Test("lines align left, centred or right in the maximum width, on whole pixels")
    func alignment() {
        let text = "short\na much longer line"
        let left = typesetter.layout(text, style: TypeScale.body, maxWidth: 500, alignment: .left)
        let centre = typesetter.layout(text, style: TypeScale.body, maxWidth: 500, alignment: .center)
        let right = typesetter.layout(text, style: TypeScale.body, maxWidth: 500, alignment: .right)
        for number in 0..<2 {
            let width = left.lines[number].width
            #expect(left.lines[number].x == 0)
            #expect(centre.lines[number].x == ((500 - width) / 2).rounded(.down))
            #expect(right.lines[number].x == 500 - width)
            #expect(right.lines[number].runs[0].origin.x == 500 - width, "runs move with their line")
        }
        let unbounded = typesetter.layout(text, style: TypeScale.body, alignment: .right)
        #expect(unbounded.boxWidth == unbounded.lines[1].width && unbounded.lines[1].x == 0, "without a width, the widest line sets the box")
        #expect(unbounded.lines[0].x == unbounded.lines[1].width - unbounded.lines[0].width)
    }

    @Test("line height spaces the lines and the baseline sits inside each")
    func lineHeight() {
        let style = TextStyle(weight: .regular, size: 20, lineHeight: 40)
        let layout = typesetter.layout("a\nb\nc", style: style)
        #expect(layout.lines.map(\.top) == [0, 40, 80])
        #expect(layout.size.y == 120)
        for line in layout.lines { #expect(line.baseline > line.top + 20 && line.baseline < line.top + 40) }
        #expect(TextStyle(size: 20).lineHeight == 26, "1.3 × the size by default")
    }

    @Test("drawing adds each run at the layout's origin in the colour asked for")
    func drawing() {
        let layout = typesetter.layout("Phở 🍜", style: TypeScale.body)
        var list = DrawList()
        let red = Color(r: 255, g: 0, b: 0)
        layout.draw(into: &list, at: Vec2(100, 200), color: red)
        let runs = list.items.compactMap { item -> TextRun? in if case .textRun(let run) = item.command { run } else { nil } }
        #expect(runs.count == 2 && runs.allSatisfy { $0.color == red })
        #expect(runs.map(\.origin) == layout.lines[0].runs.map { $0.origin + Vec2(100, 200) })
    }
}
