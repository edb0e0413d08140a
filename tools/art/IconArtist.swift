import Engine
import Foundation

/// Draws Diorama's application icon: a glass jar with a cork and a few die-cut stickers piled
/// inside, on a transparent background.
///
/// The drawing is laid out on a unit square and drawn afresh at each size (not scaled down from a
/// large picture), every shape a signed distance field sampled at pixel centres; lines never get
/// thinner than about a pixel, and small sizes hold fewer, larger stickers so the icon still reads.
struct IconArtist {
    /// One sticker in the jar: a shape in a colour, placed in unit coordinates.
    struct Sticker {
        enum Shape {
            /// A disc of radius `radius`.
            case disc(radius: Double)
            /// A square of half-side `half`, turned by `angle` radians, corners rounded.
            case square(half: Double, angle: Double)
            /// A five-pointed star of outer radius `radius`, turned by `angle` radians.
            case star(radius: Double, angle: Double)
        }

        var x: Double, y: Double
        var shape: Shape
        var color: Paint
    }

    // MARK: - Colours

    static let glassTint = Paint(hex: 0xDCEFFB)
    static let glassLine = Paint(hex: 0x2F6EA6)
    static let glassLip = Paint(hex: 0xBFDDF2)
    static let white = Paint(hex: 0xFFFFFF)
    static let shadow = Paint(hex: 0x10202E)
    static let cork = Paint(hex: 0xC08A55)
    static let corkTop = Paint(hex: 0xE2BD8C)
    static let corkLine = Paint(hex: 0x6E4A2A)

    static let red = Paint(hex: 0xE8453C), yellow = Paint(hex: 0xF6C443), green = Paint(hex: 0x4FB35A)
    static let orange = Paint(hex: 0xF28C28), purple = Paint(hex: 0x8E5CC8), pink = Paint(hex: 0xF07AAE)

    /// The stickers at 48 px and up: a pile of six.
    static let pile: [Sticker] = [
        Sticker(x: 0.33, y: 0.785, shape: .disc(radius: 0.105), color: red),
        Sticker(x: 0.545, y: 0.8, shape: .square(half: 0.085, angle: 0.35), color: yellow),
        Sticker(x: 0.715, y: 0.775, shape: .disc(radius: 0.075), color: green),
        Sticker(x: 0.435, y: 0.6, shape: .star(radius: 0.13, angle: 0.2), color: orange),
        Sticker(x: 0.665, y: 0.615, shape: .disc(radius: 0.08), color: purple),
        Sticker(x: 0.285, y: 0.57, shape: .square(half: 0.06, angle: -0.4), color: pink),
    ]

    /// The stickers below 48 px: three large ones.
    static let smallPile: [Sticker] = [
        Sticker(x: 0.35, y: 0.74, shape: .disc(radius: 0.14), color: red),
        Sticker(x: 0.65, y: 0.74, shape: .square(half: 0.12, angle: 0.3), color: yellow),
        Sticker(x: 0.5, y: 0.51, shape: .disc(radius: 0.12), color: green),
    ]

    /// The icon's side in pixels.
    let size: Int
    /// Pixels per unit.
    private let s: Double

    init(size: Int) {
        self.size = size
        s = Double(size)
    }

    /// The icon, `size` × `size` pixels.
    func image() -> Image {
        var canvas = Canvas(width: size, height: size)
        let small = size < 32
        let wall = max(1.1, 0.04 * s)
        let border = max(0.7, 0.022 * s)

        // The shadow on the shelf (too fine to read when small).
        if !small {
            canvas.paint(in: canvas.bounds) { x, y in
                let mx = (x / s - 0.5) / 0.36, my = (y / s - 0.935) / 0.045
                let d = (mx * mx + my * my).squareRoot() - 1
                return Self.shadow.times(0.28 * (1 - DistanceField.smoothstep(-0.6, 0.4, d)))
            }
        }
        // The glass seen through: a pale tint inside the jar.
        canvas.paint(in: canvas.bounds) { x, y in
            Self.glassTint.times(0.8 * DistanceField.coverage(jar(x, y)))
        }
        // The stickers: a soft shadow, the white die-cut margin, the colour.
        for sticker in size < 48 ? Self.smallPile : Self.pile {
            canvas.paint(in: canvas.bounds) { x, y in
                let d = distance(to: sticker, x - 0.012 * s, y - 0.018 * s) - border
                return Self.shadow.times(0.3 * (1 - DistanceField.smoothstep(-0.02 * s, 0.02 * s, d)))
            }
            canvas.paint(in: canvas.bounds) { x, y in
                let d = distance(to: sticker, x, y)
                let cover = DistanceField.coverage(d - border)
                guard cover > 0 else { return nil }
                return Self.white.mixed(with: sticker.color, DistanceField.coverage(d)).times(cover)
            }
        }
        // The glass in front: a highlight down the left, then the wall.
        if !small {
            canvas.paint(in: canvas.bounds) { x, y in
                let d = DistanceField.segment(x, y, (0.25 * s, 0.4 * s), (0.25 * s, 0.62 * s)) - 0.022 * s
                return Self.white.times(0.75 * DistanceField.coverage(d))
            }
        }
        canvas.paint(in: canvas.bounds) { x, y in
            Self.glassLine.times(DistanceField.coverage(abs(jar(x, y)) - wall / 2))
        }
        // The rolled lip of the neck.
        canvas.paint(in: canvas.bounds) { x, y in
            let d = DistanceField.roundedRect(x, y, cx: 0.5 * s, cy: 0.215 * s, hx: 0.255 * s, hy: 0.04 * s,
                                              radius: 0.035 * s)
            let fill = DistanceField.coverage(d)
            guard fill > 0 else { return nil }
            return Self.glassLip.mixed(with: Self.glassLine, DistanceField.coverage(-d - wall)).times(fill)
        }
        // The cork: a band lighter on top, outlined.
        canvas.paint(in: canvas.bounds) { x, y in
            let d = DistanceField.roundedRect(x, y, cx: 0.5 * s, cy: 0.12 * s, hx: 0.19 * s, hy: 0.075 * s,
                                              radius: 0.035 * s)
            let fill = DistanceField.coverage(d)
            guard fill > 0 else { return nil }
            let top = 1 - DistanceField.smoothstep(0.07 * s, 0.1 * s, y)
            let body = Self.cork.mixed(with: Self.corkTop, top)
            return body.mixed(with: Self.corkLine, DistanceField.coverage(-d - wall * 0.8)).times(fill)
        }
        return canvas.image()
    }

    /// The signed distance to the jar's glass in pixels: a rounded body and a neck joined by
    /// smooth shoulders.
    private func jar(_ x: Double, _ y: Double) -> Double {
        let body = DistanceField.roundedRect(x, y, cx: 0.5 * s, cy: 0.59 * s, hx: 0.34 * s, hy: 0.325 * s,
                                             radius: 0.15 * s)
        let neck = DistanceField.roundedRect(x, y, cx: 0.5 * s, cy: 0.26 * s, hx: 0.22 * s, hy: 0.06 * s,
                                             radius: 0.02 * s)
        // A smooth minimum (polynomial, width k) rounds the corner where the neck meets the body.
        let k = 0.08 * s
        let h = max(k - abs(body - neck), 0) / k
        return min(body, neck) - h * h * k / 4
    }

    /// The signed distance to a sticker's shape in pixels.
    private func distance(to sticker: Sticker, _ x: Double, _ y: Double) -> Double {
        let cx = sticker.x * s, cy = sticker.y * s
        switch sticker.shape {
        case .disc(let radius):
            let dx = x - cx, dy = y - cy
            return (dx * dx + dy * dy).squareRoot() - radius * s
        case .square(let half, let angle):
            let dx = x - cx, dy = y - cy
            let u = dx * cos(angle) + dy * sin(angle), v = -dx * sin(angle) + dy * cos(angle)
            return DistanceField.roundedRect(u, v, cx: 0, cy: 0, hx: half * s, hy: half * s, radius: 0.3 * half * s)
        case .star(let radius, let angle):
            let points = (0..<10).map { k -> (x: Double, y: Double) in
                let r = (k % 2 == 0 ? radius : radius * 0.48) * s
                let a = angle - .pi / 2 + Double(k) * .pi / 5
                return (cx + r * cos(a), cy + r * sin(a))
            }
            return DistanceField.polygon(x, y, points)
        }
    }
}
