import Foundation
import Testing
@testable import EditorCanvasScene
import Engine
import SceneTestSupport
import Synchronization

/// A renderer for tests that draws as the host's does where it matters for big glyphs: a text
/// face's letters no larger than the largest size it opens a font at (`maxLetterSize`), each a
/// square of 0.7 of the size standing on the baseline at its pen position; an emoji a disc of
/// 0.35 of the size scaled from a `TextFace.emojiStrikeSize`-pixel bitmap, so its edge is as
/// soft as the bitmap is magnified. Runs are drawn level (turns are ignored), premultiplied
/// over a clear background.
final class StrikeRenderer: FrameRenderer, Sendable {
    /// The largest letter size layout sets (the UI kit's `TextStyle.sizes`).
    static let maxLetterSize = 1024
    /// The emoji disc's colour.
    static let emojiColor = Color(r: 230, g: 40, b: 40, a: 255)

    private let asked = Mutex<[Int]>([])

    /// The emoji sizes it was asked to draw, in pixels.
    var emojiSizes: [Int] { asked.withLock { $0 } }

    func render(_ list: DrawList, images: ImageSource) throws -> Image {
        let width = Int(list.canvasSize.x), height = Int(list.canvasSize.y)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        func blend(_ x: Int, _ y: Int, _ color: Color, _ coverage: Double) {
            guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
            let a = coverage * Double(color.a) / 255, i = (y * width + x) * 4
            for (c, value) in [color.r, color.g, color.b].enumerated() {
                pixels[i + c] = UInt8(min(255, (Double(value) * a + Double(pixels[i + c]) * (1 - a)).rounded()))
            }
            pixels[i + 3] = UInt8(min(255, (a * 255 + Double(pixels[i + 3]) * (1 - a)).rounded()))
        }
        for item in list.sortedItems {
            guard case .textRun(let run) = item.command else { continue }
            if run.face == .emoji {
                asked.withLock { $0.append(run.size) }
                let radius = 0.35 * Double(run.size), soft = Double(run.size) / Double(TextFace.emojiStrikeSize)
                for offset in run.offsets {
                    let pen = run.origin + offset
                    let center = Vec2(pen.x + radius, pen.y - radius)
                    let rows = Self.span(center.y - radius - soft, center.y + radius + soft, within: height)
                    let columns = Self.span(center.x - radius - soft, center.x + radius + soft, within: width)
                    for y in rows {
                        for x in columns {
                            let d = (Vec2(Double(x) + 0.5, Double(y) + 0.5) - center).length
                            blend(x, y, Self.emojiColor, min(1, max(0, (radius - d) / soft + 0.5)))
                        }
                    }
                }
                continue
            }
            let side = 0.7 * Double(min(run.size, Self.maxLetterSize))
            for offset in run.offsets {
                let pen = run.origin + offset
                let left = pen.x, top = pen.y - side
                let right = left + side, bottom = pen.y
                for y in Self.span(top, bottom, within: height) {
                    let cy = max(0, min(Double(y + 1), bottom) - max(Double(y), top))
                    for x in Self.span(left, right, within: width) {
                        let cx = max(0, min(Double(x + 1), right) - max(Double(x), left))
                        blend(x, y, run.color, cx * cy)
                    }
                }
            }
        }
        return Image(width: width, height: height, pixels: pixels)
    }

    /// The whole pixels from `low` to `high` (and one more each way), cut to `0..<within`.
    static func span(_ low: Double, _ high: Double, within count: Int) -> Range<Int> {
        let first = max(0, Int(max(-1, min(Double(count), low)).rounded(.down)) - 1)
        let last = min(count, Int(max(-1, min(Double(count), high)).rounded(.up)) + 1)
        return first..<max(first, last)
    }
}

/// Emoji and captions can be made as big as the photo, and an export renders them at its own
/// resolution: letters past the largest size a renderer draws are magnified with one-pixel
/// edges, a caption's outline is round, and a big emoji's edge is crisp.
@Suite struct BigGlyphStickerTests {
    static let background = GlyphStickerPainterTests.background
    static let gold = GlyphStickerPainterTests.gold
    static let purple = Color(hex: 0x7209B7)

    @Test(arguments: [Vec2(4000, 3000), Vec2(3000, 4000), Vec2(8000, 6000), Vec2(1080, 1080), Vec2(12000, 800)])
    func everyKindOfStickerCanCoverThePhoto(_ photo: Vec2) throws {
        let artist = try StickerArtist()
        let sources: [StickerSource] = [
            .emoji("😎"), .emoji("🍕"), .vector("shapes.star"),
            .text(TextSticker(caption: "Campy!", color: Self.gold, outline: Self.purple)),
            .text(TextSticker(caption: "i", color: Self.gold, outline: Self.purple)),
            .text(TextSticker(caption: String(repeating: "Long caption ", count: 9), color: Self.gold, outline: Self.purple)),
        ]
        for source in sources {
            let half = artist.halfSize(of: source)
            let top = StickerMetrics.scaleRange(half: half, photo: photo).upperBound
            #expect(2 * half.x * top >= photo.x - 1e-6 && 2 * half.y * top >= photo.y - 1e-6,
                    "\(source.summary) at its largest scale \(top) is \(half * (2 * top)), smaller than the photo \(photo)")
            #expect(top >= StickerMetrics.maxOutlineScale)
        }
    }

    @Test func theWheelScalesAnEmojiPastItsOldLimitToThePhotosSize() throws {
        let runner = try makeEditor()
        add(.emoji("😎"), to: runner)
        let center = try #require(point(runner, "sticker.0"))
        runner.send(.pointerMove(center))
        for _ in 0..<80 { runner.send(.wheel(1)) }
        runner.run(ticks: 1)
        let editor = scene(runner)
        let half = editor.artist.halfSize(of: .emoji("😎"))
        let scale = number(runner, "sticker.0.scale")
        #expect(scale == editor.scaleRange(of: .emoji("😎")).upperBound, "the wheel stops at the limit")
        #expect(2 * half.x * scale >= 1080 && 2 * half.y * scale >= 1080, "as big as the photo: \(half * (2 * scale))")
        #expect(number(runner, "undo_depth") == 2, "a run of wheel notches is one step")
    }

    @Test func aDraftWithABigEmojiOpens() throws {
        let json = DraftTests.draft(sticker: #"{"id":1,"source":{"emoji":{"_0":"😎"}},"transform":{"x":500,"y":500,"scale":30,"rotation":0}}"#)
        let profile = scratchProfile()
        try SaveStore(directory: profile).scoped(to: EditorCanvasScene.info.id).write(json, to: "draft.json")
        let runner = try makeEditor(profile: profile, parameters: [:])
        #expect(number(runner, "stickers") == 1)
        #expect(number(runner, "sticker.0.scale") == 30)
        #expect(text(runner, "message") == "")
    }

    /// How many pixels of `line` are neither `inside`, `outside` nor `others` (within 3 a
    /// channel, what rounding premultiplied colours leaves): an edge's blur.
    static func between(_ line: [Color], _ inside: Color, _ outside: Color, _ others: [Color] = []) -> Int {
        func near(_ a: Color, _ b: Color) -> Bool {
            abs(Int(a.r) - Int(b.r)) <= 3 && abs(Int(a.g) - Int(b.g)) <= 3 && abs(Int(a.b) - Int(b.b)) <= 3 && abs(Int(a.a) - Int(b.a)) <= 3
        }
        return line.filter { pixel in !([inside, outside] + others).contains { near(pixel, $0) } }.count
    }

    @Test func aBigEmojiIsExportedAtFullSizeWithACrispEdge() throws {
        let renderer = StrikeRenderer()
        let scale = 12.0   // 1536-pixel emoji, over the largest size a renderer draws letters at
        let (document, photo) = GlyphStickerPainterTests.document(width: 3000, height: 2000, [
            (.emoji("😎"), StickerTransform(x: 1500, y: 1000, scale: scale, rotation: 0.3)),
        ])
        let painter = GlyphStickerPainter(artist: try StickerArtist(), makeRenderer: { _ in renderer })
        let clean = try EditorExporter.clean(document, photo: photo, glyphs: painter)
        #expect(renderer.emojiSizes.allSatisfy { $0 <= StrikeRenderer.maxLetterSize }, "\(renderer.emojiSizes)")
        // The disc's vertical chord through the sticker's centre finds its centre row; the
        // horizontal chord there is its diameter: the export's size, 0.7 of 128 × scale.
        let column = (0..<2000).map { clean[x: 1500, y: $0] }
        let reds = column.indices.filter { column[$0] == StrikeRenderer.emojiColor }
        let middle = try #require(reds.isEmpty ? nil : (reds.first! + reds.last!) / 2)
        let row = (0..<3000).map { clean[x: $0, y: middle] }
        let inRow = row.indices.filter { row[$0] == StrikeRenderer.emojiColor }
        let diameter = Double(try #require(inRow.last) - inRow.first! + 1)
        #expect(abs(diameter - 0.7 * 128 * scale) <= 4, "the emoji is \(diameter) pixels across")
        // Its edge is one or two pixels, not the strike's 14-pixel magnification.
        let left = Array(row[(inRow.first! - 20)..<inRow.first!]), right = Array(row[(inRow.last! + 1)...(inRow.last! + 20)])
        #expect(Self.between(left, StrikeRenderer.emojiColor, Self.background) <= 2, "\(left)")
        #expect(Self.between(right, StrikeRenderer.emojiColor, Self.background) <= 2, "\(right)")
    }

    @Test func aCaptionPastTheLargestLetterSizeIsExportedAtFullSizeWithSharpRoundOutlines() throws {
        let scale = 15.0   // 1440-pixel letters
        let caption = StickerSource.text(TextSticker(caption: "CAMPY", color: Self.gold, outline: Self.purple))
        let (document, photo) = GlyphStickerPainterTests.document(width: 2400, height: 1400, [
            (caption, StickerTransform(x: 2900, y: 700, scale: scale, rotation: 0)),   // its first letters on the photo
        ])
        let painter = GlyphStickerPainter(artist: try StickerArtist(), makeRenderer: { _ in StrikeRenderer() })
        let clean = try EditorExporter.clean(document, photo: photo, glyphs: painter)
        let pixels = 96 * scale, outline = StickerArtist.outlineWidth(fontSize: pixels)
        // The first letter: its left edge along the sticker's middle row, its top along a column.
        let row = (0..<2400).map { clean[x: $0, y: 700] }
        let left = try #require(row.firstIndex(of: Self.gold))
        let column = (0..<1400).map { clean[x: left + 100, y: $0] }
        let top = try #require(column.firstIndex(of: Self.gold)), bottom = try #require(column.lastIndex(of: Self.gold))
        #expect(abs(Double(bottom - top + 1) - 0.7 * pixels) <= 3, "the letter is \(bottom - top + 1) pixels tall, not \(0.7 * pixels)")
        // The outline is its width on each side, with one-pixel edges.
        let purpleAbove = column[..<top].filter { $0 == Self.purple }.count
        #expect(abs(Double(purpleAbove) - outline) <= 2, "\(purpleAbove) outline pixels above the letter, not \(outline)")
        let edges = Array(column[Int(Double(top) - outline - 10)..<(top + 10)])
        #expect(Self.between(edges, Self.gold, Self.purple, [Self.background]) <= 4, "\(edges)")
        // Round at the letter's top-left corner: within its width of the corner, all round, and
        // not beyond (eight copies of the letter leave it short at 22.5° and beyond at 45°).
        let corner = Vec2(Double(left), Double(top))
        for degrees in [22.5, 45, 67.5] {
            let direction = Vec2(-cos(degrees * .pi / 180), -sin(degrees * .pi / 180))
            let inside = corner + direction * (outline - 3), outside = corner + direction * (outline + 3)
            #expect(clean[x: Int(inside.x), y: Int(inside.y)] == Self.purple, "\(degrees)°: the outline reaches its width")
            #expect(clean[x: Int(outside.x), y: Int(outside.y)] == Self.background, "\(degrees)°: and stops there")
        }
    }
}
