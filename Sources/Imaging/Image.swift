import Core

/// A picture in memory: 8-bit RGBA with straight (not premultiplied) alpha, rows top to bottom.
public struct Image: Equatable, Sendable {
    /// The width, in pixels.
    public let width: Int
    /// The height, in pixels.
    public let height: Int
    /// The pixels row by row from the top-left, 4 bytes each (red, green, blue, alpha);
    /// `width × height × 4` bytes.
    public private(set) var pixels: [UInt8]

    /// The longest side a decoded image may have, in pixels.
    public static let maxSide = 16384
    /// The largest buffer decoding may allocate, in bytes (512 MiB): 4 bytes a pixel, 8 for
    /// 16-bit files.
    public static let maxByteCount = 512 << 20
    /// The most pixels a JPEG may declare (100 megapixels), checked from its header before
    /// anything is allocated.
    public static let maxJPEGPixelCount = 100_000_000

    /// An image of `width × height` pixels, all `fill`.
    public init(width: Int, height: Int, fill: Color = .clear) {
        precondition(width >= 0 && height >= 0, "negative image size \(width)×\(height)")
        self.width = width
        self.height = height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if fill != .clear {
            for i in stride(from: 0, to: pixels.count, by: 4) {
                pixels[i] = fill.r; pixels[i + 1] = fill.g; pixels[i + 2] = fill.b; pixels[i + 3] = fill.a
            }
        }
        self.pixels = pixels
    }

    /// An image over existing RGBA8 bytes; `pixels.count` must be `width × height × 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "negative image size \(width)×\(height)")
        precondition(pixels.count == width * height * 4,
                     "\(pixels.count) bytes do not make a \(width)×\(height) RGBA8 image")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour of the pixel at column `x`, row `y` (both from 0 at the top-left).
    public subscript(x x: Int, y y: Int) -> Color {
        get {
            let i = offset(x: x, y: y)
            return Color(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = offset(x: x, y: y)
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// The index of the pixel's red byte in `pixels`.
    private func offset(x: Int, y: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        return (y * width + x) * 4
    }
}
