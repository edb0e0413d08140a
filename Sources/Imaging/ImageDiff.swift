/// A pixel-by-pixel comparison of an image against a reference of the same size, for golden
/// tests: how far apart they are, and a picture of where.
public struct ImageDiff: Sendable, CustomStringConvertible {
    /// The largest difference a channel may show before its pixel counts as differing, 0...255.
    public let tolerance: Int
    /// Whether the two images have the same width and height; when not, nothing else is compared.
    public let sizesMatch: Bool
    /// The largest difference between two corresponding channels (red, green, blue or alpha),
    /// 0...255; 255 when the sizes differ.
    public let maxChannelDelta: Int
    /// How many pixels have a channel differing by more than `tolerance`; every pixel of the
    /// larger image when the sizes differ.
    public let differingPixelCount: Int
    /// The fraction of pixels, 0...1, that differ by more than `tolerance`; 1 when the sizes differ.
    public let differingFraction: Double
    /// The reference, greyed and darkened, with pixels over the tolerance in red and pixels that
    /// differ within it in yellow; nil when the sizes differ.
    public let diffImage: Image?

    private let sizes: (actual: (Int, Int), reference: (Int, Int))

    /// Compares `actual` with `reference`.
    /// - Parameter tolerance: the per-channel difference a pixel may show and still count as
    ///   equal, 0...255.
    public init(_ actual: Image, against reference: Image, tolerance: Int = 0) {
        self.tolerance = tolerance
        sizes = ((actual.width, actual.height), (reference.width, reference.height))
        guard actual.width == reference.width, actual.height == reference.height else {
            sizesMatch = false
            maxChannelDelta = 255
            differingPixelCount = max(actual.width * actual.height, reference.width * reference.height)
            differingFraction = 1
            diffImage = nil
            return
        }
        sizesMatch = true
        let a = actual.pixels, r = reference.pixels
        var diff = [UInt8](repeating: 255, count: r.count)
        var largest = 0, differing = 0
        for i in stride(from: 0, to: r.count, by: 4) {
            var delta = 0
            for c in 0..<4 { delta = max(delta, abs(Int(a[i + c]) - Int(r[i + c]))) }
            largest = max(largest, delta)
            if delta > tolerance {
                differing += 1
                diff[i] = 255; diff[i + 1] = 0; diff[i + 2] = 0
            } else if delta > 0 {
                diff[i] = 255; diff[i + 1] = 220; diff[i + 2] = 0
            } else {
                let luma = (Int(r[i]) * 77 + Int(r[i + 1]) * 150 + Int(r[i + 2]) * 29) >> 8
                let grey = UInt8(luma * Int(r[i + 3]) / 255 / 4)
                diff[i] = grey; diff[i + 1] = grey; diff[i + 2] = grey
            }
        }
        maxChannelDelta = largest
        differingPixelCount = differing
        let count = r.count / 4
        differingFraction = count == 0 ? 0 : Double(differing) / Double(count)
        diffImage = Image(width: reference.width, height: reference.height, pixels: diff)
    }

    /// Whether no more than `maxDifferingFraction` (0...1) of the pixels differ by more than
    /// the tolerance; false when the sizes differ.
    public func isWithin(maxDifferingFraction: Double) -> Bool {
        sizesMatch && differingFraction <= maxDifferingFraction
    }

    public var description: String {
        guard sizesMatch else {
            return "sizes differ: \(sizes.actual.0)×\(sizes.actual.1) against a \(sizes.reference.0)×\(sizes.reference.1) reference"
        }
        let percent = (differingFraction * 10000).rounded() / 100
        return "largest channel difference \(maxChannelDelta); \(differingPixelCount) pixels (\(percent)%) "
            + "differ by more than \(tolerance)"
    }
}
