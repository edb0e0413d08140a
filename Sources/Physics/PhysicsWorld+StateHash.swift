import CBox2D
import Core

extension PhysicsWorld {
    /// Feeds every body's position, angle, velocities and awake flag, in creation order, into
    /// `hasher` (Box2D's exact bits: no pointer or hash-map order involved), each followed by
    /// its pose when the last step began, which drawing between ticks reads.
    public func hash(into hasher: inout StateHasher) {
        withBodyStates { states in
            for state in states {
                let body = BodyState(state)
                body.hash(into: &hasher)
                if let start = stepStarts.pose(of: body.body) {
                    hasher.combine(true)
                    hasher.combine(start.position)
                    hasher.combine(start.angle)
                } else {
                    hasher.combine(false)
                }
            }
        }
    }

    /// A hash of the world's state: equal in two worlds built and stepped by the same calls.
    public func stateHash() -> UInt64 {
        var hasher = StateHasher()
        hash(into: &hasher)
        return hasher.value
    }

    /// A hash of the bodies alone, as Box2D holds them (no poses kept for drawing): what a
    /// world stepped outside Diorama, such as the benchmarks' raw Box2D, is compared on.
    public func bodyStateHash() -> UInt64 {
        var hasher = StateHasher()
        withBodyStates { states in
            for state in states { BodyState(state).hash(into: &hasher) }
        }
        return hasher.value
    }
}
