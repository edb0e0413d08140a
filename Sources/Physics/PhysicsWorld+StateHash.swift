import CBox2D
import Core

extension PhysicsWorld {
    /// Feeds every body's position, angle, velocities and awake flag, in creation order, into
    /// `hasher` (Box2D's exact bits: no pointer or hash-map order involved).
    public func hash(into hasher: inout StateHasher) {
        withBodyStates { states in
            for state in states { BodyState(state).hash(into: &hasher) }
        }
    }

    /// A hash of the world's state: equal in two worlds built and stepped by the same calls.
    public func stateHash() -> UInt64 {
        var hasher = StateHasher()
        hash(into: &hasher)
        return hasher.value
    }
}
