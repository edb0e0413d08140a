#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Gaussian of standard deviation `sigma` pixels as recursive (IIR) filters: Deriche's
/// fourth-order approximation (R. Deriche, "Recursively implementing the Gaussian and its
/// derivatives", INRIA research report 1893, 1993).
///
/// Deriche writes the right half of a Gaussian of unit deviation, t ≥ 0, as two damped
/// oscillations, e^(−t²/2) ≈ Σᵢ (αᵢ cos ωᵢt + βᵢ sin ωᵢt) e^(−λᵢt), within 6 × 10⁻⁴ of the
/// peak. Each term sampled at t = n / σ is a pair of complex-conjugate geometric sequences, so
/// it is the impulse response of a second-order recursive section; the causal filter (n ≥ 0)
/// and the anticausal one (n < 0, the mirror image less the centre tap) add up to the whole
/// kernel. Every output costs the same few multiplications whatever σ is.
///
/// The sections run side by side (parallel form) rather than multiplied into one fourth-order
/// recursion: for large σ the poles crowd near 1 and the fourth-order denominator's sum
/// shrinks to about 10⁻⁶ at σ = 64, too little for single precision to carry; a second-order
/// section's stays near 10⁻³. The parallel form also makes clamped edges exact: beyond an edge the input is
/// the edge value for ever, so each section starts in its steady state for that value.
struct RecursiveGaussian: Sendable {
    /// One second-order section: the causal half `y[n] = c0·x[n] + c1·x[n−1] − d1·y[n−1] −
    /// d2·y[n−2]`, the anticausal half `y[n] = a1·x[n+1] + a2·x[n+2] − d1·y[n+1] − d2·y[n+2]`,
    /// and each half's output for a constant input of 1.
    struct Section: Sendable {
        let c0: Float, c1: Float, a1: Float, a2: Float, d1: Float, d2: Float
        let causalGain: Float, anticausalGain: Float
    }

    /// Deriche's terms (α, β, λ, ω) for a Gaussian of unit deviation.
    private static let terms: [(alpha: Double, beta: Double, lambda: Double, omega: Double)] = [
        (1.680, 3.735, 1.783, 0.6318),
        (-0.6803, -0.2598, 1.723, 1.997),
    ]

    /// The two sections, their gains scaled so that the whole kernel sums to 1.
    let first: Section, second: Section

    /// The filters for a Gaussian of `sigma` pixels (at least 1: below it the approximation
    /// drifts from the sampled Gaussian).
    init(sigma: Double) {
        precondition(sigma >= 1, "recursive Gaussian of σ \(sigma) < 1")
        // Each term is Re[c zⁿ] with c = α − iβ and the pole z = e^((−λ + iω)/σ).
        let raw = Self.terms.map { term -> (c0: Double, c1: Double, a1: Double, a2: Double, d1: Double, d2: Double) in
            let modulus = exp(-term.lambda / sigma), angle = term.omega / sigma
            let (zr, zi) = (modulus * cos(angle), modulus * sin(angle))
            let (cr, ci) = (term.alpha, -term.beta)
            let cz = cr * zr - ci * zi                 // Re(c z)
            let czConjugate = cr * zr + ci * zi        // Re(c z̄)
            return (cr, -czConjugate, cz, -modulus * modulus * cr, -2 * zr, modulus * modulus)
        }
        let dcSum = raw.reduce(0.0) { sum, s in sum + (s.c0 + s.c1 + s.a1 + s.a2) / (1 + s.d1 + s.d2) }
        let sections = raw.map { s in
            let (c0, c1, a1, a2) = (s.c0 / dcSum, s.c1 / dcSum, s.a1 / dcSum, s.a2 / dcSum)
            let denominator = 1 + s.d1 + s.d2
            return Section(c0: Float(c0), c1: Float(c1), a1: Float(a1), a2: Float(a2), d1: Float(s.d1), d2: Float(s.d2),
                           causalGain: Float((c0 + c1) / denominator), anticausalGain: Float((a1 + a2) / denominator))
        }
        first = sections[0]
        second = sections[1]
    }

    /// Filters the `count` pixels of `row` in place, each pixel's channels alike; pixels beyond
    /// the ends repeat the end pixels. `line` is scratch room for `count` pixels. A wide pixel
    /// (eight or sixteen channels) can hold the same pixel of several rows, filtered together so
    /// that one row's arithmetic fills the time another's waits on its last result.
    func filterRow<Pixel: SIMD>(_ row: UnsafeMutablePointer<Pixel>, count: Int, line: UnsafeMutablePointer<Pixel>)
    where Pixel.Scalar == Float {
        guard count > 0 else { return }
        let (p, q) = (first, second)
        // Causal, left to right, into `line`.
        let start = row[0]
        var previous = start
        var p1 = start * p.causalGain, p2 = p1, q1 = start * q.causalGain, q2 = q1
        for n in 0..<count {
            let x = row[n]
            let py = p.c0 * x + p.c1 * previous - p.d1 * p1 - p.d2 * p2
            let qy = q.c0 * x + q.c1 * previous - q.d1 * q1 - q.d2 * q2
            p2 = p1; p1 = py; q2 = q1; q1 = qy
            previous = x
            line[n] = py + qy
        }
        // Anticausal, right to left, added to the causal half.
        let end = row[count - 1]
        var next = end, afterNext = end
        p1 = end * p.anticausalGain; p2 = p1; q1 = end * q.anticausalGain; q2 = q1
        for n in (0..<count).reversed() {
            let py = p.a1 * next + p.a2 * afterNext - p.d1 * p1 - p.d2 * p2
            let qy = q.a1 * next + q.a2 * afterNext - q.d1 * q1 - q.d2 * q2
            p2 = p1; p1 = py; q2 = q1; q1 = qy
            afterNext = next
            next = row[n]
            row[n] = line[n] + py + qy
        }
    }

    /// Filters down the columns of a block of `rows` rows of `columns` premultiplied pixels,
    /// rows `rowStride` pixels apart from `block`, rows beyond the top and bottom repeating the
    /// end rows, and writes them as straight-alpha RGBA8 (`Image.straight`) to `output`,
    /// laid out like `block` at 4 bytes a pixel. Whole rows at a time, so the pixels of a row
    /// are independent and the loop vectorises. `scratch` is room for `(rows + 4) × columns`
    /// pixels.
    func filterColumns(_ block: UnsafePointer<SIMD4<Float>>, columns: Int, rows: Int, rowStride: Int,
                       into output: UnsafeMutableRawPointer, scratch: UnsafeMutablePointer<SIMD4<Float>>) {
        guard rows > 0, columns > 0 else { return }
        let (p, q) = (first, second)
        let causal = scratch
        let p1 = scratch + rows * columns, p2 = p1 + columns, q1 = p2 + columns, q2 = q1 + columns
        // Causal, top to bottom, into `causal`; x[n−1] is the row above, the first row's own.
        for j in 0..<columns {
            let start = block[j]
            p1[j] = start * p.causalGain; p2[j] = p1[j]
            q1[j] = start * q.causalGain; q2[j] = q1[j]
        }
        for y in 0..<rows {
            let row = block + y * rowStride, above = block + max(y - 1, 0) * rowStride, out = causal + y * columns
            for j in 0..<columns {
                let x = row[j], x1 = above[j]
                let py = p.c0 * x + p.c1 * x1 - p.d1 * p1[j] - p.d2 * p2[j]
                let qy = q.c0 * x + q.c1 * x1 - q.d1 * q1[j] - q.d2 * q2[j]
                p2[j] = p1[j]; p1[j] = py; q2[j] = q1[j]; q1[j] = qy
                out[j] = py + qy
            }
        }
        // Anticausal, bottom to top, added to the causal half; x[n+1] and x[n+2] are the rows
        // below, the last row standing in for those past it.
        let bottom = block + (rows - 1) * rowStride
        for j in 0..<columns {
            let end = bottom[j]
            p1[j] = end * p.anticausalGain; p2[j] = p1[j]
            q1[j] = end * q.anticausalGain; q2[j] = q1[j]
        }
        for y in (0..<rows).reversed() {
            let below = block + min(y + 1, rows - 1) * rowStride, further = block + min(y + 2, rows - 1) * rowStride
            let done = causal + y * columns, out = output + y * rowStride * 4
            for j in 0..<columns {
                let x1 = below[j], x2 = further[j]
                let py = p.a1 * x1 + p.a2 * x2 - p.d1 * p1[j] - p.d2 * p2[j]
                let qy = q.a1 * x1 + q.a2 * x2 - q.d1 * q1[j] - q.d2 * q2[j]
                p2[j] = p1[j]; p1[j] = py; q2[j] = q1[j]; q1[j] = qy
                out.storeBytes(of: Image.straight(done[j] + py + qy), toByteOffset: j * 4, as: SIMD4<UInt8>.self)
            }
        }
    }
}
