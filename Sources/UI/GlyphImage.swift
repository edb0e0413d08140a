/// A glyph rasterised at one pixel size: what a renderer draws for it, and where.
public struct GlyphImage: Sendable, Equatable {
    /// The bitmap's size, in pixels.
    public let width: Int, height: Int
    /// The bitmap's left edge right of the pen and its top above the baseline, in pixels.
    public let left: Int, top: Int
    /// Whether `pixels` are colour (an emoji) rather than coverage (text, drawn in its colour).
    public let isColor: Bool
    /// Row by row from the top: one coverage byte (0...255) a pixel, or for colour four bytes
    /// R, G, B, A with premultiplied colour.
    public let pixels: [UInt8]

    /// A bitmap of `width` × `height` pixels whose top-left lies `left` right of the pen and
    /// `top` above the baseline, in pixels; `pixels` as `GlyphImage.pixels` describes.
    public init(width: Int, height: Int, left: Int, top: Int, isColor: Bool, pixels: [UInt8]) {
        self.width = width; self.height = height; self.left = left; self.top = top
        self.isColor = isColor; self.pixels = pixels
    }
}
