import Foundation
import Engine
import Synchronization

/// Paints emoji and caption stickers into an export: their glyphs laid out by the sticker
/// artist, rendered level by a host's offscreen renderer over a clear background in tiles,
/// then turned into place and composited onto the software-painted picture in the sticker's
/// place in the z-order.
///
/// Every picture pixel is made at the export's resolution (`composite`), as sharp as the
/// fonts allow:
/// - The glyphs are rendered level at full size or, past the largest size a renderer draws
///   letters at (`StickerArtist.maxFontSize`), `k` times smaller at that size
///   (`reduction(forGlyphs:)`). Each picture pixel samples them bilinearly at its centre, turned
///   into the sticker's frame, and their edge's coverage, which rises over about one rendered
///   pixel, is steepened `k` times (`steepened`): the edge stays one anti-aliased picture pixel
///   wide, not a `k`-pixel blur or stair-steps, and a turn costs no jaggies.
/// - A caption's outline is its letters grown by the outline's width: each pixel's distance to
///   the letters' edge (`CoverageDistance.outside`), so it is round and smooth at any size
///   (the eight copies of the letters a window draws it with leave stair-steps as deep as the
///   outline is wide on a big export).
/// - An emoji comes from the colour font's one bitmap strike (`TextFace.emojiStrikeSize`
///   pixels), which the renderer scales smoothly; its silhouette is steepened by the strike's
///   whole magnification, so a big emoji's edge is crisp, while its inner detail is only as
///   fine as the strike.
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
        guard let box = bounds(of: sticker, width: canvas.width, height: canvas.height),
              let pixels = StickerArtist.glyphPixels(of: sticker, zoom: 1) else { return }
        let photoSize = Vec2(Double(canvas.width), Double(canvas.height))
        let k = Self.reduction(forGlyphs: pixels)
        var outline: (width: Double, color: Color)?
        var sharpness = k
        switch sticker.source {
        case .text(let text): outline = (StickerArtist.outlineWidth(fontSize: pixels.rounded()), text.outline)
        case .emoji: sharpness = max(1, pixels / StickerMetrics.emojiSourceSize)
        case .vector: return
        }
        // The level sticker's pixels, k times smaller, that the picture's box turns into, with
        // room for the outline and the bilinear samples' neighbours.
        var level = sticker
        level.transform.rotation = 0
        let t = sticker.transform
        let corners = [Vec2(Double(box.x0), Double(box.y0)), Vec2(Double(box.x1), Double(box.y0)),
                       Vec2(Double(box.x1), Double(box.y1)), Vec2(Double(box.x0), Double(box.y1))]
            .map { (t.position + ($0 - t.position).rotated(by: -t.rotation)) / k }
        let half = artist.halfSize(of: sticker.source) * t.scale
        let extent = half + Vec2(1, 1) * (max(half.x, half.y) * Self.marginFraction + Self.marginPixels)
        let margin = Double(Int(((outline?.width ?? 0) / k).rounded(.up)) + 2)
        let x0 = Int((max(corners.map(\.x).min()!, (t.position.x - extent.x) / k) - margin).rounded(.down))
        let y0 = Int((max(corners.map(\.y).min()!, (t.position.y - extent.y) / k) - margin).rounded(.down))
        let x1 = Int((min(corners.map(\.x).max()!, (t.position.x + extent.x) / k) + margin).rounded(.up))
        let y1 = Int((min(corners.map(\.y).max()!, (t.position.y + extent.y) / k) + margin).rounded(.up))
        guard x0 < x1, y0 < y1 else { return }
        let width = x1 - x0, height = y1 - y0
        var pixelsOfLayer = [UInt8](repeating: 0, count: width * height * 4)
        for y in stride(from: y0, to: y1, by: Self.tileSide) {
            for x in stride(from: x0, to: x1, by: Self.tileSide) {
                let size = Vec2(Double(min(Self.tileSide, x1 - x)), Double(min(Self.tileSide, y1 - y)))
                let tile = try render(level, photoSize: photoSize, zoom: 1 / k, x: x, y: y, size: size)
                let tileWidth = min(tile.width, x1 - x), tileHeight = min(tile.height, y1 - y)
                tile.pixels.withUnsafeBufferPointer { source in
                    for row in 0..<tileHeight {
                        let from = row * tile.width * 4, to = ((y - y0 + row) * width + (x - x0)) * 4
                        for i in 0..<(tileWidth * 4) { pixelsOfLayer[to + i] = source[from + i] }
                    }
                }
            }
        }
        let layer = Layer(image: Image(width: width, height: height, pixels: pixelsOfLayer), x: x0, y: y0, reduction: k,
                          center: t.position, rotation: t.rotation)
        var ring: Ring?
        if let outline, case .text(let text) = sticker.source {
            // The letters' coverage: their alpha over their colour's.
            let opacity = Float(max(1, text.color.a))
            let coverage = (0..<(width * height)).map { min(1, Float(pixelsOfLayer[$0 * 4 + 3]) / opacity) }
            ring = Ring(distances: CoverageDistance.outside(coverage, width: width, height: height),
                        width: outline.width, color: outline.color)
        }
        Self.composite(layer, sharpness: sharpness, ring: ring, into: &canvas, box: box)
    }

    /// How many times smaller than the picture glyphs `pixels` large there are rendered: 1, or
    /// what brings them down to the largest size a renderer draws letters at.
    static func reduction(forGlyphs pixels: Double) -> Double {
        max(1, pixels / Double(StickerArtist.maxFontSize))
    }

    /// `sticker`, a caption without its outline, rendered through a view of `zoom` canvas
    /// pixels per photo pixel whose canvas pixel (`x`, `y`) is the layer's top-left, `size`
    /// canvas pixels large: a premultiplied layer over a clear background.
    private func render(_ sticker: PlacedSticker, photoSize: Vec2, zoom: Double, x: Int, y: Int, size: Vec2) throws -> Image {
        let view = CanvasView(photoSize: photoSize,
                              stage: Rect(x: -Double(x), y: -Double(y), width: photoSize.x * zoom, height: photoSize.y * zoom))
        var list = DrawList(canvasSize: size)
        list.clearColor = Color(r: 0, g: 0, b: 0, a: 0)
        artist.draw(sticker, view: view, into: &list, outline: false)
        return try makeRenderer(size).render(list, images: AssetStore(root: "/"))
    }

    /// A sticker rendered level: premultiplied `image`, its top-left pixel at (`x`, `y`) in
    /// pixels `reduction` times larger than the picture's, to be turned by `rotation` about
    /// `center` (a photo point).
    struct Layer {
        let image: Image
        let x: Int, y: Int
        let reduction: Double
        let center: Vec2
        let rotation: Double

        /// Where photo point `p` falls in `image`, in its pixels, pixel centres at whole numbers.
        func point(of p: Vec2) -> Vec2 {
            (center + (p - center).rotated(by: -rotation)) / reduction - Vec2(Double(x) + 0.5, Double(y) + 0.5)
        }
    }

    /// A caption's outline: within `width` picture pixels of its letters' edge (`distances`,
    /// from `CoverageDistance.outside`, in the layer's pixels), in `color`.
    struct Ring {
        let distances: [Float]
        let width: Double
        let color: Color
    }

    /// The edge's alpha `a` (0…1) steepened `by` times about its middle: what a coverage that
    /// rose over `by` pixels does over one.
    static func steepened(_ a: Double, by sharpness: Double) -> Double {
        min(1, max(0, (a - 0.5) * sharpness + 0.5))
    }

    /// Composites `layer` onto `canvas` over `box`, over its outline `ring` when there is one:
    /// each picture pixel samples the layer (and the ring's distances) bilinearly at its centre,
    /// turned into the layer, and the layer's alpha is steepened `sharpness` times. Bands of
    /// rows are made on all the processor's cores, then composited in order.
    static func composite(_ layer: Layer, sharpness: Double, ring: Ring?, into canvas: inout SoftwareCanvas,
                          box: (x0: Int, y0: Int, x1: Int, y1: Int)) {
        let band = 256, k = layer.reduction
        let source = layer.image.pixels, lw = layer.image.width, lh = layer.image.height
        let ink: [Double] = ring.map { [Double($0.color.r), Double($0.color.g), Double($0.color.b)] } ?? [0, 0, 0]
        let inkAlpha: Double = ring.map { Double($0.color.a) / 255 } ?? 0
        let tops = Array(stride(from: box.y0, to: box.y1, by: band))
        let made = Mutex<[Int: Image]>([:])
        DispatchQueue.concurrentPerform(iterations: tops.count) { index in
            let top = tops[index]
            let rows = min(band, box.y1 - top), width = box.x1 - box.x0
            var out = [UInt8](repeating: 0, count: width * rows * 4)
            for row in 0..<rows {
                for column in 0..<width {
                    let at = layer.point(of: Vec2(Double(box.x0 + column) + 0.5, Double(top + row) + 0.5))
                    let i0 = Int(at.x.rounded(.down)), j0 = Int(at.y.rounded(.down))
                    guard i0 >= 0, j0 >= 0, i0 + 1 < lw, j0 + 1 < lh else { continue }
                    let fx = at.x - Double(i0), fy = at.y - Double(j0)
                    let p = j0 * lw + i0, q = p + 1, r = p + lw, s = r + 1
                    func mix(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
                        (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy
                    }
                    func sample(_ channel: Int) -> Double {
                        mix(Double(source[p * 4 + channel]), Double(source[q * 4 + channel]),
                            Double(source[r * 4 + channel]), Double(source[s * 4 + channel]))
                    }
                    // The outline: full within its width of the edge, a one-pixel ramp beyond.
                    var outline = 0.0
                    if let ring {
                        let near = [ring.distances[p], ring.distances[q], ring.distances[r], ring.distances[s]]
                        let distance = near.allSatisfy(\.isFinite)
                            ? mix(Double(near[0]), Double(near[1]), Double(near[2]), Double(near[3])) * k
                            : Double(near.min()!) * k
                        outline = min(1, max(0, ring.width + 0.5 - distance)) * inkAlpha
                    }
                    let alpha = sample(3)
                    let glyphs = alpha > 0 ? steepened(alpha / 255, by: sharpness) : 0
                    let total = glyphs + outline * (1 - glyphs)
                    guard total > 0 else { continue }
                    let o = (row * width + column) * 4
                    for channel in 0..<3 {
                        let own: Double = glyphs > 0 ? sample(channel) / alpha * 255 : 0
                        let under: Double = ink[channel] * outline
                        let premultiplied: Double = own * glyphs + under * (1 - glyphs)
                        out[o + channel] = UInt8(min(255, premultiplied.rounded()))
                    }
                    out[o + 3] = UInt8(min(255, (total * 255).rounded()))
                }
            }
            let image = Image(width: width, height: rows, pixels: out)
            made.withLock { $0[index] = image }
        }
        let bands = made.withLock { $0 }
        for (index, top) in tops.enumerated() {
            if let image = bands[index] { canvas.composite(premultiplied: image, x: box.x0, y: top) }
        }
    }
}
