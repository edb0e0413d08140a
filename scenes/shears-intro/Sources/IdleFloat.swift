import Engine
import Foundation

/// The gentle float with no input: a slow bob, a slow turn about the vertical, and a lean back
/// to a pleasing upright. Its weight fades in after the last input and out at the next, so it
/// blends with the user's rotation instead of snapping to a pose.
struct IdleFloat: Equatable, Codable {
    /// How much of the float applies, 0...1.
    var weight = 1.0
    /// The float's own time, in seconds; it runs only while the float has weight, so the bob
    /// resumes where it left off.
    var clock = 0.0

    /// The turn about the vertical at full weight, in radians per second (about 18° a second).
    static let turnSpeed = 0.32
    /// The bob's height, in cm, and its period, in seconds.
    static let bobHeight = 0.45, bobPeriod = 3.6
    /// Seconds to fade in after input ends, and to fade out when it starts.
    static let fadeIn = 1.2, fadeOut = 0.2
    /// Where the scissors' own up (+y) leans to at rest: blades up and a little to the left.
    static let restUp = Vec3(-0.22, 1, 0.12).normalized
    /// How fast the lean returns, per second at full weight.
    static let uprightRate = 0.9

    /// Moves the float on by `dt` seconds, fading it in when `active`, out when not.
    mutating func advance(active: Bool, dt: Double) {
        weight = active ? min(1, weight + dt / Self.fadeIn) : max(0, weight - dt / Self.fadeOut)
        clock += dt * weight
    }

    /// The eased weight (slow in and out).
    var easedWeight: Double { smoothstep(0, 1, weight) }

    /// Where the bob holds the scissors' centre now, in cm.
    var bobOffset: Vec3 { Vec3(0, Self.bobHeight * sin(2 * .pi * clock / Self.bobPeriod) * easedWeight, 0) }

    /// `orientation` after `dt` seconds of the float's turn and lean.
    func turning(_ orientation: Quaternion, dt: Double) -> Quaternion {
        let w = easedWeight
        guard w > 0 else { return orientation }
        let up = orientation.rotate(Vec3(0, 1, 0))
        let lean = Quaternion.identity.slerp(to: Quaternion(from: up, to: Self.restUp), min(1, Self.uprightRate * w * dt))
        let turn = Quaternion(axis: Vec3(0, 1, 0), angle: Self.turnSpeed * w * dt)
        return (turn * lean * orientation).normalized
    }
}
