import CBox2D
import Core

extension PhysicsWorld {
    /// Feeds every value of the world's Box2D state that later steps read into `hasher`: beyond
    /// what `hash(into:)` covers, forces, sweeps, sleep timers, every contact with its manifold,
    /// touching flag and normal and tangent impulses, joint impulses, fixtures' broad-phase
    /// proxies and boxes and the whole broad-phase tree (see `DBWorld_GetDeepState`).
    ///
    /// It walks the whole world, so it is for checks (a restored keyframe in debug builds and
    /// tests), not for every tick.
    public func hashDeepState(into hasher: inout StateHasher) {
        var words: UnsafePointer<UInt64>?
        let count = Int(DBWorld_GetDeepState(id, &words))
        guard let words else { return }
        for i in 0..<count { hasher.combine(words[i]) }
    }

    /// A hash of the world's whole Box2D state (`hashDeepState(into:)`): equal in two worlds in
    /// the same state, however they got there.
    public func deepStateHash() -> UInt64 {
        var hasher = StateHasher()
        hashDeepState(into: &hasher)
        return hasher.value
    }
}
