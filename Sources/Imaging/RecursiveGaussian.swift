import CBlur
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
///
/// The filtering itself is C (`CBlur`), vectorised for the processor it runs on.
struct RecursiveGaussian: Sendable {
    /// One second-order section: the causal half `y[n] = c0·x[n] + c1·x[n−1] − d1·y[n−1] −
    /// d2·y[n−2]`, the anticausal half `y[n] = a1·x[n+1] + a2·x[n+2] − d1·y[n+1] − d2·y[n+2]`,
    /// and each half's output for a constant input of 1.
    typealias Section = diorama_blur_section

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
                           causal_gain: Float((c0 + c1) / denominator), anticausal_gain: Float((a1 + a2) / denominator))
        }
        first = sections[0]
        second = sections[1]
    }
}
