import Engine
import Foundation

/// How the jar itself moves when it is shaken: it jerks against the jolt its contents feel,
/// springs back past its place and settles, over `ticks` ticks. A picture of simulated state
/// (the jolt and the ticks since it), so it is the same in every run; the physics does not move.
struct JarWobble: Codable {
    /// How long the wobble lasts, in ticks.
    static let ticks = 24
    /// How far a full-strength jolt throws the jar at most, in canvas pixels.
    static let amplitude = 40.0

    /// The direction the jar jerks, in canvas pixels (y down), scaled by the jolt's strength.
    private var throwVector = Vec2.zero
    /// Ticks since the jolt, or nil when the jar is still.
    private(set) var age: Int?

    /// Starts a wobble for a jolt whose contents feel `acceleration` (jar metres, y up) at
    /// `strength` 0...1: the jar moves the other way.
    mutating func start(acceleration: Vec2, strength: Double) {
        let direction = acceleration.length > 0 ? acceleration.normalized : Vec2(0, 1)
        // The contents are pushed along the acceleration, so the jar went the opposite way; in
        // the canvas y points down, so that is (-x, +y).
        throwVector = Vec2(-direction.x, direction.y) * (Self.amplitude * strength)
        age = 0
    }

    /// Advances one tick; the wobble ends after `ticks`.
    mutating func advance() {
        guard let current = age else { return }
        age = current + 1 < Self.ticks ? current + 1 : nil
    }

    /// The jar's offset from its place, in canvas pixels: `interpolation` 0 is the tick before
    /// the last one and 1 the last, as the stickers are drawn between their last two poses.
    func offset(interpolation: Double = 1) -> Vec2 {
        guard let age else { return .zero }
        return throwVector * Self.displacement(at: Double(age) - 1 + interpolation)
    }

    /// The wobble's shape over time `t` (ticks): out to about 0.6, back past 0, and settled at
    /// exactly 0 by `ticks`.
    static func displacement(at t: Double) -> Double {
        guard t > 0, t < Double(ticks) else { return 0 }
        return sin(2 * .pi * t / Double(ticks)) * exp(-t / 10)
    }

    func hash(into hasher: inout StateHasher) {
        hasher.combine(throwVector)
        hasher.combine(age ?? -1)
    }
}
