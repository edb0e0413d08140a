import Core
import Imaging

/// Pictures drawn in code for the imaging tests.
enum TestPictures {
    /// A `width × height` picture whose pixel (x, y) is `color(x, y)`, with pixel centres at
    /// x + 0.5, y + 0.5.
    static func draw(width: Int, height: Int, _ color: (Double, Double) -> Color) -> Image {
        var image = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { image[x: x, y: y] = color(Double(x) + 0.5, Double(y) + 0.5) }
        }
        return image
    }

    /// Whether `p` is inside the disc of `radius` round `center`.
    static func inDisc(_ p: Vec2, _ center: Vec2, _ radius: Double) -> Bool { p.distance(to: center) <= radius }

    /// A crescent: the disc of radius 0.4 × `side` round the centre less the disc of radius
    /// 0.34 × `side` shifted right by 0.15 × `side`, opening to the right.
    static func inCrescent(_ p: Vec2, side: Double) -> Bool {
        let center = Vec2(side / 2, side / 2)
        return inDisc(p, center, 0.4 * side) && !inDisc(p, center + Vec2(0.15 * side, 0), 0.34 * side)
    }

    /// A mask of the crescent on a `side`-pixel square.
    static func crescentMask(side: Int) -> AlphaMask {
        let image = draw(width: side, height: side) { x, y in inCrescent(Vec2(x, y), side: Double(side)) ? .white : .clear }
        return AlphaMask(image)
    }
}
