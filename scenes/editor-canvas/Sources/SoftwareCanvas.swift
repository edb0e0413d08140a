import Foundation
import Engine
import Synchronization

/// Paints a draw list's shapes onto a picture in software, for exports at the photo's full
/// resolution: polygons, circles, strokes and lines with coverage anti-aliasing (exact across,
/// four samples down each pixel row), vertex-coloured meshes, each inside its clip.
///
/// Everything blends straight-alpha "over" (the editor's overlays use no other mode). Sprites and
/// text runs are not painted: glyphs are rasterised by a host's renderer and composited on
/// (`composite(premultiplied:x:y:)`, see `GlyphStickerPainter`).
struct SoftwareCanvas {
    /// Sub-rows sampled down each pixel row.
    static let subRows = 4

    let width: Int
    let height: Int
    /// RGBA8, straight alpha, rows from the top.
    private(set) var pixels: [UInt8]

    /// A canvas painting over `image`.
    init(_ image: Image) {
        width = image.width
        height = image.height
        pixels = image.pixels
    }

    /// The picture painted so far.
    var image: Image { Image(width: width, height: height, pixels: pixels) }

    /// Paints `list`'s commands in drawing order.
    mutating func draw(_ list: DrawList) {
        for item in list.sortedItems { draw(item.command, clip: item.clip) }
    }

    /// Paints `list` in `bands` horizontal bands at once, each on a thread of its own. A pixel
    /// row's coverage depends only on the shapes, never on the rows above it, so the picture is
    /// the one `draw(_:)` paints, byte for byte.
    mutating func draw(_ list: DrawList, bands: Int) {
        let count = min(max(bands, 1), height)
        guard count > 1 else { return draw(list) }
        let start = self, items = list.sortedItems
        let rowsPerBand = (height + count - 1) / count
        let painted = Mutex<[Int: [UInt8]]>([:])
        DispatchQueue.concurrentPerform(iterations: count) { band in
            let y0 = band * rowsPerBand, y1 = min(start.height, y0 + rowsPerBand)
            guard y0 < y1 else { return }
            let rows = Rect(x: 0, y: Double(y0), width: Double(start.width), height: Double(y1 - y0))
            let nothing = Rect(x: 0, y: 0, width: 0, height: 0)
            var canvas = start
            for item in items { canvas.draw(item.command, clip: item.clip.map { $0.intersection(rows) ?? nothing } ?? rows) }
            let slice = Array(canvas.pixels[(y0 * start.width * 4)..<(y1 * start.width * 4)])
            painted.withLock { $0[band] = slice }
        }
        for (band, rows) in painted.withLock({ $0 }) {
            let first = band * rowsPerBand * width * 4
            pixels.replaceSubrange(first..<(first + rows.count), with: rows)
        }
    }

    /// Paints one command, inside `clip` when there is one.
    mutating func draw(_ command: DrawCommand, clip: Rect?) {
        switch command {
        case .fillPolygon(let points, let color):
            fill([points], color, clip: clip)
        case .fillCircle(let center, let radius, let color):
            fill([Self.circle(center, radius: radius)], color, clip: clip)
        case .strokeCircle(let center, let radius, let color, let width):
            let inner = max(0, radius - width / 2)
            var rings = [Self.circle(center, radius: radius + width / 2)]
            if inner > 0 { rings.append(Self.circle(center, radius: inner).reversed()) }
            fill(rings, color, clip: clip, oriented: false)
        case .strokePolyline(let points, let color, let width, let closed):
            fill(Self.stroke(points, width: width, closed: closed), color, clip: clip)
        case .line(let from, let to, let color, let width):
            fill(Self.stroke([from, to], width: width, closed: false), color, clip: clip)
        case .mesh(let mesh):
            if mesh.texture == nil { fill(mesh, clip: clip) }
        case .picture(let picture):
            for shape in picture.placedShapes { draw(shape, clip: clip) }
        case .sprite, .text, .textRun:
            break
        }
    }

    /// Blends `layer` "over" the picture with its top-left corner at pixel (`x`, `y`), cut to the
    /// picture: a layer a renderer drew over a clear background, so its colours are premultiplied
    /// by its alpha (SDL's blending onto transparent black).
    mutating func composite(premultiplied layer: Image, x: Int, y: Int) {
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

    // MARK: - Shapes as polygons

    /// A circle as a polygon with segments about 2 pixels long (16 to 1,024 of them).
    static func circle(_ center: Vec2, radius: Double) -> [Vec2] {
        let count = min(1024, max(16, Int(2 * .pi * radius / 2)))
        return (0..<count).map { i in
            let angle = Double(i) / Double(count) * 2 * .pi
            return center + Vec2(cos(angle), sin(angle)) * radius
        }
    }

    /// A polyline of `width` as polygons that overlap (filled as one shape): a quad per segment
    /// and a round joint where segments meet.
    static func stroke(_ points: [Vec2], width: Double, closed: Bool) -> [[Vec2]] {
        guard points.count >= 2, width > 0 else { return [] }
        let half = width / 2
        var pieces: [[Vec2]] = []
        let segments = closed ? points.count : points.count - 1
        for i in 0..<segments {
            let a = points[i], b = points[(i + 1) % points.count]
            let d = b - a, length = d.length
            guard length > 1e-9 else { continue }
            let n = Vec2(-d.y, d.x) / length * half
            pieces.append([a + n, b + n, b - n, a - n])
        }
        let joints = closed ? Array(points) : Array(points.dropFirst().dropLast())
        if width > 2 { pieces += joints.map { circle($0, radius: half) } }
        return pieces
    }

    // MARK: - Coverage

    /// Fills the union of `polygons` (non-zero winding; with `oriented`, each is first turned to
    /// the same winding so overlaps add up instead of cancelling) in `color`.
    mutating func fill(_ polygons: [[Vec2]], _ color: Color, clip: Rect?, oriented: Bool = true) {
        guard color.a > 0 else { return }
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, winding: Int)] = []
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for polygon in polygons where polygon.count >= 3 {
            let flip = oriented && Self.signedArea(polygon) < 0
            for i in polygon.indices {
                var a = polygon[i], b = polygon[(i + 1) % polygon.count]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
                if flip { swap(&a, &b) }
                minX = min(minX, a.x); maxX = max(maxX, a.x); minY = min(minY, a.y); maxY = max(maxY, a.y)
                guard a.y != b.y else { continue }
                edges.append(a.y < b.y ? (a.x, a.y, b.x, b.y, 1) : (b.x, b.y, a.x, a.y, -1))
            }
        }
        guard !edges.isEmpty else { return }
        var bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        if let clip { bounds = bounds.intersection(clip) ?? Rect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = max(Int(bounds.minX.rounded(.up)), Int(minX.rounded(.down))), x1 = min(Int(bounds.maxX.rounded(.down)), Int(maxX.rounded(.up)))
        let y0 = max(Int(bounds.minY.rounded(.up)), Int(minY.rounded(.down))), y1 = min(Int(bounds.maxY.rounded(.down)), Int(maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        edges.sort { $0.y0 < $1.y0 }
        var coverage = [Float](repeating: 0, count: x1 - x0 + 1)
        var crossings: [(x: Double, winding: Int)] = []
        let step = 1 / Double(Self.subRows), weight = Float(step)
        for y in y0..<y1 {
            var touched = false
            var low = coverage.count, high = -1
            for k in 0..<Self.subRows {
                let sy = Double(y) + (Double(k) + 0.5) * step
                crossings.removeAll(keepingCapacity: true)
                for edge in edges {
                    if edge.y0 > sy { break }
                    guard sy < edge.y1 else { continue }
                    let t = (sy - edge.y0) / (edge.y1 - edge.y0)
                    crossings.append((edge.x0 + t * (edge.x1 - edge.x0), edge.winding))
                }
                guard crossings.count >= 2 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for i in 0..<(crossings.count - 1) {
                    winding += crossings[i].winding
                    guard winding != 0 else { continue }
                    let a = max(crossings[i].x, Double(x0)) - Double(x0), b = min(crossings[i + 1].x, Double(x1)) - Double(x0)
                    guard a < b else { continue }
                    touched = true
                    let ia = Int(a), ib = Int(b)
                    low = min(low, ia); high = max(high, ib)
                    if ia == ib {
                        coverage[ia] += weight * Float(b - a)
                    } else {
                        coverage[ia] += weight * Float(Double(ia + 1) - a)
                        if ia + 1 < ib { for x in (ia + 1)..<ib { coverage[x] += weight } }
                        coverage[ib] += weight * Float(b - Double(ib))
                    }
                }
            }
            guard touched else { continue }
            let row = y * width
            for i in low...min(high, coverage.count - 1) {
                let c = coverage[i]
                coverage[i] = 0
                guard c > 0.001, x0 + i < x1 else { continue }
                blend(at: (row + x0 + i) * 4, color, coverage: min(c, 1))
            }
        }
    }

    /// Paints `mesh`'s triangles with their vertex colours interpolated, each pixel whose centre
    /// a triangle holds (edges shared by two triangles painted once: the top-left rule).
    mutating func fill(_ mesh: Mesh, clip: Rect?) {
        var bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        if let clip { bounds = bounds.intersection(clip) ?? Rect(x: 0, y: 0, width: 0, height: 0) }
        let v = mesh.vertices
        for t in stride(from: 0, to: mesh.indices.count - 2, by: 3) {
            let i = (Int(mesh.indices[t]), Int(mesh.indices[t + 1]), Int(mesh.indices[t + 2]))
            guard v.indices.contains(i.0), v.indices.contains(i.1), v.indices.contains(i.2) else { continue }
            var (a, b, c) = (v[i.0], v[i.1], v[i.2])
            var area = Self.cross(a.position, b.position, c.position)
            guard abs(area) > 1e-12 else { continue }
            if area < 0 { swap(&b, &c); area = -area }
            let xs = [a.position.x, b.position.x, c.position.x], ys = [a.position.y, b.position.y, c.position.y]
            let x0 = max(Int(bounds.minX.rounded(.up)), Int(xs.min()!.rounded(.down))), x1 = min(Int(bounds.maxX.rounded(.down)), Int(xs.max()!.rounded(.up)))
            let y0 = max(Int(bounds.minY.rounded(.up)), Int(ys.min()!.rounded(.down))), y1 = min(Int(bounds.maxY.rounded(.down)), Int(ys.max()!.rounded(.up)))
            guard x0 < x1, y0 < y1 else { continue }
            // Each edge function grows by a fixed step along a row.
            let stepA = -(c.position.y - b.position.y), stepB = -(a.position.y - c.position.y), stepC = -(b.position.y - a.position.y)
            let ca = Self.channels(a.color), cb = Self.channels(b.color), cc = Self.channels(c.color)
            for y in y0..<y1 {
                let start = Vec2(Double(x0) + 0.5, Double(y) + 0.5)
                var wa = Self.cross(b.position, c.position, start), wb = Self.cross(c.position, a.position, start)
                var wc = Self.cross(a.position, b.position, start)
                for x in x0..<x1 {
                    defer { wa += stepA; wb += stepB; wc += stepC }
                    guard Self.holds(wa, b.position, c.position), Self.holds(wb, c.position, a.position),
                          Self.holds(wc, a.position, b.position) else { continue }
                    let color = ca * Float(wa / area) + cb * Float(wb / area) + cc * Float(wc / area)
                    blend(at: (y * width + x) * 4, color, coverage: 1)
                }
            }
        }
    }

    /// Whether a pixel centre with edge function `w` for the edge from `p` to `q` is inside:
    /// strictly, or on a top or left edge.
    private static func holds(_ w: Double, _ p: Vec2, _ q: Vec2) -> Bool {
        if w != 0 { return w > 0 }
        let d = q - p
        return (d.y == 0 && d.x < 0) || d.y > 0
    }

    /// Twice the signed area of the triangle `a b c` (positive clockwise on screen, y down).
    private static func cross(_ a: Vec2, _ b: Vec2, _ c: Vec2) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }

    /// The signed area of `polygon` (shoelace).
    static func signedArea(_ polygon: [Vec2]) -> Double {
        var sum = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    /// `color`'s channels as floats, 0...255.
    private static func channels(_ color: Color) -> SIMD4<Float> {
        SIMD4(Float(color.r), Float(color.g), Float(color.b), Float(color.a))
    }

    /// Blends `color` with `coverage` (0...1) over the pixel at byte `offset`, straight alpha.
    private mutating func blend(at offset: Int, _ color: Color, coverage: Float) {
        blend(at: offset, Self.channels(color), coverage: coverage)
    }

    /// Blends `color` (channels 0...255) with `coverage` over the pixel at byte `offset`.
    private mutating func blend(at offset: Int, _ color: SIMD4<Float>, coverage: Float) {
        let sa = color.w / 255 * coverage
        guard sa > 0 else { return }
        pixels.withUnsafeMutableBufferPointer { p in
            @inline(__always) func store(_ value: Float, _ i: Int) { p[i] = UInt8(Swift.min(255, Swift.max(0, value + 0.5))) }
            if p[offset + 3] == 255 {
                // An opaque pixel (a photo's): a plain mix, and it stays opaque.
                store(Float(p[offset]) + (color.x - Float(p[offset])) * sa, offset)
                store(Float(p[offset + 1]) + (color.y - Float(p[offset + 1])) * sa, offset + 1)
                store(Float(p[offset + 2]) + (color.z - Float(p[offset + 2])) * sa, offset + 2)
                return
            }
            let da = Float(p[offset + 3]) / 255
            let keep = da * (1 - sa), outA = sa + keep
            guard outA > 0 else { return }
            store((color.x * sa + Float(p[offset]) * keep) / outA, offset)
            store((color.y * sa + Float(p[offset + 1]) * keep) / outA, offset + 1)
            store((color.z * sa + Float(p[offset + 2]) * keep) / outA, offset + 2)
            store(outA * 255, offset + 3)
        }
    }
}
