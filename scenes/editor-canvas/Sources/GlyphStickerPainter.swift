import Engine

/// Paints emoji and caption stickers into an export: their glyphs laid out at the photo's full
/// size by the sticker artist, rendered by a host's offscreen renderer over a clear background
/// in tiles around each sticker, and composited onto the software-painted picture in the
/// sticker's place in the z-order.
struct GlyphStickerPainter {
    /// The largest side of one rendered tile, in pixels (a tile is one renderer's surface).
    static let tileSide = 2048
    /// The margin added around a sticker's box for glyphs that overhang it, as a fraction of the
    /// box's larger half-side, plus `marginPixels`.
    static let marginFraction = 0.15, marginPixels = 4.0

    let artist: StickerArtist
    let makeRenderer: FrameRendererFactory

    /// The photo pixels `sticker` may cover, as whole-pixel bounds inside a `width × height` photo;
    /// nil when it lies outside.
    func bounds(of sticker: PlacedSticker, width: Int, height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let t = sticker.transform
        let half = artist.halfSize(of: sticker.source)
        let corners = [Vec2(-half.x, -half.y), Vec2(half.x, -half.y), Vec2(half.x, half.y), Vec2(-half.x, half.y)].map(t.photoPoint)
        let margin = max(half.x, half.y) * t.scale * Self.marginFraction + Self.marginPixels
        let x0 = max(0, Int((corners.map(\.x).min()! - margin).rounded(.down)))
        let y0 = max(0, Int((corners.map(\.y).min()! - margin).rounded(.down)))
        let x1 = min(width, Int((corners.map(\.x).max()! + margin).rounded(.up)))
        let y1 = min(height, Int((corners.map(\.y).max()! + margin).rounded(.up)))
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    /// Renders `sticker` (an emoji or caption) tile by tile and composites it onto `canvas`.
    /// - Throws: what the renderer throws.
    func paint(_ sticker: PlacedSticker, onto canvas: inout SoftwareCanvas) throws {
        guard let box = bounds(of: sticker, width: canvas.width, height: canvas.height) else { return }
        let photoSize = Vec2(Double(canvas.width), Double(canvas.height))
        for y in stride(from: box.y0, to: box.y1, by: Self.tileSide) {
            for x in stride(from: box.x0, to: box.x1, by: Self.tileSide) {
                let size = Vec2(Double(min(Self.tileSide, box.x1 - x)), Double(min(Self.tileSide, box.y1 - y)))
                // One canvas pixel a photo pixel, the photo's origin moved to the tile's.
                let view = CanvasView(photoSize: photoSize, stage: Rect(x: -Double(x), y: -Double(y), width: photoSize.x, height: photoSize.y))
                var list = DrawList(canvasSize: size)
                list.clearColor = Color(r: 0, g: 0, b: 0, a: 0)
                artist.draw(sticker, view: view, into: &list)
                let layer = try makeRenderer(size).render(list, images: AssetStore(root: "/"))
                canvas.composite(premultiplied: layer, x: x, y: y)
            }
        }
    }
}
