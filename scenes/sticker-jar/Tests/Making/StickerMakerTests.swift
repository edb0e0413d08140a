import Engine
import SceneTestSupport
import StickerJarScene
import Testing

@Suite("Sticker maker")
struct StickerMakerTests {
    static let red = Color(r: 220, g: 40, b: 50)

    /// A 200×160 photo of a red disc of radius 50 on `background(x, y)`.
    static func redDisc(on background: (Double, Double) -> Color) -> Image {
        TestPictures.draw(width: 200, height: 160) { x, y in
            TestPictures.inDisc(Vec2(x, y), Vec2(100, 80), 50) ? red : background(x, y)
        }
    }

    /// Expects a red disc sticker: transparent corners, an opaque red centre, an opaque white
    /// ring round the red and a faint shadow (alpha under 0.5) below the sticker's bottom edge.
    static func expectDiscSticker(_ sticker: Image, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(max(sticker.width, sticker.height) == 256, sourceLocation: sourceLocation)
        for (x, y) in [(0, 0), (sticker.width - 1, 0), (0, sticker.height - 1), (sticker.width - 1, sticker.height - 1)] {
            #expect(sticker[x: x, y: y].a == 0, sourceLocation: sourceLocation)
        }
        let cx = sticker.width / 2, cy = sticker.height / 2
        let center = sticker[x: cx, y: cy]
        #expect(center.a == 255 && center.r > 200 && center.g < 80, "\(center)", sourceLocation: sourceLocation)
        // Walking right from the centre: red, then the white border, then the outside.
        var x = cx
        while x < sticker.width - 1 && sticker[x: x, y: cy].g < 128 { x += 1 }
        let border = sticker[x: x + 3, y: cy]
        #expect(border.a == 255 && border.r > 240 && border.g > 240 && border.b > 240, "\(border)",
                sourceLocation: sourceLocation)
        // Walking down from the centre past the white border: the shadow.
        var y = cy
        while y < sticker.height - 1 && sticker[x: cx, y: y].a > 200 { y += 1 }
        let shadow = sticker[x: cx, y: y + 1]
        #expect(shadow.a > 0 && shadow.a < 128, "\(shadow)", sourceLocation: sourceLocation)
        #expect(shadow.r < 40 && shadow.g < 40 && shadow.b < 40, sourceLocation: sourceLocation)
    }

    @Test("a red disc is lifted from a plain white background")
    func plainBackground() throws {
        Self.expectDiscSticker(try StickerMaker.makeSticker(from: Self.redDisc { _, _ in .white }))
    }

    @Test("a red disc is lifted from a gentle gradient background")
    func gradientBackground() throws {
        let photo = Self.redDisc { x, y in
            Color(r: UInt8(150 + x / 4), g: UInt8(190 + y / 4), b: UInt8(240 - (x + y) / 12))
        }
        Self.expectDiscSticker(try StickerMaker.makeSticker(from: photo))
    }

    @Test("a cut-out keeps its own alpha")
    func keepsAlpha() throws {
        let ghost = Color(r: 40, g: 90, b: 200, a: 200)   // solid but not opaque
        let photo = TestPictures.draw(width: 120, height: 120) { x, y in
            TestPictures.inDisc(Vec2(x, y), Vec2(60, 60), 40) ? ghost : .clear
        }
        let sticker = try StickerMaker.makeSticker(from: photo)
        #expect(sticker[x: 0, y: 0].a == 0)
        let center = sticker[x: sticker.width / 2, y: sticker.height / 2]
        // 200/255 of blue over the white border.
        #expect(center.a == 255 && center.b > 200 && center.r > 70 && center.r < 110, "\(center)")
    }

    @Test("the longest side is maxSide, whatever the photo's shape", arguments: [(64, 300), (300, 64), (500, 500)])
    func longestSide(width: Int, height: Int) throws {
        let photo = TestPictures.draw(width: width, height: height) { x, y in
            x > 10 && y > 10 && x < Double(width) - 10 && y < Double(height) - 10 ? Self.red : .white
        }
        for maxSide in [96, 160, 256] {
            let sticker = try StickerMaker.makeSticker(from: photo, style: StickerStyle(maxSide: maxSide))
            #expect(max(sticker.width, sticker.height) == maxSide)
        }
    }

    @Test("pictures with no subject throw, saying why")
    func errors() {
        #expect(throws: StickerError(.allTransparent)) {
            try StickerMaker.makeSticker(from: Image(width: 50, height: 50))
        }
        #expect(throws: StickerError(.uniform)) {
            try StickerMaker.makeSticker(from: Image(width: 50, height: 50, fill: .blue))
        }
        #expect(throws: StickerError(.noSubject)) {
            try StickerMaker.makeSticker(from: TestPictures.draw(width: 80, height: 80) { x, _ in
                Color(r: UInt8(x * 3), g: 100, b: 100)
            })
        }
        #expect(throws: StickerError(.empty)) { try StickerMaker.makeSticker(from: Image(width: 0, height: 0)) }
        var tiny = Image(width: 64, height: 64, fill: .white)
        for y in 30..<33 { for x in 30..<33 { tiny[x: x, y: y] = Self.red } }
        #expect(throws: StickerError(.subjectTooSmall(pixels: 9, minimum: 16))) {
            try StickerMaker.makeSticker(from: tiny)
        }
        #expect(StickerError(.allTransparent).description
                == "the picture is fully transparent: there is no subject to lift")
    }
}
