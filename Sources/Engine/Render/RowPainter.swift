import Foundation

/// Rasterises shapes in place into a run of a picture's rows: polygons, circles, strokes and
/// lines with coverage anti-aliasing (exact across, four samples down each pixel row) and
/// vertex-coloured meshes, each inside its clip, blended straight-alpha "over".
///
/// A pixel's value depends only on the shapes, never on the rows around it, so painters given
/// disjoint rows of one picture may paint at once and leave the picture one painter over every
/// row would have.
struct RowPainter {
    /// Sub-rows sampled down each pixel row.
    static let subRows = 4

    /// The picture's first byte: RGBA8, straight alpha, rows from the top, `width` pixels each.
    let pixels: UnsafeMutablePointer<UInt8>
    /// The picture's width, px.
    let width: Int
    /// The rows this painter writes; it leaves every other row alone.
    let rows: Range<Int>

    /// Paints one command, inside `clip` when there is one. Sprites and text are left out:
    /// glyphs come from a host's renderer (see `SoftwareCanvas.composite(premultiplied:x:y:)`).
    func draw(_ command: DrawCommand, clip: Rect?) {
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
        case .sprite, .textRun:
            break
        }
    }

    /// The part of this painter's rows that `clip` leaves, in pixels; nil when nothing.
    private func bounds(_ clip: Rect?) -> Rect? {
        let band = Rect(x: 0, y: Double(rows.lowerBound), width: Double(width), height: Double(rows.count))
        guard let clip else { return rows.isEmpty ? nil : band }
        return band.intersection(clip)
    }

    // MARK: - Polygons

    /// An edge of a filled outline, from its top end to its bottom end, in pixels.
    private struct Edge {
        var x0, y0, x1, y1: Double
        /// +1 for an edge going down the outline's direction, -1 for one going up.
        var winding: Int

        /// Where the edge crosses the row at height `y`, px.
        func x(at y: Double) -> Double { x0 + (y - y0) / (y1 - y0) * (x1 - x0) }
    }

    /// Fills the union of `polygons` (non-zero winding; with `oriented`, each is first turned to
    /// the same winding so overlaps add up instead of cancelling) in `color`.
    func fill(_ polygons: [[Vec2]], _ color: Color, clip: Rect?, oriented: Bool = true) {
        guard color.a > 0, let bounds = bounds(clip) else { return }
        var edges: [Edge] = []
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for polygon in polygons where polygon.count >= 3 {
            let flip = oriented && Polygon(polygon).signedArea < 0
            for i in polygon.indices {
                var a = polygon[i], b = polygon[(i + 1) % polygon.count]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
                if flip { swap(&a, &b) }
                minX = min(minX, a.x); maxX = max(maxX, a.x); minY = min(minY, a.y); maxY = max(maxY, a.y)
                guard a.y != b.y else { continue }
                edges.append(a.y < b.y ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1)
                                       : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1))
            }
        }
        guard !edges.isEmpty else { return }
        // Cut to the bounds before converting, so a shape far off the picture cannot overflow Int.
        let x0 = Int(max(bounds.minX.rounded(.up), minX.rounded(.down))), x1 = Int(min(bounds.maxX.rounded(.down), maxX.rounded(.up)))
        let y0 = Int(max(bounds.minY.rounded(.up), minY.rounded(.down))), y1 = Int(min(bounds.maxY.rounded(.down), maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        edges.sort { $0.y0 < $1.y0 }
        let paint = Self.channels(color)
        var coverage = [Float](repeating: 0, count: x1 - x0 + 1)
        // The edges the current sub-row crosses: added as the sub-rows reach their tops,
        // dropped once past their bottoms.
        var active: [Edge] = [], next = 0
        var crossings: [(x: Double, winding: Int)] = []
        let step = 1 / Double(Self.subRows), weight = Float(step), left = Double(x0), right = Double(x1)
        coverage.withUnsafeMutableBufferPointer { coverage in
            for y in y0..<y1 {
                var low = coverage.count, high = -1
                for k in 0..<Self.subRows {
                    let sy = Double(y) + (Double(k) + 0.5) * step
                    while next < edges.count, edges[next].y0 <= sy { active.append(edges[next]); next += 1 }
                    active.removeAll { $0.y1 <= sy }
                    guard active.count >= 2 else { continue }
                    crossings.removeAll(keepingCapacity: true)
                    for edge in active { crossings.append((edge.x(at: sy), edge.winding)) }
                    crossings.sort { $0.x < $1.x }
                    var winding = 0
                    for i in 0..<(crossings.count - 1) {
                        winding += crossings[i].winding
                        guard winding != 0 else { continue }
                        let a = max(crossings[i].x, left) - left, b = min(crossings[i + 1].x, right) - left
                        guard a < b else { continue }
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
                guard low <= high else { continue }
                let row = y * width + x0
                for i in low...min(high, coverage.count - 1) {
                    let c = coverage[i]
                    coverage[i] = 0
                    guard c > 0.001, x0 + i < x1 else { continue }
                    blend(at: (row + i) * 4, paint, coverage: min(c, 1))
                }
            }
        }
    }

    // MARK: - Meshes

    /// Paints `mesh`'s triangles with their vertex colours interpolated, each pixel whose centre
    /// a triangle holds (edges shared by two triangles painted once: the top-left rule).
    func fill(_ mesh: Mesh, clip: Rect?) {
        guard let bounds = bounds(clip) else { return }
        let v = mesh.vertices
        for t in stride(from: 0, to: mesh.indices.count - 2, by: 3) {
            let i = (Int(mesh.indices[t]), Int(mesh.indices[t + 1]), Int(mesh.indices[t + 2]))
            guard v.indices.contains(i.0), v.indices.contains(i.1), v.indices.contains(i.2) else { continue }
            var (a, b, c) = (v[i.0], v[i.1], v[i.2])
            guard [a, b, c].allSatisfy({ $0.position.x.isFinite && $0.position.y.isFinite }) else { continue }
            var area = Self.cross(a.position, b.position, c.position)
            guard abs(area) > 1e-12 else { continue }
            if area < 0 { swap(&b, &c); area = -area }
            let xs = [a.position.x, b.position.x, c.position.x], ys = [a.position.y, b.position.y, c.position.y]
            let x0 = Int(max(bounds.minX.rounded(.up), xs.min()!.rounded(.down))), x1 = Int(min(bounds.maxX.rounded(.down), xs.max()!.rounded(.up)))
            let y0 = Int(max(bounds.minY.rounded(.up), ys.min()!.rounded(.down))), y1 = Int(min(bounds.maxY.rounded(.down), ys.max()!.rounded(.up)))
            guard x0 < x1, y0 < y1 else { continue }
            // Each edge function grows by a fixed step along a row.
            let stepA = -(c.position.y - b.position.y), stepB = -(a.position.y - c.position.y), stepC = -(b.position.y - a.position.y)
            // The colour is linear along a row too: its value at offset 0 and its step a pixel.
            let ca = Self.channels(a.color), cb = Self.channels(b.color), cc = Self.channels(c.color)
            let colorStep = (ca * Float(stepA) + cb * Float(stepB) + cc * Float(stepC)) / Float(area)
            for y in y0..<y1 {
                let start = Vec2(Double(x0) + 0.5, Double(y) + 0.5)
                let wa0 = Self.cross(b.position, c.position, start), wb0 = Self.cross(c.position, a.position, start)
                let wc0 = Self.cross(a.position, b.position, start)
                // Only the pixels near or inside all three edges are tested one by one.
                var span = 0..<(x1 - x0)
                Self.narrow(&span, value: wa0, step: stepA)
                Self.narrow(&span, value: wb0, step: stepB)
                Self.narrow(&span, value: wc0, step: stepC)
                let rowColor = ca * Float(wa0 / area) + cb * Float(wb0 / area) + cc * Float(wc0 / area)
                for k in span {
                    let dx = Double(k)
                    guard Self.holds(wa0 + stepA * dx, b.position, c.position), Self.holds(wb0 + stepB * dx, c.position, a.position),
                          Self.holds(wc0 + stepC * dx, a.position, b.position) else { continue }
                    blend(at: (y * width + x0 + k) * 4, rowColor + colorStep * Float(k), coverage: 1)
                }
            }
        }
    }

    /// Cuts `span` (pixel offsets along a row) to the offsets where an edge function that is
    /// `value` at offset 0 and grows by `step` a pixel is not negative, keeping a pixel of
    /// margin on each side for rounding.
    private static func narrow(_ span: inout Range<Int>, value: Double, step: Double) {
        guard step != 0 else {
            if value < 0 { span = span.lowerBound..<span.lowerBound }
            return
        }
        let zero = -value / step   // where the function crosses 0, in pixels
        guard !zero.isNaN else { return }
        let lower = Double(span.lowerBound), upper = Double(span.upperBound)
        if step > 0 {
            span = Int(min(max(zero.rounded(.down) - 1, lower), upper))..<span.upperBound
        } else {
            span = span.lowerBound..<Int(min(max(zero.rounded(.down) + 2, lower), upper))
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

    // MARK: - Pixels

    /// `color`'s channels as floats, 0...255.
    private static func channels(_ color: Color) -> SIMD4<Float> {
        SIMD4(Float(color.r), Float(color.g), Float(color.b), Float(color.a))
    }

    /// Blends `color` (channels 0...255) with `coverage` (0...1) over the pixel at byte `offset`.
    @inline(__always)
    private func blend(at offset: Int, _ color: SIMD4<Float>, coverage: Float) {
        let sa = color.w / 255 * coverage
        guard sa > 0 else { return }
        let p = pixels + offset
        @inline(__always) func store(_ value: Float, _ i: Int) { p[i] = UInt8(Swift.min(255, Swift.max(0, value + 0.5))) }
        if p[3] == 255 {
            // An opaque pixel (a photo's): a plain mix, and it stays opaque.
            store(Float(p[0]) + (color.x - Float(p[0])) * sa, 0)
            store(Float(p[1]) + (color.y - Float(p[1])) * sa, 1)
            store(Float(p[2]) + (color.z - Float(p[2])) * sa, 2)
            return
        }
        let da = Float(p[3]) / 255
        let keep = da * (1 - sa), outA = sa + keep
        guard outA > 0 else { return }
        store((color.x * sa + Float(p[0]) * keep) / outA, 0)
        store((color.y * sa + Float(p[1]) * keep) / outA, 1)
        store((color.z * sa + Float(p[2]) * keep) / outA, 2)
        store(outA * 255, 3)
    }

    // MARK: - Shapes as polygons

    /// A circle as a polygon with segments about 2 pixels long (16 to 1,024 of them).
    static func circle(_ center: Vec2, radius: Double) -> [Vec2] {
        let segments = 2 * .pi * radius / 2
        return Outline.circle(center, radius, count: segments.isFinite ? min(1024, max(16, Int(min(segments, 1024)))) : 16)
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
}
