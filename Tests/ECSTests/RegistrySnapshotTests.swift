import Core
import Testing
@testable import ECS

@Suite("Registry: snapshots")
struct RegistrySnapshotTests {
    /// Everything observable about a registry: the alive entities, each storage's members and
    /// components in dense order, the id hash, and the ids the next three `create()`s hand out
    /// (taken on a copy-by-snapshot so `registry` itself is untouched).
    private func fingerprint(_ registry: Registry) -> String {
        var hasher = StateHasher()
        registry.hash(into: &hasher)
        let probe = Registry()
        probe.restore(registry.snapshot())
        let next = (0..<3).map { _ in probe.create() }
        let health = registry.storage(Health.self), name = registry.storage(Name.self)
        return "\(registry.entities) \(health.entities) \(health.components) \(name.entities) \(name.components) "
            + "\(hasher.value) \(next)"
    }

    /// A registry with a history: creations, destructions (so a free list), inserts, removals
    /// and a sort.
    private func busyRegistry() -> (Registry, [Entity]) {
        let registry = Registry()
        let entities = (0..<12).map { _ in registry.create() }
        for (i, entity) in entities.enumerated() {
            registry.insert(Health(points: i * 10), for: entity)
            if i % 3 == 0 { registry.insert(Name(text: "e\(i)"), for: entity) }
        }
        registry.destroy(entities[4])
        registry.destroy(entities[9])
        registry.destroy(entities[1])
        registry.remove(Health.self, from: entities[6])
        registry.storage(Name.self).sort(like: registry.storage(Health.self))
        return (registry, entities)
    }

    /// Mutations that touch ids, membership, order and values.
    private func mutate(_ registry: Registry, _ entities: [Entity]) {
        let fresh = registry.create()
        registry.insert(Health(points: -1), for: fresh)
        registry.destroy(entities[0])
        registry.remove(Name.self, from: entities[3])
        registry.modify(Health.self, for: entities[2]) { $0.points = 999 }
        registry.insert(Speed(metresPerSecond: 3), for: entities[5])
    }

    @Test func restoringRewindsEverything() {
        let (registry, entities) = busyRegistry()
        let before = fingerprint(registry)
        let snapshot = registry.snapshot()
        mutate(registry, entities)
        #expect(fingerprint(registry) != before)
        registry.restore(snapshot)
        #expect(fingerprint(registry) == before)
        #expect(!registry.has(Speed.self, for: entities[5]))
        // A snapshot is a copy: restoring it twice works.
        mutate(registry, entities)
        registry.restore(snapshot)
        #expect(fingerprint(registry) == before)
    }

    @Test func aRestoredCopyGoesOnLikeTheOriginal() {
        let (original, entities) = busyRegistry()
        let snapshot = original.snapshot()
        let copy = Registry()
        _ = copy.storage(Speed.self)   // another history: a type the original first used later
        copy.insert(Name(text: "stray"), for: copy.create())
        copy.restore(snapshot)
        #expect(fingerprint(copy) == fingerprint(original))

        mutate(original, entities)
        mutate(copy, entities)
        #expect(fingerprint(copy) == fingerprint(original))
        // The storages are destroyed from in the same order, so the same entity ends the same.
        for registry in [original, copy] { registry.destroy(entities[3]) }
        #expect(fingerprint(copy) == fingerprint(original))
        #expect(copy.storage(Speed.self).entities == original.storage(Speed.self).entities)
    }

    @Test func laterChangesDoNotReachTheSnapshot() {
        let (registry, entities) = busyRegistry()
        let snapshot = registry.snapshot()
        let before = fingerprint(registry)
        mutate(registry, entities)
        let copy = Registry()
        copy.restore(snapshot)
        #expect(fingerprint(copy) == before)
    }
}
