import Engine
import Foundation

/// Draws the sticker jar's glass around the outline in `jar.yml`: a back layer (drawn behind the
/// stickers) and a front layer (drawn over them).
///
/// The inner edge of the glass lies on the outline and the wall is drawn outside it, so the art
/// lines up with the physics exactly. Every shape is a signed distance field sampled at pixel
/// centres, which anti-aliases its edges. Feature sizes are in metres; the outline supplies the
/// jar's proportions (body and neck widths, where the shoulders and neck start, the top).
struct JarArtist {
    // MARK: - Proportions, in metres

    /// The glass wall, outside the outline.
    static let wallThickness = 0.3
    /// How far the cork stands above the top of the outline.
    static let corkHeight = 0.9
    /// How much wider than the neck the cork's top is, each side.
    static let corkFlare = 0.22
    /// Art below the outline's bottom (the wall and the jar's shadow).
    static let marginBelow = 0.35
    /// Art above the cork.
    static let marginAbove = 0.1

    // MARK: - Colours

    static let glass = Paint(hex: 0xCFE6F5)
    static let glassEdge = Paint(hex: 0xF4FBFF)
    static let white = Paint(hex: 0xFFFFFF)
    static let shadow = Paint(hex: 0x000000)
    static let cork = Paint(hex: 0xC08A55)
    static let corkTop = Paint(hex: 0xE2BD8C)
    static let corkDark = Paint(hex: 0x6E4A2A)

    // MARK: - Geometry

    /// The art's size in pixels.
    let width: Int, height: Int
    /// Pixels per metre.
    let scale: Double
    /// The art pixel on the outline's origin.
    let originX: Double, originY: Double
    /// The outline in metres.
    let outline: [(x: Double, y: Double)]
    /// Signed distance from each pixel's centre to the outline, in pixels (negative inside).
    private let distance: [Double]

    /// Half the widest width (the body), the top (the cork's underside), half the neck's width
    /// there, the bottom of the neck and the top of the straight sides, all in metres.
    let bodyHalf: Double, topY: Double, neckHalf: Double, neckBottom: Double, sideTop: Double

    /// Measures the outline and works out the art's size: as wide as twice the origin's x, and
    /// tall enough for the margin below.
    /// - Throws: `ArtError` when the origin leaves no room for the wall or the cork.
    init(spec: JarSpecFile) throws {
        outline = spec.points
        scale = spec.pixelsPerMetre
        originX = spec.art.origin[0]
        originY = spec.art.origin[1]
        let xs = outline.map { abs($0.x) }, ys = outline.map(\.y)
        bodyHalf = xs.max() ?? 0
        topY = ys.max() ?? 0
        let top = topY
        neckHalf = outline.filter { abs($0.y - top) < 1e-6 }.map { abs($0.x) }.max() ?? 0
        let neck = neckHalf, body = bodyHalf
        neckBottom = outline.filter { abs(abs($0.x) - neck) < 0.01 }.map(\.y).min() ?? top
        sideTop = outline.filter { abs(abs($0.x) - body) < 0.01 }.map(\.y).max() ?? 0
        width = Int((2 * originX).rounded())
        height = Int(originY + (Self.marginBelow * scale).rounded(.up))

        let needX = (bodyHalf + Self.wallThickness + 0.1) * scale
        let needY = (topY + Self.corkHeight + Self.marginAbove) * scale
        guard originX >= needX, originY >= needY, (ys.min() ?? 0) >= 0 else {
            throw ArtError("art.origin must be at least [\(Int(needX.rounded(.up))), \(Int(needY.rounded(.up)))] "
                + "to fit the jar (bottom at y = 0)")
        }

        let (ox, oy, s, w, h) = (originX, originY, scale, width, height)
        let pixelOutline = spec.points.map { (x: ox + $0.x * s, y: oy - $0.y * s) }
        var field = [Double](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                field[y * w + x] = DistanceField.polygon(Double(x) + 0.5, Double(y) + 0.5, pixelOutline)
            }
        }
        distance = field
    }

    /// Metres to art pixels.
    func px(_ x: Double) -> Double { originX + x * scale }
    func py(_ y: Double) -> Double { originY - y * scale }
    /// Art pixels to metres.
    func metresX(_ px: Double) -> Double { (px - originX) / scale }
    func metresY(_ py: Double) -> Double { (originY - py) / scale }

    /// The pixels of the rectangle between two corners given in metres, grown by `margin` metres.
    func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, margin: Double = 0.05) -> PixelBox {
        PixelBox(x0: Int(px(min(x0, x1) - margin).rounded(.down)), y0: Int(py(max(y0, y1) + margin).rounded(.down)),
                 x1: Int(px(max(x0, x1) + margin).rounded(.up)) + 1, y1: Int(py(min(y0, y1) - margin).rounded(.up)) + 1)
    }

    /// The signed distance to the outline at a pixel centre, in pixels.
    func outlineDistance(_ px: Double, _ py: Double) -> Double {
        distance[Int(py) * width + Int(px)]
    }

    /// How much of the pixel lies inside the glass's outer surface (inside or in the wall).
    func withinGlass(_ px: Double, _ py: Double) -> Double {
        DistanceField.coverage(outlineDistance(px, py) - Self.wallThickness * scale)
    }

    // MARK: - Layers

    /// The back layer: the jar's shadow, a faint tint inside the glass (stronger towards the
    /// sides, where the eye looks through more glass), the far halves of the base and neck rims,
    /// a faint reflection on the far wall and the shadow under the cork.
    func back() -> Image {
        var canvas = Canvas(width: width, height: height)
        let wall = Self.wallThickness
        // The shadow on the shelf.
        canvas.paint(in: box(-bodyHalf - 1, -Self.marginBelow, bodyHalf + 1, 0.5)) { x, y in
            let mx = metresX(x) / (bodyHalf + 0.4), my = (metresY(y) + 0.05) / 0.3
            let d = (mx * mx + my * my).squareRoot() - 1
            return Self.shadow.times(0.4 * (1 - DistanceField.smoothstep(-0.25, 0.15, d)))
        }
        // The tint.
        canvas.paint(in: canvas.bounds) { x, y in
            let inside = DistanceField.coverage(outlineDistance(x, y))
            guard inside > 0 else { return nil }
            let side = DistanceField.smoothstep(0.55, 1.0, abs(metresX(x)) / bodyHalf)
            let low = 1 - DistanceField.smoothstep(0, 3, metresY(y))
            return Self.glass.times(inside * (0.07 + 0.10 * side + 0.03 * low))
        }
        // Far halves of the base and of the neck's foot, seen from a little above.
        stroke(&canvas, DistanceField.ellipseArc(cx: 0, cy: 0.6, rx: bodyHalf - 0.35, ry: 0.55, from: 0, to: .pi, count: 48),
               radius: 0.03, softness: 0.05, alpha: 0.16, paint: Self.glassEdge, taper: 1.5)
        stroke(&canvas, DistanceField.ellipseArc(cx: 0, cy: neckBottom, rx: neckHalf, ry: 0.35, from: 0, to: .pi, count: 40),
               radius: 0.025, softness: 0.04, alpha: 0.09, paint: Self.glassEdge, taper: 1.2)
        // A faint reflection on the far wall.
        stroke(&canvas, [(0.7 * bodyHalf, 2.5), (0.7 * bodyHalf, sideTop - 1.5)],
               radius: 0.1, softness: 0.15, alpha: 0.07, paint: Self.white, taper: 2)
        // The cork's shadow on the glass below it.
        canvas.paint(in: box(-neckHalf - wall, topY - 0.8, neckHalf + wall, topY)) { x, y in
            let inside = DistanceField.coverage(outlineDistance(x, y))
            let below = topY - metresY(y)
            return Self.shadow.times(inside * 0.3 * (1 - DistanceField.smoothstep(0, 0.7, below)))
        }
        return canvas.image()
    }

    /// The front layer: glass that thickens towards the sides, the wall with bright edges, the near
    /// halves of the rims, highlight streaks, the cork and the rolled lip of the neck. Mostly
    /// transparent in the middle so the stickers show through.
    func front() -> Image {
        var canvas = Canvas(width: width, height: height)
        let wall = Self.wallThickness * scale
        // Looking through the curved glass near the sides: a tint that fades inwards.
        canvas.paint(in: canvas.bounds) { x, y in
            let d = outlineDistance(x, y)
            guard d < 0.5 else { return nil }
            let depth = -d / scale
            let side = 0.3 + 0.7 * DistanceField.smoothstep(0.45, 0.95, abs(metresX(x)) / bodyHalf)
            let fade = 1 - DistanceField.smoothstep(0, 0.9, depth)
            return Self.glass.times(DistanceField.coverage(d) * 0.26 * side * fade)
        }
        // Broad soft sheen on the left.
        canvas.paint(in: box(-bodyHalf, 0.5, 0, sideTop)) { x, y in
            let mx = metresX(x) / bodyHalf, my = metresY(y)
            let band = DistanceField.smoothstep(-0.95, -0.8, mx) * (1 - DistanceField.smoothstep(-0.6, -0.4, mx))
            let along = DistanceField.smoothstep(0.6, 3, my) * (1 - DistanceField.smoothstep(sideTop - 3, sideTop, my))
            return Self.white.times(0.06 * band * along * DistanceField.coverage(outlineDistance(x, y)))
        }
        // The wall: translucent, a bright line just inside its outer surface, a fainter one on its
        // inner surface.
        canvas.paint(in: canvas.bounds) { x, y in
            let d = outlineDistance(x, y)
            guard d > -1, d < wall + 1 else { return nil }
            let cover = min(DistanceField.coverage(d - wall), DistanceField.coverage(-d))
            guard cover > 0 else { return nil }
            let outerLine = exp(-pow((wall - d - 2) / 1.6, 2))
            let innerLine = exp(-pow((d - 1) / 1.2, 2))
            let side = DistanceField.smoothstep(0.6, 1.0, abs(metresX(x)) / bodyHalf)
            let alpha = 0.22 + 0.12 * side + 0.45 * outerLine + 0.3 * innerLine
            return Self.glass.mixed(with: Self.glassEdge, min(1, outerLine + innerLine)).times(cover * alpha)
        }
        // The thick base: a bright streak inside the bottom of the wall.
        stroke(&canvas, [(-0.6 * bodyHalf, -0.14), (0.6 * bodyHalf, -0.14)],
               radius: 0.025, softness: 0.04, alpha: 0.45, paint: Self.white, taper: 1.5)
        // Near halves of the base and of the neck's foot.
        stroke(&canvas, DistanceField.ellipseArc(cx: 0, cy: 0.6, rx: bodyHalf - 0.35, ry: 0.55, from: .pi, to: 2 * .pi, count: 48),
               radius: 0.03, softness: 0.05, alpha: 0.2, paint: Self.glassEdge, taper: 1.5)
        stroke(&canvas, DistanceField.ellipseArc(cx: 0, cy: neckBottom, rx: neckHalf, ry: 0.35, from: .pi, to: 2 * .pi, count: 40),
               radius: 0.025, softness: 0.04, alpha: 0.16, paint: Self.glassEdge, taper: 1.2)
        // Highlights: two streaks on the left, one on the right, and along the shoulders.
        stroke(&canvas, [(-0.8 * bodyHalf, 1.6), (-0.8 * bodyHalf, sideTop - 0.6)],
               radius: 0.14, softness: 0.16, alpha: 0.32, paint: Self.white, taper: 2.5)
        stroke(&canvas, [(-0.68 * bodyHalf, 3.0), (-0.68 * bodyHalf, sideTop - 2.2)],
               radius: 0.04, softness: 0.05, alpha: 0.24, paint: Self.white, taper: 2)
        stroke(&canvas, [(0.87 * bodyHalf, 2.2), (0.87 * bodyHalf, 0.65 * sideTop)],
               radius: 0.06, softness: 0.1, alpha: 0.2, paint: Self.white, taper: 1.8)
        let shoulder = outline.filter { $0.x < 0 && $0.y >= sideTop - 0.8 && $0.y <= neckBottom + 0.4 }
            .sorted { $0.y < $1.y }
            .map { (x: $0.x + 0.42, y: $0.y - 0.12) }
        if shoulder.count >= 2 {
            stroke(&canvas, shoulder, radius: 0.05, softness: 0.07, alpha: 0.34, paint: Self.white, taper: 0.8)
            stroke(&canvas, shoulder.map { (x: -$0.x, y: $0.y) }.suffix(4).map { $0 },
                   radius: 0.03, softness: 0.05, alpha: 0.16, paint: Self.white, taper: 0.5)
        }
        drawCork(&canvas)
        drawLip(&canvas)
        return canvas.image()
    }

    // MARK: - Parts

    /// The cork: a plug that flares a little above the neck, seen from a little above: a side
    /// shaded like a cylinder (darker low down, where the lip shades it) under a lighter elliptical
    /// top face, all speckled.
    private func drawCork(_ canvas: inout Canvas) {
        let bottom = topY - 0.05, top = topY + Self.corkHeight
        let faceRadius = 0.26, faceY = top - faceRadius
        let lowHalf = neckHalf + 0.02, highHalf = neckHalf + Self.corkFlare
        func half(at y: Double) -> Double {
            lowHalf + (highHalf - lowHalf) * min(max((y - bottom) / (faceY - bottom), 0), 1)
        }
        canvas.paint(in: box(-highHalf, bottom, highHalf, top)) { x, y in
            let mx = metresX(x), my = metresY(y)
            let sideHalf = half(at: my)
            let side = DistanceField.roundedRect(mx, my, cx: 0, cy: (bottom + faceY) / 2, hx: sideHalf,
                                                 hy: (faceY - bottom) / 2, radius: 0.05) * scale
            let ex = mx / highHalf, ey = (my - faceY) / faceRadius
            let face = ((ex * ex + ey * ey).squareRoot() - 1) * faceRadius * scale
            let d = min(side, face)
            let cover = DistanceField.coverage(d)
            guard cover > 0 else { return nil }
            let speckle = corkSpeckle(mx, my)
            var paint: Paint
            if face < 0 {
                // The top face: lighter, a little darker towards its rim.
                let rim = DistanceField.smoothstep(-3, -0.5, face)
                paint = Self.corkTop.mixed(with: Self.cork, 0.35 * rim).mixed(with: Self.corkDark, 0.25 * speckle)
            } else {
                let across = mx / sideHalf
                let light = 1.08 - 0.42 * across * across + 0.1 * max(0, -across)
                let low = 1 - 0.25 * (1 - DistanceField.smoothstep(bottom, faceY, my))
                paint = Paint(r: Self.cork.r * light * low, g: Self.cork.g * light * low, b: Self.cork.b * light * low)
                paint = paint.mixed(with: Self.corkDark, 0.4 * speckle)
                // The edge of the top face, where it turns down into the side.
                paint = paint.mixed(with: Self.corkDark, 0.5 * (1 - DistanceField.smoothstep(0.5, 2.2, face)))
            }
            paint = paint.mixed(with: Self.corkDark, 0.8 * DistanceField.smoothstep(-2.2, -0.6, d))
            return paint.times(cover)
        }
    }

    /// 0...1: how much a dark speckle of the cork covers the point (metres). One speckle at most
    /// per 0.12 m cell, placed by a hash of the cell, so the art is the same on every run.
    private func corkSpeckle(_ x: Double, _ y: Double) -> Double {
        let cell = 0.12
        let i = Int((x / cell).rounded(.down)), j = Int((y / cell).rounded(.down))
        guard Self.hash(i, j, 0) < 0.35 else { return 0 }
        let r = 0.014 + 0.018 * Self.hash(i, j, 1)
        let cx = (Double(i) + 0.25 + 0.5 * Self.hash(i, j, 2)) * cell
        let cy = (Double(j) + 0.25 + 0.5 * Self.hash(i, j, 3)) * cell
        let d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - r
        return DistanceField.coverage(d * scale)
    }

    /// The rolled lip at the top of the neck: thicker glass, over the bottom of the cork.
    private func drawLip(_ canvas: inout Canvas) {
        let half = neckHalf + Self.wallThickness + 0.12, cy = topY + 0.06, hy = 0.17
        canvas.paint(in: box(-half, cy - hy, half, cy + hy)) { x, y in
            let mx = metresX(x), my = metresY(y)
            let d = DistanceField.roundedRect(mx, my, cx: 0, cy: cy, hx: half, hy: hy, radius: 0.14) * scale
            let cover = DistanceField.coverage(d)
            guard cover > 0 else { return nil }
            let edge = exp(-pow((d + 2) / 1.6, 2))
            let upper = DistanceField.smoothstep(cy, cy + hy, my)
            let alpha = 0.34 + 0.4 * edge + 0.2 * upper
            return Self.glass.mixed(with: Self.glassEdge, min(1, edge + upper)).times(cover * alpha)
        }
        stroke(&canvas, [(-half + 0.35, cy + 0.06), (-half + 1.6, cy + 0.07)],
               radius: 0.03, softness: 0.04, alpha: 0.7, paint: Self.white, taper: 0.4, clipped: false)
    }

    /// A soft stroke along `points` (metres): full `alpha` within `radius`, fading over
    /// `softness`, tapered to nothing over `taper` metres at both ends, kept within the glass
    /// unless `clipped` is false.
    private func stroke(_ canvas: inout Canvas, _ points: [(x: Double, y: Double)], radius: Double, softness: Double,
                        alpha: Double, paint: Paint, taper: Double, clipped: Bool = true) {
        guard points.count >= 2 else { return }
        var lengths = [0.0]
        for i in 1..<points.count {
            let dx = points[i].x - points[i - 1].x, dy = points[i].y - points[i - 1].y
            lengths.append(lengths[i - 1] + (dx * dx + dy * dy).squareRoot())
        }
        let total = lengths[lengths.count - 1]
        let reach = radius + softness
        let xs = points.map(\.x), ys = points.map(\.y)
        let area = box(xs.min()!, ys.min()!, xs.max()!, ys.max()!, margin: reach + 0.05)
        canvas.paint(in: area) { x, y in
            let mx = metresX(x), my = metresY(y)
            var best = Double.infinity, along = 0.0
            for i in 1..<points.count {
                let a = points[i - 1], b = points[i]
                let dx = b.x - a.x, dy = b.y - a.y, lengthSquared = dx * dx + dy * dy
                let t = lengthSquared > 0 ? min(max(((mx - a.x) * dx + (my - a.y) * dy) / lengthSquared, 0), 1) : 0
                let ex = mx - (a.x + t * dx), ey = my - (a.y + t * dy)
                let d = (ex * ex + ey * ey).squareRoot()
                if d < best { best = d; along = lengths[i - 1] + t * (lengths[i] - lengths[i - 1]) }
            }
            guard best < reach else { return nil }
            let strength = 1 - DistanceField.smoothstep(radius, reach, best)
            let ends = DistanceField.smoothstep(0, taper, along) * DistanceField.smoothstep(0, taper, total - along)
            return paint.times(alpha * strength * ends * (clipped ? withinGlass(x, y) : 1))
        }
    }

    /// A deterministic pseudo-random number in 0..<1 for integer coordinates and a channel.
    private static func hash(_ i: Int, _ j: Int, _ channel: Int) -> Double {
        var h = UInt64(bitPattern: Int64(i &* 73_856_093 ^ j &* 19_349_663 ^ channel &* 83_492_791))
        h ^= h >> 33
        h &*= 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h &*= 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return Double(h >> 11) / Double(1 << 53)
    }
}
