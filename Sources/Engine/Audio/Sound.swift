/// A short sound: mono PCM samples at a stated rate, made by a scene (synthesised) and played by
/// the host. Sounds are not part of the simulation: playing one changes no state.
public struct Sound: Sendable, Equatable {
    /// The samples, -1...1, one channel.
    public var samples: [Float]
    /// Samples per second, in hertz; usually 44,100.
    public var sampleRate: Int
    /// A loudness multiplier, 0...1, applied when played.
    public var volume: Float

    /// Makes a sound of `samples` (-1…1) played at `sampleRate` samples a second (Hz) and
    /// `volume` (0…1).
    public init(samples: [Float], sampleRate: Int = 44_100, volume: Float = 1) {
        precondition(sampleRate > 0, "a sound needs a positive sample rate")
        self.samples = samples; self.sampleRate = sampleRate; self.volume = volume
    }

    /// The length, in seconds.
    public var duration: Double { Double(samples.count) / Double(sampleRate) }

    /// The samples resampled to `rate` hertz (linear interpolation), scaled by `volume` and
    /// clamped to -1...1: what a player with an output of that rate queues.
    public func rendered(at rate: Int) -> [Float] {
        precondition(rate > 0, "an output needs a positive sample rate")
        guard !samples.isEmpty else { return [] }
        let count = max(1, Int((Double(samples.count) * Double(rate) / Double(sampleRate)).rounded()))
        let step = Double(sampleRate) / Double(rate)
        var out = [Float](repeating: 0, count: count)
        for i in 0..<count {
            let x = Double(i) * step
            let j = min(Int(x), samples.count - 1), k = min(j + 1, samples.count - 1)
            let f = Float(x - Double(j))
            out[i] = max(-1, min(1, (samples[j] + (samples[k] - samples[j]) * f) * volume))
        }
        return out
    }
}
