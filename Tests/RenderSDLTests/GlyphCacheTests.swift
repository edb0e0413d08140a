import Core
import Engine
import Foundation
import Imaging
import RenderSDL
import Testing
import UI

/// Text drawn at a window's scale: every word at the weight of the same word drawn alone.
@Suite("Text weight at any scale")
struct GlyphCacheTests {
    static let canvas = Vec2(720, 480)
    static let paragraph = "Bạn hứa sẽ dậy sớm tập thể dục, nhưng nào có ngày nào thần lười buông tha: vừa nộp đơn xong đã ngủ quên, "
        + "lười như một con mèo béo trong nắng. Thủy tinh chứa đựng bọt nước ngời sáng, gõ vào nghe rộn ràng, ấm áp."
    /// Lines far enough apart that stacked marks never reach into the line above.
    static let style = TextStyle(weight: .bold, size: 32, lineHeight: 56)

    /// `layout` drawn white on black with its top-left at `origin`, on a canvas of `size` canvas
    /// pixels rendered at `scale` output pixels per canvas pixel.
    func render(_ layout: TextLayout, at origin: Vec2, size: Vec2, scale: Double) throws -> Image {
        var list = DrawList(canvasSize: size)
        list.clearColor = .black
        layout.draw(into: &list, at: origin, color: .white)
        let pixels = (width: Int((size.x * scale).rounded()), height: Int((size.y * scale).rounded()))
        return try OffscreenBackend(size: size, pixelSize: pixels).render(list, images: AssetStore(root: "/nonexistent"))
    }

    /// The ink (summed coverage, in pixels fully covered) of `image` in `box` (canvas pixels at `scale`).
    func ink(_ image: Image, in box: Rect, scale: Double) -> Double {
        let x0 = max(0, Int((box.minX * scale).rounded(.down))), x1 = min(image.width, Int((box.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((box.minY * scale).rounded(.down))), y1 = min(image.height, Int((box.maxY * scale).rounded(.up)))
        var sum = 0
        for y in y0..<y1 { for x in x0..<x1 { sum += Int(image[x: x, y: y].r) } }
        return Double(sum) / 255
    }

    @Test("each word of a bold Vietnamese paragraph is as heavy as the same word drawn alone, offscreen and at a window's scale",
          arguments: [1.0, 0.625, 1.5])
    func evenWeight(scale: Double) throws {
        let typesetter = try Typesetter.shared()
        let layout = typesetter.layout(Self.paragraph, style: Self.style, maxWidth: 640)
        #expect(layout.lines.count >= 4)
        let origin = Vec2(40, 30)
        let image = try render(layout, at: origin, size: Self.canvas, scale: scale)
        let clusters = Array(layout.text)
        var checked = 0
        for line in layout.lines {
            var start = line.range.lowerBound
            for end in line.range where end == line.range.upperBound - 1 || clusters[end + 1] == " " {
                defer { start = end + 2 }
                guard start <= end else { continue }
                let word = String(clusters[start...end])
                let left = origin.x + line.x + line.caretStops[start - line.range.lowerBound]
                let right = origin.x + line.x + line.caretStops[end + 1 - line.range.lowerBound]
                // A box reaching past the word's advance into the spaces around it, for overhangs.
                let box = Rect(x: left - 4, y: origin.y + line.top, width: right - left + 8, height: Self.style.lineHeight)
                let inParagraph = ink(image, in: box, scale: scale)
                let alone = typesetter.layout(word, style: Self.style)
                let single = try render(alone, at: Vec2(10.3, 0), size: Vec2(alone.size.x + 20, Self.style.lineHeight), scale: scale)
                let inkAlone = ink(single, in: Rect(x: 0, y: 0, width: alone.size.x + 20, height: Self.style.lineHeight), scale: scale)
                #expect(inkAlone > 0, "\(word) draws nothing")
                let ratio = inParagraph / inkAlone
                #expect(abs(ratio - 1) <= 0.01, "at scale \(scale), \"\(word)\" in the paragraph has \(ratio) of its ink alone")
                checked += 1
            }
        }
        #expect(checked > 30, "only \(checked) words measured")
    }
}
