import Core
#if canImport(Glibc)
import Glibc
#endif

extension Image {
    /// The standard deviations `gaussianBlurred(sigma:)` accepts, in pixels.
    public static let gaussianSigmaRange: ClosedRange<Double> = 1...128

    /// The image blurred by a Gaussian of standard deviation `sigma` pixels, its cost the same
    /// whatever `sigma` (Deriche's recursive filters, see `RecursiveGaussian`).
    ///
    /// Pixels beyond the edges repeat the edge pixels, as an exact Gaussian with clamped edges
    /// would see them. Colours are blurred premultiplied by alpha, so transparent pixels, whose
    /// colour is meaningless, lend none of it to their neighbours (no dark fringes round a
    /// cut-out); fully transparent results are transparent black.
    /// - Throws: `BlurError.Reason.sigmaOutOfRange` when `sigma` is not a number or lies
    ///   outside `gaussianSigmaRange`.
    public func gaussianBlurred(sigma: Double) throws -> Image {
        guard Self.gaussianSigmaRange.contains(sigma) else { throw BlurError(.sigmaOutOfRange(sigma)) }
        guard width > 0, height > 0 else { return self }
        let filter = RecursiveGaussian(sigma: sigma)
        let (width, height) = (width, height)
        // Columns filtered together, a 4 KiB page of each row: walking down a strip touches one
        // page a row (32 columns measured slower at 2048²; 64 to 2048 alike).
        let stripWidth = 256
        // Every element of both is written before anything reads it.
        let planes = Self.largeBuffer(of: SIMD4<Float>.self, count: width * height)
        var result = [UInt8](unsafeUninitializedCapacity: pixels.count) { _, count in count = pixels.count }
        let scratch = Self.largeBuffer(of: SIMD4<Float>.self, count: max(width, (height + 4) * stripWidth))
        let group = UnsafeMutablePointer<SIMD16<Float>>.allocate(capacity: 2 * width)
        defer { planes.deallocate(); scratch.deallocate(); group.deallocate() }
        pixels.withUnsafeBytes { source in
            // Rows four at a time, the same pixel of each in one sixteen-lane vector.
            let grouped = height - height % 4
            for y in stride(from: 0, to: grouped, by: 4) {
                let rows = (0..<4).map { planes + (y + $0) * width }
                for x in 0..<width {
                    let i = (y * width + x) * 4, next = width * 4
                    group[x] = SIMD16(lowHalf: SIMD8(lowHalf: Self.premultiplied(source, at: i),
                                                     highHalf: Self.premultiplied(source, at: i + next)),
                                      highHalf: SIMD8(lowHalf: Self.premultiplied(source, at: i + 2 * next),
                                                      highHalf: Self.premultiplied(source, at: i + 3 * next)))
                }
                filter.filterRow(group, count: width, line: group + width)
                for x in 0..<width {
                    let pixel = group[x]
                    rows[0][x] = pixel.lowHalf.lowHalf; rows[1][x] = pixel.lowHalf.highHalf
                    rows[2][x] = pixel.highHalf.lowHalf; rows[3][x] = pixel.highHalf.highHalf
                }
            }
            for y in grouped..<height {
                let row = planes + y * width
                for x in 0..<width { row[x] = Self.premultiplied(source, at: (y * width + x) * 4) }
                filter.filterRow(row, count: width, line: scratch)
            }
        }
        result.withUnsafeMutableBytes { result in
            for left in stride(from: 0, to: width, by: stripWidth) {
                let columns = min(stripWidth, width - left)
                filter.filterColumns(planes + left, columns: columns, rows: height, rowStride: width,
                                     into: result.baseAddress! + left * 4, scratch: scratch)
            }
        }
        return Image(width: width, height: height, pixels: result)
    }

    /// Uninitialised room for `count` values, in 2 MiB pages where the system offers them:
    /// the blur's buffers are written once and read a few times, so with 4 KiB pages faulting
    /// them in costs a good part of the blur.
    private static func largeBuffer<Value>(of type: Value.Type, count: Int) -> UnsafeMutablePointer<Value> {
        let hugePage = 2 << 20, byteCount = count * MemoryLayout<Value>.stride
        guard byteCount >= hugePage else { return .allocate(capacity: count) }
        let raw = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: hugePage)
        #if os(Linux)
        _ = madvise(raw, byteCount, MADV_HUGEPAGE)   // only advice: without it, 4 KiB pages
        #endif
        return raw.bindMemory(to: Value.self, capacity: count)
    }

    /// The pixel at byte `offset` of `bytes` with its colour multiplied by its alpha, 0...255.
    @inline(__always)
    static func premultiplied(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> SIMD4<Float> {
        let alpha = Float(bytes[offset + 3])
        let scale = alpha * (1 / 255)
        return SIMD4(Float(bytes[offset]) * scale, Float(bytes[offset + 1]) * scale, Float(bytes[offset + 2]) * scale, alpha)
    }

    /// A premultiplied pixel, 0...255 a channel, as straight-alpha bytes, rounded; transparent
    /// black when its alpha rounds to 0.
    @inline(__always)
    static func straight(_ pixel: SIMD4<Float>) -> SIMD4<UInt8> {
        guard pixel.w >= 0.5 else { return .zero }
        let scale = 255 / pixel.w
        var colour = pixel * SIMD4(scale, scale, scale, 1)
        // Masked replacements vectorise; `clamped` goes lane by lane minding NaNs, which cannot occur.
        colour.replace(with: 0, where: colour .< 0)
        colour.replace(with: 255, where: colour .> 255)
        // Adding 1.5 × 2²³ leaves the value rounded to the nearest integer in the low mantissa
        // bits, a branch-free conversion (Swift's checked one is several times slower here).
        let words = unsafeBitCast(colour + SIMD4(repeating: 12_582_912), to: SIMD4<UInt32>.self)
        return SIMD4<UInt8>(truncatingIfNeeded: words)
    }
}
