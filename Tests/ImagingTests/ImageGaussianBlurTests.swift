import Core
import Foundation
import Imaging
import SceneTestSupport
import Testing

@Suite("Gaussian blur")
struct ImageGaussianBlurTests {
    /// The standard deviations the accuracy is checked at, pixels.
    static let sigmas: [Double] = [1, 2, 3, 5, 8, 16, 32, 64, 128]

    @Test("matches an exact clamped-edge Gaussian within 2 (max) and 0.4 (mean) of 255 a channel",
          arguments: sigmas)
    func accuracy(sigma: Double) throws {
        // A mosaic of noise, translucent noise, a checkerboard, gradients and hard edges, wider
        // and taller than 8σ up to σ = 8; beyond, the kernel spans the picture, which tests the
        // clamped edges, and rows 16σ + 100 long test the kernel's far tails.
        // Heights that are not a multiple of 4 also take the rows the blur cannot group by four.
        let (width, height) = sigma <= 8 ? (144, 98) : (96, 66)
        let length = Int(16 * sigma) + 100
        let pictures = [("mosaic", BlurPictures.mosaic(width: width, height: height)),
                        ("noise row", BlurPictures.noise(width: length, height: 1, seed: 7)),
                        ("edges row", BlurPictures.edges(width: length, height: 1))]
        for (name, picture) in pictures {
            let error = BlurDifference(try picture.gaussianBlurred(sigma: sigma),
                                       against: ExactGaussian.blurred(picture, sigma: sigma))
            #expect(error.maximum <= 2, "\(name) at σ \(sigma): maximum error \(error.maximum)")
            #expect(error.mean <= 0.4, "\(name) at σ \(sigma): mean error \(error.mean)")
        }
    }

    @Test("a flat colour stays exactly flat")
    func flat() throws {
        let image = Image(width: 40, height: 30, fill: Color(r: 10, g: 200, b: 30, a: 180))
        #expect(try image.gaussianBlurred(sigma: 5) == image)
        #expect(try image.gaussianBlurred(sigma: 100) == image)
        // Over 2 MiB of working floats, so the buffers come from the large-page path.
        let row = Image(width: 140_000, height: 1, fill: Color(r: 250, g: 3, b: 77))
        #expect(try row.gaussianBlurred(sigma: 16) == row)
    }

    @Test("transparent pixels lend no colour: an opaque red square keeps red edges as it fades")
    func premultiplied() throws {
        var image = Image(width: 64, height: 64)   // transparent black
        for y in 16..<48 { for x in 16..<48 { image[x: x, y: y] = Color(r: 255, g: 0, b: 0) } }
        let blurred = try image.gaussianBlurred(sigma: 4)
        var faded = 0
        for y in 0..<64 {
            for x in 0..<64 where blurred[x: x, y: y].a >= 8 {
                let pixel = blurred[x: x, y: y]
                #expect(pixel.r >= 254 && pixel.g <= 1 && pixel.b <= 1, "pixel (\(x), \(y)) is \(pixel)")
                if pixel.a < 250 { faded += 1 }
            }
        }
        #expect(faded > 200)
        // The first opaque column's centre is ½ pixel inside the edge: Φ(½ / 4) of 255 ≈ 140.
        #expect((138...142).contains(blurred[x: 16, y: 32].a))
    }

    @Test("σ that is not a number, not positive or out of range is refused", arguments: [
        Double.nan, -1, 0, 0.5, 128.5, 1e9, .infinity,
    ])
    func refusesSigma(sigma: Double) {
        let image = Image(width: 4, height: 4, fill: .white)
        #expect {
            try image.gaussianBlurred(sigma: sigma)
        } throws: { error in
            (error as? BlurError)?.description.contains("σ must be from 1.0 to 128.0 pixels") == true
        }
    }

    @Test("the ends of the σ range and an empty image are accepted")
    func rangeEnds() throws {
        let image = BlurPictures.noise(width: 20, height: 10, seed: 1)
        _ = try image.gaussianBlurred(sigma: Image.gaussianSigmaRange.lowerBound)
        _ = try image.gaussianBlurred(sigma: Image.gaussianSigmaRange.upperBound)
        #expect(try Image(width: 0, height: 0).gaussianBlurred(sigma: 3) == Image(width: 0, height: 0))
    }
}

/// The largest and the mean difference, of 255, between a blurred image's bytes and the exact
/// straight-alpha channels; colour channels only where the exact alpha is at least 64, since
/// colour under less alpha is carried by few bits.
struct BlurDifference {
    var maximum = 0.0, mean = 0.0

    init(_ image: Image, against exact: [SIMD4<Double>]) {
        var sum = 0.0, count = 0
        for (i, expected) in exact.enumerated() {
            let pixel = image[x: i % image.width, y: i / image.width]
            let channels = [Double(pixel.r), Double(pixel.g), Double(pixel.b), Double(pixel.a)]
            for c in (expected.w >= 64 ? 0..<4 : 3..<4) {
                let difference = abs(channels[c] - expected[c])
                maximum = max(maximum, difference)
                sum += difference
                count += 1
            }
        }
        mean = sum / Double(max(count, 1))
    }
}

/// A Gaussian blur computed directly: a sampled kernel truncated at ⌈4σ⌉, normalised, applied
/// along rows then columns to premultiplied colour in double precision, coordinates beyond the
/// edges clamped to the edge pixels.
enum ExactGaussian {
    /// The straight-alpha channels of `image` blurred by σ `sigma`, row by row, 0...255 unrounded.
    static func blurred(_ image: Image, sigma: Double) -> [SIMD4<Double>] {
        let (width, height) = (image.width, image.height)
        let radius = Int((4 * sigma).rounded(.up))
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        let kernel = weights.map { $0 / total }
        // below[k]: the weight of taps −radius..<k − radius, which all land on the first pixel
        // once clamped (and, mirrored, on the last).
        var below = [0.0]
        for weight in kernel { below.append(below[below.count - 1] + weight) }
        var planes = (0..<4).map { channel in
            image.pixels.indices.filter { $0 % 4 == channel }.map { i -> Double in
                let alpha = Double(image.pixels[i - channel + 3]) / 255
                return channel == 3 ? Double(image.pixels[i]) : Double(image.pixels[i]) * alpha
            }
        }
        for c in 0..<4 {
            planes[c] = convolve(planes[c], count: width, lines: height, step: 1, lineStep: width, kernel: kernel, below: below)
            planes[c] = convolve(planes[c], count: height, lines: width, step: width, lineStep: 1, kernel: kernel, below: below)
        }
        return (0..<(width * height)).map { i in
            let alpha = planes[3][i]
            guard alpha > 0 else { return .zero }
            return SIMD4(planes[0][i] * 255 / alpha, planes[1][i] * 255 / alpha, planes[2][i] * 255 / alpha, alpha)
        }
    }

    /// `values` convolved with `kernel` along `lines` lines of `count` samples `step` apart,
    /// lines `lineStep` apart, taps beyond a line's ends taking its end samples.
    private static func convolve(_ values: [Double], count: Int, lines: Int, step: Int, lineStep: Int,
                                 kernel: [Double], below: [Double]) -> [Double] {
        let radius = kernel.count / 2
        var result = values
        values.withUnsafeBufferPointer { values in
            for line in 0..<lines {
                let base = line * lineStep
                let first = values[base], last = values[base + (count - 1) * step]
                for n in 0..<count {
                    // Taps n − radius ... n + radius; those below 0 weigh on `first`, those past
                    // count − 1 on `last`.
                    let low = max(n - radius, 0), high = min(n + radius, count - 1)
                    var sum = first * below[low - (n - radius)] + last * (1 - below[high - (n - radius) + 1])
                    for m in low...high { sum += kernel[m - n + radius] * values[base + m * step] }
                    result[base + n * step] = sum
                }
            }
        }
        return result
    }
}

/// Pictures that stress a blur: noise, hard edges, a checkerboard and gradients, opaque and
/// translucent.
enum BlurPictures {
    /// Six cells in three columns and two rows: noise, translucent noise, a checkerboard;
    /// gradients, hard edges, and noise again, each cut from its own `width × height` picture.
    static func mosaic(width: Int, height: Int) -> Image {
        let cells = [noise(width: width, height: height, seed: 3), noise(width: width, height: height, seed: 5, translucent: true),
                     checkerboard(width: width, height: height), gradients(width: width, height: height),
                     edges(width: width, height: height), noise(width: width, height: height, seed: 9)]
        var mosaic = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { mosaic[x: x, y: y] = cells[(y * 2 / height) * 3 + x * 3 / width][x: x, y: y] }
        }
        return mosaic
    }

    /// Every channel random 0...255 (alpha 255 unless `translucent`), the same for a seed.
    static func noise(width: Int, height: Int, seed: UInt64, translucent: Bool = false) -> Image {
        var state = seed
        let bytes = (0..<(width * height * 4)).map { i -> UInt8 in
            state = state &* 6364136223846793005 &+ 1442695040888963407   // Knuth's MMIX LCG
            let value = UInt8(truncatingIfNeeded: state >> 56)
            return i % 4 == 3 && !translucent ? 255 : value
        }
        return Image(width: width, height: height, pixels: bytes)
    }

    /// Black and white halves split at a third of the width, a saturated disc across the split
    /// and a transparent bar along the bottom.
    static func edges(width: Int, height: Int) -> Image {
        let w = Double(width), h = Double(height)
        return TestPictures.draw(width: width, height: height) { x, y in
            if height > 4 && y > h * 0.85 { return .clear }
            if Vec2(x, y).distance(to: Vec2(w / 3, h / 2)) < min(w, h) / 4 { return Color(r: 250, g: 20, b: 200) }
            return x < w / 3 ? .black : .white
        }
    }

    /// Black and white squares of 7 pixels with a green one every third.
    static func checkerboard(width: Int, height: Int) -> Image {
        TestPictures.draw(width: width, height: height) { x, y in
            let (i, j) = (Int(x) / 7, Int(y) / 7)
            if (i + j) % 3 == 0 { return Color(r: 0, g: 255, b: 0) }
            return (i + j) % 2 == 0 ? .black : .white
        }
    }

    /// Red rising left to right, green top to bottom, blue along the diagonal, alpha 255.
    static func gradients(width: Int, height: Int) -> Image {
        TestPictures.draw(width: width, height: height) { x, y in
            let u = x / Double(width), v = y / Double(height)
            return Color(r: UInt8(255 * u), g: UInt8(255 * v), b: UInt8(255 * (u + v) / 2))
        }
    }
}
