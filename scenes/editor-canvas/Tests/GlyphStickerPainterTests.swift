import Foundation
import Testing
@testable import EditorCanvasScene
import Engine
import SceneTestSupport

/// Emoji and caption stickers reach exports through a renderer: at their place, scale and turn,
/// in z-order, in tiles no renderer surface exceeds; without a renderer they are left out and
/// the outcome says how many.
@Suite struct GlyphStickerPainterTests {
    static let background = Color(hex: 0x3050A0)
    static let gold = Color(hex: 0xFFD60A)

    /// A document on a plain photo with `stickers` (ids from 1).
    static func document(width: Int, height: Int, _ stickers: [(StickerSource, StickerTransform)]) -> (EditorDocument, Image) {
        let photo = Image(width: width, height: height, fill: background)
        var document = EditorDocument(photo: PhotoReference(hash: PhotoHash.of(photo), width: width, height: height))
        document.stickers = stickers.enumerated().map { PlacedSticker(id: $0.offset + 1, source: $0.element.0, transform: $0.element.1) }
        document.nextID = stickers.count + 1
        return (document, photo)
    }

    static let caption = StickerSource.text(TextSticker(caption: "CAMPY", color: gold, outline: Color(hex: 0x7209B7)))

    /// A caption and an emoji: (document, photo, caption's centre, emoji's centre).
    static func captionAndEmoji() -> (EditorDocument, Image) {
        document(width: 1600, height: 1200, [
            (caption, StickerTransform(x: 500, y: 300, scale: 2, rotation: 0.3)),
            (.emoji("😎"), StickerTransform(x: 1200, y: 900, scale: 1.5, rotation: -0.5)),
        ])
    }

    func painter(_ renderer: GlyphBoxRenderer) throws -> GlyphStickerPainter {
        GlyphStickerPainter(artist: try StickerArtist(), makeRenderer: { _ in renderer })
    }

    @Test func aCaptionAndAnEmojiAreInTheCleanAndCensoredPictures() throws {
        let (document, photo) = Self.captionAndEmoji()
        let clean = try EditorExporter.clean(document, photo: photo, glyphs: try painter(GlyphBoxRenderer()))
        #expect(clean[x: 500, y: 300] == Self.gold, "the caption's letters at its centre")
        #expect(clean[x: 1200, y: 900] == .white, "the emoji at its centre")
        #expect(clean[x: 1500, y: 100] == Self.background && clean[x: 100, y: 1100] == Self.background)
        // The censored picture keeps them where the blur does not reach (the ellipse is central).
        let censored = try EditorExporter.censored(clean)
        #expect(censored[x: 1200, y: 900] != Self.background)
    }

    @Test func withoutARendererTheyAreLeftOut() throws {
        let (document, photo) = Self.captionAndEmoji()
        let clean = try EditorExporter.clean(document, photo: photo, glyphs: nil)
        #expect(clean[x: 500, y: 300] == Self.background && clean[x: 1200, y: 900] == Self.background)
        #expect(EditorExporter.glyphStickerCount(document) == 2)
    }

    @Test func aCaptionIsTurnedAndScaledIntoPlace() throws {
        // Turned a quarter, the caption stands upright: its letters above and below the centre,
        // none beside it at the same distance.
        let (document, photo) = Self.document(width: 1200, height: 1200, [(Self.caption, StickerTransform(x: 600, y: 600, scale: 2, rotation: .pi / 2))])
        let clean = try EditorExporter.clean(document, photo: photo, glyphs: try painter(GlyphBoxRenderer()))
        #expect(clean[x: 600, y: 600 - 300] == Self.gold && clean[x: 600, y: 600 + 300] == Self.gold)
        #expect(clean[x: 600 - 300, y: 600] == Self.background && clean[x: 600 + 300, y: 600] == Self.background)
    }

    @Test func stickersKeepTheirZOrder() throws {
        let spot = StickerTransform(x: 400, y: 400, scale: 1, rotation: 0)
        let glyphs = try painter(GlyphBoxRenderer())
        let (under, photo) = Self.document(width: 800, height: 800, [(.emoji("😎"), spot), (.vector("shapes.star"), spot)])
        #expect(try EditorExporter.clean(under, photo: photo, glyphs: glyphs)[x: 400, y: 400] == Color(hex: 0xFFE28A), "the star over the emoji")
        let (over, _) = Self.document(width: 800, height: 800, [(.vector("shapes.star"), spot), (.emoji("😎"), spot)])
        #expect(try EditorExporter.clean(over, photo: photo, glyphs: glyphs)[x: 400, y: 400] == .white, "the emoji over the star")
    }

    @Test func aLargeCaptionIsRenderedInTilesNoLargerThanTheLimit() throws {
        let renderer = GlyphBoxRenderer()
        let (document, photo) = Self.document(width: 3000, height: 1000, [(Self.caption, StickerTransform(x: 1500, y: 500, scale: 9, rotation: 0))])
        let clean = try EditorExporter.clean(document, photo: photo, glyphs: try painter(renderer))
        #expect(renderer.sizes.count > 1)
        #expect(renderer.sizes.allSatisfy { $0.x <= Double(GlyphStickerPainter.tileSide) && $0.y <= Double(GlyphStickerPainter.tileSide) })
        // Letters on both sides of the first tile's edge.
        let edge = Int(GlyphStickerPainter(artist: try StickerArtist(), makeRenderer: { _ in renderer })
            .bounds(of: document.stickers[0], width: 3000, height: 1000)!.x0) + GlyphStickerPainter.tileSide
        let row = (0..<3000).map { clean[x: $0, y: 500] }
        #expect(row[(edge - 400)..<edge].contains(Self.gold) && row[edge..<(edge + 400)].contains(Self.gold))
    }

    @Test func aLayerIsCompositedAsPremultipliedOver() {
        var canvas = SoftwareCanvas(Image(width: 2, height: 1, fill: Color(r: 200, g: 100, b: 0, a: 255)))
        canvas.composite(premultiplied: Image(width: 1, height: 1, fill: Color(r: 50, g: 50, b: 50, a: 128)), x: 1, y: 0)
        #expect(canvas.image[x: 0, y: 0] == Color(r: 200, g: 100, b: 0, a: 255))
        #expect(canvas.image[x: 1, y: 0] == Color(r: 150, g: 100, b: 50, a: 255))
        var clear = SoftwareCanvas(Image(width: 1, height: 1, fill: Color(r: 0, g: 0, b: 0, a: 0)))
        clear.composite(premultiplied: Image(width: 1, height: 1, fill: Color(r: 50, g: 50, b: 50, a: 128)), x: 0, y: 0)
        #expect(clear.image[x: 0, y: 0] == Color(r: 100, g: 100, b: 100, a: 128))
    }

    @Test func anExportWithoutARendererSaysWhatItLeftOut() throws {
        let (document, photo) = Self.captionAndEmoji()
        let folder = ShareFolder(path: scratchProfile() + "/Pictures/Diorama")
        let outcome = BackgroundJob { _ in ExportJob.run(document: document, photo: photo, folder: folder, startTick: 0, makeRenderer: nil) }.wait()
        guard case .written(_, _, _, _, let leftOut) = outcome else { Issue.record("the export failed: \(outcome)"); return }
        #expect(leftOut == 2)
        let rendered = BackgroundJob { _ in ExportJob.run(document: document, photo: photo, folder: folder, startTick: 1, makeRenderer: { _ in GlyphBoxRenderer() }) }.wait()
        guard case .written(let clean, _, _, _, let none) = rendered else { Issue.record("the export failed: \(rendered)"); return }
        #expect(none == 0)
        #expect(try Image(contentsOfPicture: clean)[x: 1200, y: 900] == .white)
    }
}
