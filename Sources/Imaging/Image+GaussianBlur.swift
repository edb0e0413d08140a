import CBlur
import Core
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

extension Image {
    /// The standard deviations `gaussianBlurred(sigma:threads:)` accepts, in pixels.
    public static let gaussianSigmaRange: ClosedRange<Double> = 1...128

    /// The image blurred by a Gaussian of standard deviation `sigma` pixels, its cost the same
    /// whatever `sigma` (Deriche's recursive filters, see `RecursiveGaussian`), on up to
    /// `threads` threads (the calling one alone by default).
    ///
    /// Pixels beyond the edges repeat the edge pixels, as an exact Gaussian with clamped edges
    /// would see them. Colours are blurred premultiplied by alpha, so transparent pixels, whose
    /// colour is meaningless, lend none of it to their neighbours (no dark fringes round a
    /// cut-out); fully transparent results are transparent black.
    /// - Throws: `BlurError.Reason.sigmaOutOfRange` when `sigma` is not a number or lies
    ///   outside `gaussianSigmaRange`.
    public func gaussianBlurred(sigma: Double, threads: Int = 1) throws -> Image {
        guard Self.gaussianSigmaRange.contains(sigma) else { throw BlurError(.sigmaOutOfRange(sigma)) }
        guard width > 0, height > 0 else { return self }
        let (width, height) = (width, height)
        return pixels.withUnsafeBufferPointer { source in
            Self.blurred(source.baseAddress!, rowBytes: width * 4, width: width, height: height,
                         filter: RecursiveGaussian(sigma: sigma), threads: threads)
        }
    }

    /// The block of `width × height` pixels whose top-left pixel is at `source` (RGBA8 rows
    /// `rowBytes` apart) blurred by `filter` as a picture of its own, on up to `threads` threads.
    ///
    /// Two passes (`CBlur`), each filtering eight lines at once along memory: the rows, written
    /// transposed as 8.8 fixed point (a quarter of the bytes of float RGBA, well within the
    /// blur's accuracy), then the transposed lines, the columns, written back transposed as
    /// straight-alpha bytes. Each pass splits its lines between the threads.
    static func blurred(_ source: UnsafePointer<UInt8>, rowBytes: Int, width: Int, height: Int,
                        filter: RecursiveGaussian, threads: Int) -> Image {
        let line = diorama_blur_line(height)
        let threads = max(1, min(threads, (height + 7) / 8, (width + 15) / 16))
        let scratchBytes = diorama_blur_scratch_floats(max(width, height)) * MemoryLayout<Float>.size
        // Every element of these and of the result is written before anything reads it.
        let transposed = largeBuffer(byteCount: width * line * 8).assumingMemoryBound(to: UInt16.self)
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: threads * scratchBytes, alignment: 64)
        defer { transposed.deallocate(); scratch.deallocate() }
        let count = width * height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            let output = buffer.baseAddress!
            let rowGroups = (height + 7) / 8
            forEachThread(threads) { t in
                let first = rowGroups * t / threads * 8, end = min(height, rowGroups * (t + 1) / threads * 8)
                diorama_blur_rows(source, rowBytes, width, height, first, end, filter.first, filter.second, transposed,
                                  (scratch + t * scratchBytes).assumingMemoryBound(to: Float.self))
            }
            // The columns before the first whole 64-byte line of a row go with the first share,
            // so that every share's sixteen-column chunks start on one.
            let lead = min(width, (64 - Int(bitPattern: output) % 64) % 64 / 4)
            let chunks = (width - lead + 15) / 16
            forEachThread(threads) { t in
                let first = t == 0 ? 0 : lead + chunks * t / threads * 16
                let end = min(width, lead + chunks * (t + 1) / threads * 16)
                let block = (scratch + t * scratchBytes).assumingMemoryBound(to: Float.self)
                if t == 0 && lead > 0 {
                    diorama_blur_columns(transposed, width, height, 0, lead, filter.first, filter.second, output, width * 4, block)
                }
                diorama_blur_columns(transposed, width, height, max(first, lead), end, filter.first, filter.second,
                                     output, width * 4, block)
            }
            initialized = count
        }
        return Image(width: width, height: height, pixels: pixels)
    }

    /// Runs `body` for shares 0..<`threads`: on the calling thread when there is one share, else
    /// side by side on Dispatch's threads, returning when all have run. The shares write
    /// disjoint parts of buffers the caller owns, which is why `body` need not be `Sendable`.
    static func forEachThread(_ threads: Int, _ body: (Int) -> Void) {
        if threads == 1 { return body(0) }
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let share = body
            DispatchQueue.concurrentPerform(iterations: threads) { share($0) }
        }
    }

    /// Uninitialised room for `byteCount` bytes, 64-byte aligned, in 2 MiB pages where the
    /// system offers them: the blur's transposed picture is written once and read once, so with
    /// 4 KiB pages faulting it in (and the first pass's writes, one page apart) costs a good
    /// part of the blur.
    private static func largeBuffer(byteCount: Int) -> UnsafeMutableRawPointer {
        let hugePage = 2 << 20
        guard byteCount >= hugePage else { return .allocate(byteCount: max(byteCount, 1), alignment: 64) }
        let raw = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: hugePage)
        #if os(Linux)
        _ = madvise(raw, byteCount, MADV_HUGEPAGE)   // only advice: without it, 4 KiB pages
        #endif
        return raw
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
