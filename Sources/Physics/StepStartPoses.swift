import CBox2D
import Core

/// Where every body stood when the world's last step began, by body slot: drawing places a
/// body between two ticks by blending this pose with the body's pose now.
///
/// Kept beside Box2D rather than in it, and copied into snapshots, so a restored world draws
/// between ticks exactly as the original did.
struct StepStartPoses: Sendable {
    /// One body's pose at the start of the last step.
    struct Pose: Sendable, Equatable {
        /// The generation of the body the pose belongs to; 0 (never a live body's) for none.
        var generation: UInt32
        /// The body origin, m.
        var position: Vec2
        /// rad.
        var angle: Double
    }

    /// Poses by body slot index; slot 0 (the null handle) is never written.
    private(set) var poses: [Pose] = []

    /// Records the pose of every live body in `states`, leaving other slots alone: their bodies
    /// were destroyed, so their generations no longer match any live handle.
    mutating func record(_ states: UnsafeBufferPointer<DBBodyState>) {
        for state in states {
            let slot = Int(state.body.index)
            if slot >= poses.count {
                poses.append(contentsOf: repeatElement(Pose(generation: 0, position: .zero, angle: 0), count: slot + 1 - poses.count))
            }
            poses[slot] = Pose(generation: state.body.generation, position: Vec2(state.position), angle: Double(state.angle))
        }
    }

    /// The pose `body` had when the last step began, or nil when it did not exist then (it was
    /// made since, or the handle is stale).
    func pose(of body: BodyID) -> Pose? {
        let slot = Int(body.index)
        guard slot > 0, slot < poses.count, poses[slot].generation == body.generation else { return nil }
        return poses[slot]
    }
}
