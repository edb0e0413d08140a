import Foundation
import Engine

/// The vibe check's shake of the canvas: a few ticks of a decaying wobble whose strength grows
/// with the number of layers, a function of ticks alone so replays shake the same.
struct VibeShake: Equatable, Sendable, Codable {
    /// How long a shake lasts, in ticks.
    static let ticks = 18
    /// The largest offset, in canvas pixels, and the most layers that still add to it.
    static let maxAmplitude = 16.0, fullLayers = 12

    /// Ticks left.
    var ticksLeft = 0
    /// 0...1, from the number of layers when the shake started.
    var intensity = 0.0

    /// A shake for a document with `layers` layers (photo, filter, stickers).
    init(layers: Int) {
        ticksLeft = Self.ticks
        intensity = min(1, 0.25 + 0.75 * Double(max(0, layers - 1)) / Double(Self.fullLayers))
    }

    init() {}

    var isShaking: Bool { ticksLeft > 0 }

    /// How long a controller rumbles with a shake of `intensity`, in milliseconds: as long as
    /// the shake at full intensity, shorter for lighter ones.
    static func rumbleMilliseconds(_ intensity: Double) -> Int {
        Int((Double(ticks) / 60 * 1000 * (0.4 + 0.6 * intensity)).rounded())
    }

    /// The canvas's offset now, in canvas pixels.
    var offset: Vec2 {
        guard ticksLeft > 0 else { return .zero }
        let t = Double(ticksLeft), fade = t / Double(Self.ticks)
        return Vec2(sin(t * 2.4), cos(t * 1.9)) * (Self.maxAmplitude * intensity * fade)
    }

    /// One tick on.
    mutating func step() { if ticksLeft > 0 { ticksLeft -= 1 } }
}
