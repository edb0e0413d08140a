import Foundation
import Engine
import UI

/// Measures and draws stickers: vector polygons scaled and turned into place, emoji and
/// captions laid out by the UI kit's typesetter at the size they show and turned about their
/// centre. Set-up state: what it caches depends only on the sticker's source.
final class StickerArtist {
    private let typesetter: Typesetter
    private var halfSizes: [String: Vec2] = [:]

    /// The thickness of a text sticker's outline, as a fraction of its font size.
    static let outlineFraction = 0.07

    /// - Throws: `FontError` naming the font file when the fonts cannot be opened.
    init() throws {
        typesetter = try Typesetter.shared()
    }

    /// Half the size of the sticker's box in its own frame (photo pixels at scale 1).
    func halfSize(of source: StickerSource) -> Vec2 {
        if let known = halfSizes[source.summary] { return known }
        let half: Vec2
        switch source {
        case .vector:
            half = Vec2(StickerMetrics.vectorHalfSide, StickerMetrics.vectorHalfSide)
        case .emoji(let emoji):
            half = typesetter.layout(emoji, style: TextStyle(size: StickerMetrics.emojiFontSize)).size / 2
        case .text(let text):
            let size = typesetter.layout(text.caption, style: Self.captionStyle(size: StickerMetrics.textFontSize),
                                         alignment: .center).size
            half = size / 2 + Vec2(1, 1) * Double(StickerMetrics.textFontSize) * Self.outlineFraction
        }
        halfSizes[source.summary] = half
        return half
    }

    static func captionStyle(size: Int) -> TextStyle { TextStyle(weight: .bold, size: size) }

    /// Adds `sticker` to `list` as it shows through `view`; a caption's outline only with
    /// `outline` (an export draws it itself, see `GlyphStickerPainter`).
    func draw(_ sticker: PlacedSticker, view: CanvasView, into list: inout DrawList, outline: Bool = true) {
        let t = sticker.transform
        let center = view.canvas(t.position)
        switch sticker.source {
        case .vector(let id):
            Self.drawVector(id, transform: t, view: view, into: &list)
        case .emoji(let emoji):
            // Emoji are drawn from the colour font's one strike at any size, so past the largest
            // size the typesetter sets they are laid out at that size and magnified.
            let pixels = max(1, (Double(StickerMetrics.emojiFontSize) * t.scale * view.zoom).rounded())
            let size = Self.fontSize(pixels)
            let layout = typesetter.layout(emoji, style: TextStyle(size: size))
            draw(layout, center: center, rotation: t.rotation, color: .white, magnified: pixels / Double(size), into: &list)
        case .text(let text):
            let size = Self.fontSize(Double(StickerMetrics.textFontSize) * t.scale * view.zoom)
            let layout = typesetter.layout(text.caption, style: Self.captionStyle(size: size), alignment: .center)
            if outline {
                let width = Self.outlineWidth(fontSize: Double(size))
                for i in 0..<8 {
                    let angle = Double(i) * .pi / 4
                    let offset = Vec2(cos(angle), sin(angle)) * width
                    draw(layout, center: center + offset.rotated(by: t.rotation), rotation: t.rotation, color: text.outline, into: &list)
                }
            }
            draw(layout, center: center, rotation: t.rotation, color: text.color, into: &list)
        }
    }

    /// A caption's outline width for letters of `fontSize` pixels, in pixels (at least 1).
    static func outlineWidth(fontSize: Double) -> Double { max(1, fontSize * outlineFraction) }

    /// Adds vector sticker `id` placed by `t` as it shows through `view`: a white die-cut edge
    /// around its first layer, then its layers (polygons, so it is crisp at any size), as one
    /// `Picture` a window keeps rasterised while only its place changes. Uses no fonts, so
    /// exports call it off the simulation thread.
    static func drawVector(_ id: String, transform t: StickerTransform, view: CanvasView, into list: inout DrawList) {
        guard let art = VectorPack.sticker(id) else { return }
        let k = StickerMetrics.vectorHalfSide, scale = t.scale * view.zoom
        // The edge is 8 % of the half side, and never under 2 canvas pixels: a sticker shown
        // that small is a picture of its own.
        let edge = max(2 / scale, 0.08 * k)
        var shapes: [DrawCommand] = []
        if let base = art.layers.first {
            shapes.append(.strokePolyline(base.points.map { $0 * k }, Color(hex: 0xFFFFFF, alpha: 235), width: edge, closed: true))
        }
        for layer in art.layers { shapes.append(.fillPolygon(layer.points.map { $0 * k }, layer.color)) }
        let key = edge == 0.08 * k ? id : "\(id) edge \(edge)"
        list.picture(Picture(key: key, shapes: shapes, halfExtent: Vec2(k, k) * 1.1 + Vec2(edge, edge),
                             center: view.canvas(t.position), scale: scale, rotation: t.rotation))
    }

    /// The largest font size the typesetter sets and a renderer draws letters at, in pixels.
    static let maxFontSize = TextStyle.sizes.upperBound

    /// A whole font size for `pixels`, within what the typesetter sets.
    static func fontSize(_ pixels: Double) -> Int { Int(min(max(pixels.rounded(), 1), Double(maxFontSize))) }

    /// The font size `sticker`'s glyphs take through a view of `zoom` canvas pixels per photo
    /// pixel, before any clamping, in pixels; nil for a vector sticker.
    static func glyphPixels(of sticker: PlacedSticker, zoom: Double) -> Double? {
        switch sticker.source {
        case .vector: nil
        case .emoji: Double(StickerMetrics.emojiFontSize) * sticker.transform.scale * zoom
        case .text: Double(StickerMetrics.textFontSize) * sticker.transform.scale * zoom
        }
    }

    /// Adds `layout`'s runs, magnified `magnified` times (emoji only: a renderer scales their
    /// strike to any size), centred on `center` and turned by `rotation` about it.
    private func draw(_ layout: TextLayout, center: Vec2, rotation: Double, color: Color, magnified: Double = 1,
                      into list: inout DrawList) {
        let origin = center - layout.size * magnified / 2
        for line in layout.lines {
            for var run in line.runs {
                run.origin = run.origin * magnified + origin
                if magnified != 1 {
                    run.offsets = run.offsets.map { $0 * magnified }
                    run.size = Int((Double(run.size) * magnified).rounded())
                }
                run.color = color
                run.rotation = rotation
                run.pivot = center
                list.textRun(run)
            }
        }
    }
}
