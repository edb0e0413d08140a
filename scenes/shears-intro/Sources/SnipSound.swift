import Engine
import Foundation

/// The metallic "shink" of the blades meeting, synthesised once: a click, a short bright scrape
/// (high-passed noise) and a ring of inharmonic partials that die away, like struck steel.
enum SnipSound {
    /// The sound, 0.32 s at 44.1 kHz; the same samples on every run.
    static let snip = make()

    /// Synthesises the snip at `sampleRate` hertz.
    static func make(sampleRate: Int = 44_100) -> Sound {
        let count = Int(0.32 * Double(sampleRate))
        let rate = Double(sampleRate)
        // A fixed xorshift, not the scene's generator: sound is not part of the simulation.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func noise() -> Double {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Double(state >> 11) / Double(1 << 53) * 2 - 1
        }
        /// Partials of struck steel: frequency in Hz, loudness, decay time in seconds.
        let partials: [(f: Double, a: Double, decay: Double)] = [
            (2_870, 0.32, 0.11), (4_310, 0.26, 0.08), (6_120, 0.2, 0.06), (8_650, 0.13, 0.045), (11_200, 0.08, 0.03),
        ]
        var samples = [Float](repeating: 0, count: count)
        var previous = 0.0, scrape = 0.0
        for i in 0..<count {
            let t = Double(i) / rate
            let n = noise()
            // High-passed noise for the scrape, shaped by a fast attack and a 40 ms fall.
            let high = n - previous
            previous = n
            scrape += (high - scrape) * 0.6
            let scrapeEnvelope = min(1, t / 0.003) * exp(-t / 0.04)
            var value = scrape * 0.55 * scrapeEnvelope
            if t < 0.002 { value += n * 0.8 * (1 - t / 0.002) }
            let ringAttack = min(1, t / 0.004)
            for p in partials { value += p.a * sin(2 * .pi * p.f * t) * exp(-t / p.decay) * ringAttack }
            samples[i] = Float(value)
        }
        let peak = samples.map { abs($0) }.max() ?? 1
        return Sound(samples: samples.map { $0 / peak * 0.8 }, sampleRate: sampleRate, volume: 0.7)
    }
}
