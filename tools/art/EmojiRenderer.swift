import Engine
import UI

/// Draws emoji from Noto Color Emoji into `Image`s (straight-alpha RGBA), shaped and rasterised
/// by the UI kit's typesetter, as every string on screen is.
///
/// The font is a colour bitmap font with one strike, 109 px; text set at that size draws each
/// emoji from the strike unscaled, about 136 × 128 pixels. Needs no display.
final class EmojiRenderer {
    private let typesetter: Typesetter

    /// Opens the fonts.
    /// - Throws: `ArtError` when a font file is missing (install fonts-noto-color-emoji).
    init() throws {
        do { typesetter = try Typesetter.shared() } catch { throw ArtError(error.description) }
    }

    /// The emoji `text` drawn in full colour on a transparent background, one line as tall as
    /// the emoji strike's ascent and descent and as wide as its advances, untrimmed.
    /// - Throws: `ArtError` when `text` draws nothing.
    func render(_ text: String) throws -> Image {
        let size = TextFace.emojiStrikeSize
        let layout = typesetter.layout(text, style: TextStyle(size: size, lineHeight: Double(size) * 1.25))
        guard let line = layout.lines.first, line.width > 0 else { throw ArtError("\(text) draws nothing") }
        let width = Int(line.width), height = Int(layout.style.lineHeight)
        // Premultiplied colour, each glyph drawn over what is there.
        var pixels = [Double](repeating: 0, count: width * height * 4)
        for run in line.runs {
            for (glyph, offset) in zip(run.glyphs, run.offsets) {
                guard let image = typesetter.glyphImage(glyph, face: run.face, size: run.size), image.isColor else { continue }
                let left = Int((run.origin.x + offset.x).rounded()) + image.left
                let top = Int((line.baseline + offset.y).rounded()) - image.top
                for y in 0..<image.height where (0..<height).contains(top + y) {
                    for x in 0..<image.width where (0..<width).contains(left + x) {
                        let from = (y * image.width + x) * 4, to = ((top + y) * width + left + x) * 4
                        let alpha = Double(image.pixels[from + 3]) / 255
                        for c in 0..<4 { pixels[to + c] = Double(image.pixels[from + c]) + pixels[to + c] * (1 - alpha) }
                    }
                }
            }
        }
        var bytes = pixels.map { UInt8(min(255, max(0, $0.rounded()))) }
        Self.unpremultiply(&bytes)
        return Image(width: width, height: height, pixels: bytes)
    }

    /// Divides each pixel's colour by its alpha (premultiplied to straight), rounding.
    static func unpremultiply(_ pixels: inout [UInt8]) {
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = Int(pixels[i + 3])
            guard a > 0, a < 255 else { continue }
            for c in i..<(i + 3) { pixels[c] = UInt8(min(255, (Int(pixels[c]) * 255 + a / 2) / a)) }
        }
    }
}
