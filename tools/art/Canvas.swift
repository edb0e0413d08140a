import Engine

/// A straight-alpha colour with channels in 0...1, for drawing.
struct Paint {
    var r: Double, g: Double, b: Double, a: Double

    init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// `0xRRGGBB` with alpha 0...1.
    init(hex: UInt32, alpha: Double = 1) {
        self.init(r: Double((hex >> 16) & 0xFF) / 255, g: Double((hex >> 8) & 0xFF) / 255,
                  b: Double(hex & 0xFF) / 255, a: alpha)
    }

    /// This paint with its alpha multiplied by `factor`.
    func times(_ factor: Double) -> Paint { Paint(r: r, g: g, b: b, a: a * factor) }

    /// Channel-wise mix: `self` at 0, `other` at 1.
    func mixed(with other: Paint, _ t: Double) -> Paint {
        Paint(r: r + (other.r - r) * t, g: g + (other.g - g) * t, b: b + (other.b - b) * t, a: a + (other.a - a) * t)
    }
}

/// A rectangle of pixels, `x0..<x1` × `y0..<y1`.
struct PixelBox {
    var x0: Int, y0: Int, x1: Int, y1: Int
}

/// A picture being drawn: premultiplied RGBA in `Double`s, composited "source over" one layer at
/// a time and turned into an 8-bit straight-alpha `Image` at the end.
struct Canvas {
    let width: Int, height: Int
    /// Premultiplied red, green, blue, alpha per pixel, rows from the top.
    private var rgba: [Double]

    /// A transparent canvas.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        rgba = [Double](repeating: 0, count: width * height * 4)
    }

    /// A canvas holding `image`.
    init(_ image: Image) {
        self.init(width: image.width, height: image.height)
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let a = Double(image.pixels[i + 3]) / 255
            for c in 0..<3 { rgba[i + c] = Double(image.pixels[i + c]) / 255 * a }
            rgba[i + 3] = a
        }
    }

    /// The whole canvas as a box.
    var bounds: PixelBox { PixelBox(x0: 0, y0: 0, x1: width, y1: height) }

    /// Composites `shader`'s colour over every pixel of `box` (cut to the canvas). The shader gets
    /// the pixel's centre (x + 0.5, y + 0.5) and returns a straight-alpha paint, or nil to leave
    /// the pixel alone.
    mutating func paint(in box: PixelBox, _ shader: (Double, Double) -> Paint?) {
        let x0 = max(0, box.x0), y0 = max(0, box.y0), x1 = min(width, box.x1), y1 = min(height, box.y1)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 {
                guard let p = shader(Double(x) + 0.5, Double(y) + 0.5) else { continue }
                let a = min(max(p.a, 0), 1)
                guard a > 0 else { continue }
                let i = (y * width + x) * 4
                rgba[i] = p.r * a + rgba[i] * (1 - a)
                rgba[i + 1] = p.g * a + rgba[i + 1] * (1 - a)
                rgba[i + 2] = p.b * a + rgba[i + 2] * (1 - a)
                rgba[i + 3] = a + rgba[i + 3] * (1 - a)
            }
        }
    }

    /// Composites `image` over the canvas with its top-left at (`x`, `y`), alpha scaled by
    /// `opacity`.
    mutating func draw(_ image: Image, x: Int, y: Int, opacity: Double = 1) {
        paint(in: PixelBox(x0: x, y0: y, x1: x + image.width, y1: y + image.height)) { px, py in
            let c = image[x: Int(px) - x, y: Int(py) - y]
            guard c.a > 0 else { return nil }
            return Paint(r: Double(c.r) / 255, g: Double(c.g) / 255, b: Double(c.b) / 255, a: Double(c.a) / 255 * opacity)
        }
    }

    /// The canvas as an 8-bit straight-alpha image (rounded; transparent pixels are transparent
    /// black).
    func image() -> Image {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        func byte(_ v: Double) -> UInt8 { UInt8(min(max(v * 255, 0), 255).rounded()) }
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let a = rgba[i + 3]
            let alpha = byte(a)
            guard alpha > 0 else { continue }
            for c in 0..<3 { bytes[i + c] = byte(rgba[i + c] / a) }
            bytes[i + 3] = alpha
        }
        return Image(width: width, height: height, pixels: bytes)
    }
}
