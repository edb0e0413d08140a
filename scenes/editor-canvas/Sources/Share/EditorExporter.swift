import Foundation
import Engine
import Synchronization

/// Flattens a document into pictures at its photo's full resolution: the photo, the filter
/// overlay drawn at that size, then the stickers in their z-order, vector ones as anti-aliased
/// polygons in software (in bands across the cores), emoji and captions rendered by a host's
/// renderer (`GlyphStickerPainter`) and composited on. The censored picture is the clean one
/// with its centre blurred past recognition (an ellipse with a feathered edge, σ scaled to the
/// picture) and a watermark.
///
/// Without a renderer (a replay, a script, a headless run) emoji and caption stickers are left
/// out, and `glyphStickerCount` says how many were.
enum EditorExporter {
    /// The blur's σ as a fraction of the picture's shorter side (within the engine's range).
    static let blurFraction = 1.0 / 36
    /// The blurred ellipse's half-axes as fractions of the picture's width and height.
    static let ellipseFraction = Vec2(0.36, 0.38)
    /// The feathered edge's width as a fraction of the picture's shorter side.
    static let featherFraction = 0.06

    /// The clean picture of `document` over `photo` (the document's photo, at full size), its
    /// emoji and caption stickers painted by `glyphs` (left out when nil).
    /// - Throws: what `glyphs`' renderer throws.
    static func clean(_ document: EditorDocument, photo: Image, glyphs: GlyphStickerPainter?) throws -> Image {
        let frame = Rect(x: 0, y: 0, width: Double(photo.width), height: Double(photo.height))
        var canvas = SoftwareCanvas(photo)
        var list = DrawList(canvasSize: frame.size)
        if let id = document.filter, let filter = CanvasFilter(rawValue: id) {
            FilterPainter(rect: frame).draw(filter, into: &list)
        }
        let view = CanvasView(photoSize: frame.size, stage: frame)
        for sticker in document.stickers {
            if case .vector(let id) = sticker.source {
                StickerArtist.drawVector(id, transform: sticker.transform, view: view, into: &list)
            } else if let glyphs {
                // The shapes below it first, so the glyphs land over them in z-order.
                canvas.draw(list, bands: paintBands)
                list = DrawList(canvasSize: frame.size)
                try glyphs.paint(sticker, onto: &canvas)
            }
        }
        canvas.draw(list, bands: paintBands)
        return canvas.image
    }

    /// How many threads an export paints and blurs on: the processor's cores.
    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// How many bands of rows an export paints its shapes in: four a core, so that a core whose
    /// bands hold few stickers takes over bands from one whose hold many.
    static var paintBands: Int { cores * 4 }

    /// How many of `document`'s stickers are emoji or captions (those an export without a
    /// renderer leaves out).
    static func glyphStickerCount(_ document: EditorDocument) -> Int {
        document.stickers.count { if case .vector = $0.source { false } else { true } }
    }

    /// The blur's σ for a picture of `width × height` pixels.
    static func sigma(width: Int, height: Int) -> Double {
        let range = Image.gaussianSigmaRange
        return min(max(Double(min(width, height)) * blurFraction, max(2, range.lowerBound)), range.upperBound)
    }

    /// `clean` with its centre blurred (on all the processor's cores) and the watermark over it.
    /// - Throws: `BlurError` for a picture too small to blur.
    static func censored(_ clean: Image) throws -> Image {
        let size = Vec2(Double(clean.width), Double(clean.height))
        let blurred = try clean.gaussianBlurred(sigma: sigma(width: clean.width, height: clean.height),
                                                ellipseCenter: size / 2,
                                                radii: Vec2(size.x * ellipseFraction.x, size.y * ellipseFraction.y),
                                                feather: min(size.x, size.y) * featherFraction,
                                                threads: cores)
        var canvas = SoftwareCanvas(blurred)
        canvas.draw(watermark(size: size))
        return canvas.image
    }

    /// Runs `first` and `second` side by side (an export's two encodes) and returns both results.
    /// - Throws: the error `first` threw, else the one `second` threw, once both have ended.
    static func bothAtOnce<A: Sendable, B: Sendable>(_ first: @Sendable () throws -> A,
                                                     _ second: @Sendable () throws -> B) throws -> (A, B) {
        let firstResult = Mutex<Result<A, any Error>?>(nil), secondResult = Mutex<Result<B, any Error>?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                let result = Result { try first() }
                firstResult.withLock { $0 = result }
            } else {
                let result = Result { try second() }
                secondResult.withLock { $0 = result }
            }
        }
        guard let a = firstResult.withLock({ $0 }), let b = secondResult.withLock({ $0 }) else {
            preconditionFailure("concurrentPerform returned before both halves ran")
        }
        return (try a.get(), try b.get())
    }

    /// The watermark: a tape of black and yellow stripes across the bottom-right corner with the
    /// app's star in a badge, sized to the picture.
    static func watermark(size: Vec2) -> DrawList {
        var list = DrawList(canvasSize: size)
        let s = min(size.x, size.y)
        let center = Vec2(size.x - s * 0.16, size.y - s * 0.16)
        let along = Vec2(1, -1) / 2.squareRoot(), across = Vec2(1, 1) / 2.squareRoot()
        let half = s * 0.3, thick = s * 0.045
        let band = [center - along * half - across * thick, center + along * half - across * thick,
                    center + along * half + across * thick, center - along * half + across * thick]
        list.fillPolygon(band, Color(hex: 0x111111, alpha: 200))
        let stripes = 12
        for i in 0..<stripes where i.isMultiple(of: 2) {
            let a = -half + 2 * half * Double(i) / Double(stripes), b = a + 2 * half / Double(stripes)
            list.fillPolygon([center + along * a - across * thick, center + along * b - across * thick,
                              center + along * (b - thick) + across * thick, center + along * (a - thick) + across * thick],
                             Color(hex: 0xFFD60A, alpha: 200))
        }
        list.fillCircle(center, radius: s * 0.07, Color(hex: 0x111111, alpha: 230))
        list.strokeCircle(center, radius: s * 0.07, Color(hex: 0xFFFFFF, alpha: 230), width: s * 0.008)
        list.fillPolygon(Outline.star(center, points: 5, outer: s * 0.05, inner: s * 0.021), Color(hex: 0xF72585, alpha: 240))
        return list
    }
}
