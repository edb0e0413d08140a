import Core

/// Which pixels of an image are solid: alpha ≥ threshold.
public struct AlphaMask: Sendable, Equatable {
    /// The width, in pixels.
    public let width: Int
    /// The height, in pixels.
    public let height: Int
    /// One flag a pixel, row by row from the top-left.
    public internal(set) var solid: [Bool]

    /// The pixels of `image` whose alpha is at least `threshold` (0...255).
    public init(_ image: Image, threshold: UInt8 = 128) {
        width = image.width
        height = image.height
        solid = image.pixels.withUnsafeBufferPointer { bytes in
            (0..<(image.width * image.height)).map { bytes[$0 * 4 + 3] >= threshold }
        }
    }

    /// A mask of `width × height` pixels from their flags, row by row from the top-left.
    public init(width: Int, height: Int, solid: [Bool]) {
        precondition(width >= 0 && height >= 0 && solid.count == width * height,
                     "\(solid.count) flags do not make a \(width)×\(height) mask")
        self.width = width
        self.height = height
        self.solid = solid
    }

    /// Whether the pixel at column `x`, row `y` is solid; false outside the mask.
    public subscript(x: Int, y: Int) -> Bool {
        x >= 0 && x < width && y >= 0 && y < height && solid[y * width + x]
    }

    /// How many pixels are solid.
    public var solidCount: Int { solid.count { $0 } }
}
