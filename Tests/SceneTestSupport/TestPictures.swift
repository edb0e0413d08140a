import Engine

/// Pictures drawn in code, for the imaging tests and the sticker jar's.
public enum TestPictures {
    /// A `width × height` picture whose pixel (x, y) is `color(x, y)`, with pixel centres at
    /// x + 0.5, y + 0.5.
    public static func draw(width: Int, height: Int, _ color: (Double, Double) -> Color) -> Image {
        var image = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { image[x: x, y: y] = color(Double(x) + 0.5, Double(y) + 0.5) }
        }
        return image
    }

    /// Whether `p` is inside the disc of `radius` round `center`.
    public static func inDisc(_ p: Vec2, _ center: Vec2, _ radius: Double) -> Bool { p.distance(to: center) <= radius }
}
