import Foundation
import Engine

/// The vibe check's thump: a low sine falling from 140 to 45 Hz with a soft click on top, dying
/// away in a fifth of a second, synthesised once.
enum ThumpSound {
    /// The sound, 0.25 s at 44.1 kHz; the same samples on every run.
    static let thump = make()

    /// Synthesises the thump at `sampleRate` hertz.
    static func make(sampleRate: Int = 44_100) -> Sound {
        let rate = Double(sampleRate), count = Int(0.25 * rate)
        var samples = [Float](repeating: 0, count: count)
        var phase = 0.0
        for i in 0..<count {
            let t = Double(i) / rate
            let frequency = 45 + 95 * exp(-t / 0.04)
            phase += 2 * .pi * frequency / rate
            let body = sin(phase) * exp(-t / 0.07) * min(1, t / 0.002)
            let click = t < 0.004 ? sin(2 * .pi * 1_800 * t) * (1 - t / 0.004) * 0.3 : 0
            samples[i] = Float(0.9 * body + click)
        }
        return Sound(samples: samples, sampleRate: sampleRate, volume: 0.8)
    }

    /// The thump at a loudness for `intensity` (0...1).
    static func thump(intensity: Double) -> Sound {
        var sound = thump
        sound.volume = Float(0.35 + 0.55 * min(max(intensity, 0), 1))
        return sound
    }
}
