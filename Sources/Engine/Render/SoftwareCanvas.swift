import Foundation

/// A picture that draw lists are painted onto in software, off the frame and at any size (an
/// export at a photo's full resolution): polygons, circles, strokes and lines anti-aliased, and
/// vertex-coloured meshes, in bands of rows across threads, the same bytes for any number of
/// bands.
///
/// Sprites and text runs are not painted: glyphs are rasterised by a host's renderer and
/// composited on with `composite(premultiplied:x:y:)`.
public struct SoftwareCanvas: Sendable {
    /// The picture's width, px.
    public let width: Int
    /// The picture's height, px.
    public let height: Int
    /// RGBA8, straight alpha, rows from the top.
    public private(set) var pixels: [UInt8]

    /// A canvas painting over `image`.
    public init(_ image: Image) {
        width = image.width
        height = image.height
        pixels = image.pixels
    }

    /// The picture painted so far.
    public var image: Image { Image(width: width, height: height, pixels: pixels) }

    /// Paints `list`'s commands in drawing order.
    public mutating func draw(_ list: DrawList) { draw(list, bands: 1) }

    /// Paints `list` in `bands` horizontal bands, as many at once as there are threads to run
    /// them. Bands write disjoint rows of the one picture in place, and a row's pixels depend
    /// only on the shapes (see `RowPainter`), so the picture is the one `draw(_:)` paints, byte
    /// for byte.
    public mutating func draw(_ list: DrawList, bands: Int) {
        let count = min(max(bands, 1), height)
        guard count > 0 else { return }
        let items = list.sortedItems, width = width, height = height
        let rowsPerBand = (height + count - 1) / count
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let picture = SharedPixels(base: base)
            let paint: @Sendable (Int) -> Void = { band in
                let rows = (band * rowsPerBand)..<min(height, (band + 1) * rowsPerBand)
                guard !rows.isEmpty else { return }
                let painter = RowPainter(pixels: picture.base, width: width, rows: rows)
                for item in items { painter.draw(item.command, clip: item.clip) }
            }
            if count == 1 { paint(0) } else { DispatchQueue.concurrentPerform(iterations: count, execute: paint) }
        }
    }

    /// Fills the union of `polygons` (in pixels; each turned to one winding, so overlaps add up)
    /// in `color`, inside `clip` when given.
    public mutating func fill(_ polygons: [[Vec2]], _ color: Color, clip: Rect?) {
        let width = width, height = height
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            RowPainter(pixels: base, width: width, rows: 0..<height).fill(polygons, color, clip: clip)
        }
    }

    /// Blends `layer` "over" the picture with its top-left corner at pixel (`x`, `y`), cut to the
    /// picture: a layer a renderer drew over a clear background, so its colours are premultiplied
    /// by its alpha (SDL's blending onto transparent black).
    public mutating func composite(premultiplied layer: Image, x: Int, y: Int) {
        // Off the picture: also keeps the sums below from overflowing for a far-off corner.
        guard x < width, y < height, x > -layer.width, y > -layer.height else { return }
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + layer.width), y1 = min(height, y + layer.height)
        guard x0 < x1, y0 < y1 else { return }
        let source = layer.pixels
        pixels.withUnsafeMutableBufferPointer { p in
            for row in y0..<y1 {
                for column in x0..<x1 {
                    let s = ((row - y) * layer.width + (column - x)) * 4
                    let sa = Int(source[s + 3])
                    guard sa > 0 else { continue }
                    let d = (row * width + column) * 4
                    let keep = 255 - sa, da = Int(p[d + 3])
                    if da == 255 {
                        for c in 0..<3 { p[d + c] = UInt8(min(255, Int(source[s + c]) + (Int(p[d + c]) * keep + 127) / 255)) }
                        continue
                    }
                    // A see-through pixel: premultiply it, blend, and divide the alpha out again.
                    let outA = sa * 255 + da * keep
                    for c in 0..<3 {
                        let premultiplied = Int(source[s + c]) * 255 * 255 + Int(p[d + c]) * da * keep
                        p[d + c] = UInt8(min(255, (premultiplied + outA / 2) / outA))
                    }
                    p[d + 3] = UInt8((outA + 127) / 255)
                }
            }
        }
    }
}

/// A picture's pixels handed to the bands that paint it at once.
///
/// `@unchecked Sendable` is safe here: `SoftwareCanvas.draw(_:bands:)` gives each band a
/// disjoint run of rows, a `RowPainter` writes only its own rows and reads no others, and the
/// buffer outlives the bands (they end before `withUnsafeMutableBufferPointer` returns).
private struct SharedPixels: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
}
