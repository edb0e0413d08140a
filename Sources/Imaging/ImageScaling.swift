extension Image {
    /// The image resampled to `width × height` pixels with bilinear filtering.
    ///
    /// Pixel centres are aligned (the corners of the two images coincide) and colours are
    /// weighted by alpha, so transparent pixels do not darken the edges of what they surround.
    /// Fully transparent results are transparent black. Meant for moderate changes of size (down
    /// to about half); smaller results alias.
    public func scaled(width: Int, height: Int) -> Image {
        precondition(width >= 0 && height >= 0, "negative image size \(width)×\(height)")
        guard self.width > 0, self.height > 0 else { return Image(width: width, height: height) }
        var result = [UInt8](repeating: 0, count: width * height * 4)
        let sx = Double(self.width) / Double(max(width, 1)), sy = Double(self.height) / Double(max(height, 1))
        for y in 0..<height {
            let (y0, y1, fy) = Self.samples(Double(y), scale: sy, count: self.height)
            for x in 0..<width {
                let (x0, x1, fx) = Self.samples(Double(x), scale: sx, count: self.width)
                var premultiplied = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
                func accumulate(_ cx: Int, _ cy: Int, _ weight: Double) {
                    let i = (cy * self.width + cx) * 4
                    let alpha = Double(pixels[i + 3]) * weight
                    premultiplied.r += Double(pixels[i]) * alpha
                    premultiplied.g += Double(pixels[i + 1]) * alpha
                    premultiplied.b += Double(pixels[i + 2]) * alpha
                    premultiplied.a += alpha
                }
                accumulate(x0, y0, (1 - fx) * (1 - fy))
                accumulate(x1, y0, fx * (1 - fy))
                accumulate(x0, y1, (1 - fx) * fy)
                accumulate(x1, y1, fx * fy)
                let o = (y * width + x) * 4
                if premultiplied.a > 0 {
                    result[o] = Self.channel(premultiplied.r / premultiplied.a)
                    result[o + 1] = Self.channel(premultiplied.g / premultiplied.a)
                    result[o + 2] = Self.channel(premultiplied.b / premultiplied.a)
                    result[o + 3] = Self.channel(premultiplied.a)
                }
            }
        }
        return Image(width: width, height: height, pixels: result)
    }

    /// The two source pixels a destination pixel's centre falls between along one axis, and the
    /// weight of the second.
    private static func samples(_ destination: Double, scale: Double, count: Int) -> (Int, Int, Double) {
        let position = min(max((destination + 0.5) * scale - 0.5, 0), Double(count - 1))
        let first = Int(position)
        return (first, min(first + 1, count - 1), position - Double(first))
    }

    /// A channel value rounded and clamped to 0...255.
    private static func channel(_ value: Double) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }
}
