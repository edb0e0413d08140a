import Core
import Engine
import Foundation
import Imaging
import RenderSDL
import Testing
import UI

@Suite("Laid-out text rendering")
struct TextRunRenderingTests {
    static let canvas = Vec2(720, 120)
    static let origin = Vec2(20, 30)

    /// `layout` drawn at `origin` in `color` on black.
    func render(_ layout: TextLayout, color: Color = .white) throws -> Image {
        var list = DrawList(canvasSize: Self.canvas)
        list.clearColor = .black
        layout.draw(into: &list, at: Self.origin, color: color)
        return try OffscreenBackend(size: Self.canvas).render(list, images: AssetStore(root: "/nonexistent"))
    }

    /// The columns from `x0` to `x1` (exclusive) that have a pixel matching `ink`, first and last.
    func inkColumns(_ image: Image, from x0: Int = 0, to x1: Int? = nil, where ink: (Color) -> Bool) -> ClosedRange<Int>? {
        var first: Int?, last: Int?
        for x in x0..<(x1 ?? image.width) {
            for y in 0..<image.height where ink(image[x: x, y: y]) {
                first = first ?? x
                last = x
                break
            }
        }
        guard let first, let last else { return nil }
        return first...last
    }

    static func isLit(_ color: Color) -> Bool { max(color.r, color.g, color.b) > 40 }
    static func isColourful(_ color: Color) -> Bool { Int(max(color.r, color.g, color.b)) - Int(min(color.r, color.g, color.b)) > 80 }

    @Test("a line of text around an emoji draws its ink where the layout measured it, the emoji in colour")
    func inkMatchesLayout() throws {
        let layout = try Typesetter.shared().layout("Phở 🍋 bò tái", style: TypeScale.body)
        let line = try #require(layout.lines.first)
        #expect(line.runs.map(\.face) == [.regular, .emoji, .regular])
        let emojiRun = line.runs[1]
        let image = try render(layout)
        let ink = try #require(inkColumns(image, where: Self.isLit))
        let left = Int(Self.origin.x + line.x), right = Int(Self.origin.x + line.x + line.width)
        // P's left side bearing and i's right one are about 2 px.
        #expect(ink.lowerBound >= left && ink.lowerBound <= left + 4, "ink starts at \(ink.lowerBound), the line at \(left)")
        #expect(ink.upperBound + 1 <= right && ink.upperBound + 1 >= right - 4, "ink ends at \(ink.upperBound + 1), the layout at \(right)")

        let emojiLeft = Int(Self.origin.x + emojiRun.origin.x)
        let colour = try #require(inkColumns(image, where: Self.isColourful))
        #expect(abs(colour.lowerBound - emojiLeft) <= 3, "colour starts at \(colour.lowerBound), the emoji at \(emojiLeft)")
        let textInk = try #require(inkColumns(image, to: emojiLeft - 1, where: Self.isLit))
        let textRight = Int(Self.origin.x + (line.runs[0].origin.x + line.runs[0].offsets.last!.x))
        #expect(textInk.upperBound < emojiLeft && textInk.upperBound > textRight, "the text's ink ends in its last cluster")
        var colourful = 0
        for y in 0..<image.height { for x in colour where Self.isColourful(image[x: x, y: y]) { colourful += 1 } }
        #expect(colourful > 150, "only \(colourful) colourful pixels in the emoji")
    }

    @Test("the ink of a line of text alone ends within two pixels of its measured width")
    func textWidthMatchesLayout() throws {
        let layout = try Typesetter.shared().layout("Ổ bánh mì nướng, phở bò tái. Hôm nay trời đẹp!", style: TypeScale.caption)
        let line = try #require(layout.lines.first)
        let image = try render(layout)
        let ink = try #require(inkColumns(image, where: Self.isLit))
        let right = Int(Self.origin.x + line.width)
        // "!" has side bearings of about 2 px at 22 px.
        #expect(ink.upperBound + 1 <= right && ink.upperBound + 1 >= right - 4, "ink ends at \(ink.upperBound + 1), the layout at \(right)")
    }

    @Test("capitals stand on the baseline the layout measured, as tall as Inter's capitals")
    func baseline() throws {
        let layout = try Typesetter.shared().layout("HEH", style: TypeScale.title)
        let image = try render(layout)
        var rows: [Int] = []
        for y in 0..<image.height where (0..<image.width).contains(where: { Self.isLit(image[x: $0, y: y]) }) { rows.append(y) }
        let baseline = Int(Self.origin.y + layout.lines[0].baseline)
        let bottom = try #require(rows.last), top = try #require(rows.first)
        #expect(abs(bottom + 1 - baseline) <= 1, "ink ends at row \(bottom + 1), the baseline is \(baseline)")
        // Inter's capitals are 0.727 em tall: 35 px at 48 px.
        #expect(abs(bottom + 1 - top - 35) <= 1, "capitals are \(bottom + 1 - top) px tall")
    }

    @Test("a letter with stacked diacritics taller than the font's ascent stands on the same baseline")
    func stackedDiacritics() throws {
        let typesetter = try Typesetter.shared()
        func rows(_ text: String) throws -> ClosedRange<Int> {
            let image = try render(typesetter.layout(text, style: TypeScale.title))
            let lit = (0..<image.height).filter { y in (0..<image.width).contains { Self.isLit(image[x: $0, y: y]) } }
            return try #require(lit.first)...(try #require(lit.last))
        }
        let plain = try rows("O"), stacked = try rows("Ổ")
        #expect(stacked.upperBound == plain.upperBound, "Ổ ends at row \(stacked.upperBound), O at \(plain.upperBound)")
        #expect(stacked.lowerBound < plain.lowerBound - 10, "the marks stand above the O")
    }

    @Test("each run, of text or of emoji, is rasterised once and kept while it is drawn")
    func runCache() throws {
        let layout = try Typesetter.shared().layout("banana 🍌🍌", style: TypeScale.body)
        var list = DrawList(canvasSize: Self.canvas)
        layout.draw(into: &list, at: Self.origin, color: .white)
        let backend = try OffscreenBackend(size: Self.canvas)
        for _ in 0..<2 {
            _ = try backend.render(list, images: AssetStore(root: "/nonexistent"))
            #expect(backend.drawListRenderer.runCount == 2, "\"banana\" and the bananas, each composed whole")
        }
    }

    @Test("a run drawn whole looks as its glyphs drawn one by one", arguments: [0.0, 0.3, 0.5, 0.8])
    func wholeRunMatchesGlyphs(fraction: Double) throws {
        let layout = try Typesetter.shared().layout("Ổ fijkl Wave, đẹp AVAT", style: TypeScale.title)
        var whole = DrawList(canvasSize: Self.canvas), oneByOne = DrawList(canvasSize: Self.canvas)
        whole.clearColor = .black
        oneByOne.clearColor = .black
        let origin = Self.origin + Vec2(fraction, 0)
        layout.draw(into: &whole, at: origin, color: Color(r: 250, g: 200, b: 90))
        for command in whole.sortedItems.map(\.command) {
            guard case .textRun(let run) = command else { continue }
            #expect(run.glyphs.count > 1)
            for (glyph, offset) in zip(run.glyphs, run.offsets) {
                var single = run
                single.glyphs = [glyph]
                single.offsets = [offset]
                oneByOne.textRun(single)
            }
        }
        let a = try OffscreenBackend(size: Self.canvas).render(whole, images: AssetStore(root: "/nonexistent"))
        let b = try OffscreenBackend(size: Self.canvas).render(oneByOne, images: AssetStore(root: "/nonexistent"))
        var lit = 0, worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x: x, y: y], q = b[x: x, y: y]
                if Self.isLit(q) { lit += 1 }
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            }
        }
        #expect(lit > 500, "the text is drawn")
        #expect(worst <= 2, "the largest channel difference is \(worst)")
    }

    @Test("text takes its colour while an emoji keeps its own")
    func colours() throws {
        let red = Color(r: 255, g: 0, b: 0)
        let layout = try Typesetter.shared().layout("Hi 🍋", style: TypeScale.headline)
        let image = try render(layout, color: red)
        let emojiLeft = Int(Self.origin.x + layout.lines[0].runs[1].origin.x)
        var text = Set<Int>()
        for y in 0..<image.height {
            for x in 0..<emojiLeft where Self.isLit(image[x: x, y: y]) { text.insert(Int(image[x: x, y: y].g)) }
        }
        #expect(text == [0], "text pixels are pure red")
        let lemon = try #require(inkColumns(image, from: emojiLeft, where: { $0.r > 200 && $0.g > 150 && $0.b < 120 }))
        #expect(lemon.count > 10, "the lemon is yellow")
        var rows: [Int] = []
        for y in 0..<image.height where (emojiLeft..<image.width).contains(where: { Self.isColourful(image[x: $0, y: y]) }) {
            rows.append(y)
        }
        let height = rows.last! - rows.first! + 1, size = TypeScale.headline.size
        #expect(Double(height) > 0.7 * Double(size) && Double(height) < 1.2 * Double(size), "an emoji \(height) px tall at \(size) px")
    }

    @Test("Vietnamese typed precomposed or decomposed renders the same pixels")
    func vietnameseRendersTheSame() throws {
        let nfc = "Ổ bánh mì nướng, phở bò tái"
        let typesetter = try Typesetter.shared()
        let a = try render(typesetter.layout(nfc, style: TypeScale.title))
        let b = try render(typesetter.layout(nfc.decomposedStringWithCanonicalMapping, style: TypeScale.title))
        #expect(a.pixels == b.pixels)
        #expect(inkColumns(a, where: Self.isLit) != nil)
    }
}

@Suite("Turned laid-out text")
struct TurnedTextRunTests {
    /// The bounding box of the lit pixels of `image`: (minX, minY, maxX, maxY).
    func inkBox(_ image: Image) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where TextRunRenderingTests.isLit(image[x: x, y: y]) {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    @Test("a run turned a quarter about its centre stands upright: taller than wide, about the same centre")
    func aQuarterTurnStandsTheLineUp() throws {
        let layout = try Typesetter.shared().layout("Campy campy!", style: TextStyle(weight: .bold, size: 28))
        let size = Vec2(240, 240), center = Vec2(120, 120)
        var level = DrawList(canvasSize: size), turned = DrawList(canvasSize: size)
        level.clearColor = .black
        turned.clearColor = .black
        for var run in try #require(layout.lines.first).runs {
            run.origin = run.origin + center - layout.size / 2
            run.color = .white
            level.textRun(run)
            run.rotation = .pi / 2
            run.pivot = center
            turned.textRun(run)
        }
        let backend = try OffscreenBackend(size: size)
        let flat = try #require(inkBox(try backend.render(level, images: AssetStore(root: "/nonexistent"))))
        let upright = try #require(inkBox(try backend.render(turned, images: AssetStore(root: "/nonexistent"))))
        let flatSize = (flat.2 - flat.0, flat.3 - flat.1), uprightSize = (upright.2 - upright.0, upright.3 - upright.1)
        #expect(flatSize.0 > flatSize.1 * 3, "level: \(flatSize)")
        #expect(uprightSize.1 > uprightSize.0 * 3, "turned: \(uprightSize)")
        #expect(abs(uprightSize.1 - flatSize.0) <= 4 && abs(uprightSize.0 - flatSize.1) <= 4, "\(flatSize) → \(uprightSize)")
        #expect(abs((upright.1 + upright.3) / 2 - 120) <= 6 && abs((upright.0 + upright.2) / 2 - 120) <= 6, "centre \(upright)")
    }
}
