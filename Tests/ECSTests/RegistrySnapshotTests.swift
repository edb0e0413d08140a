import Core
import Synchronization
import Testing
@testable import ECS

/// A component type that only the changes made after a snapshot use.
struct Layer: Equatable, Codable, Sendable {
    var depth: Int
}

/// A component that counts how many of its kind are alive, to check that restoring releases
/// what it replaces (its own counter, so suites running in parallel do not share it). It has no
/// fields, so it is safe to share between threads.
final class Counted: Codable, @unchecked Sendable {
    static let alive = Atomic(0)
    init() { Counted.alive.add(1, ordering: .relaxed) }
    deinit { Counted.alive.subtract(1, ordering: .relaxed) }
}

/// The entities and components of one storage, in dense order.
struct StorageContents<C: Equatable & Codable & Sendable>: Equatable {
    var entities: [Entity]
    var components: [C]

    /// The contents of `registry`'s storage of `C`, or `nil` when the type has not been used
    /// (reading does not create the storage).
    init?(_ registry: Registry, _ type: C.Type) {
        guard let storage = registry.existingStorage(type) else { return nil }
        entities = storage.entities
        components = storage.components
    }
}

/// Everything observable about a registry, to compare two of them.
struct RegistryState: Equatable {
    var entities: [Entity]
    var count: Int
    var hash: String
    var storageTypes: [ObjectIdentifier]
    var health: StorageContents<Health>?
    var name: StorageContents<Name>?
    var speed: StorageContents<Speed>?
    var layer: StorageContents<Layer>?

    init(_ registry: Registry) {
        entities = registry.entities
        count = registry.count
        var hasher = StateHasher()
        registry.hash(into: &hasher)
        if let storage = registry.existingStorage(Health.self) {
            for (entity, health) in zip(storage.entities, storage.components) {
                hasher.combine(entity.index); hasher.combine(entity.generation); hasher.combine(health.points)
            }
        }
        if let storage = registry.existingStorage(Name.self) {
            for (entity, name) in zip(storage.entities, storage.components) {
                hasher.combine(entity.index); hasher.combine(entity.generation); hasher.combine(name.text)
            }
        }
        hash = hasher.value.hex16
        storageTypes = registry.storagesInOrder.map { ObjectIdentifier(type(of: $0)) }
        health = StorageContents(registry, Health.self)
        name = StorageContents(registry, Name.self)
        speed = StorageContents(registry, Speed.self)
        layer = StorageContents(registry, Layer.self)
    }
}

@Suite(.serialized) struct RegistrySnapshotTests {
    /// The history up to the snapshot: reused slots, a free list of three, storages out of step,
    /// one of them sorted, values changed in place.
    static func playHistory(_ registry: Registry) {
        let e = (0..<12).map { _ in registry.create() }
        for (i, entity) in e.enumerated() {
            registry.insert(Health(points: i), for: entity)
            if i % 2 == 0 { registry.insert(Name(text: "e\(i)"), for: entity) }
            if i % 3 == 0 { registry.insert(Speed(metresPerSecond: Double(i) / 4), for: entity) }
        }
        registry.destroy(e[4]); registry.destroy(e[9]); registry.destroy(e[1])
        let reused = registry.create()
        registry.insert(Name(text: "reused"), for: reused)
        registry.destroy(e[7])
        registry.remove(Health.self, from: e[0])
        registry.storage(Health.self).sort(like: registry.storage(Name.self))
        registry.modify(Speed.self, for: e[6]) { $0.metresPerSecond = -1 }
    }

    /// Changes made after the snapshot, which restoring must undo: every structural verb, a
    /// sort, in-place writes, and a component type used for the first time.
    static func scramble(_ registry: Registry) {
        let old = registry.entities
        registry.destroy(old[2])
        registry.destroy(old[5])
        for i in 0..<20 {
            let entity = registry.create()
            registry.insert(Layer(depth: i), for: entity)
            registry.insert(Health(points: -i), for: entity)
        }
        registry.remove(Name.self, from: old[0])
        registry.insert(Name(text: "changed"), for: old[3])
        registry.insert(Speed(metresPerSecond: 9), for: old[1])
        registry.modify(Health.self, for: old[6]) { $0.points += 100 }
        registry.storage(Name.self).sort(like: registry.storage(Speed.self))
        registry.storage(Health.self).sort(like: registry.storage(Layer.self))
        registry.destroy(registry.entities[10])
    }

    /// What happens after the snapshot's moment: new ids, inserts (also of a type first used
    /// now), destroys and view walks that write in place. Returns what it saw, in order.
    static func carryOn(_ registry: Registry) -> [String] {
        var seen: [String] = []
        for i in 0..<5 {
            let entity = registry.create()
            seen.append("created \(entity)")
            registry.insert(Layer(depth: i), for: entity)
            if i % 2 == 0 { registry.insert(Health(points: 100 + i), for: entity) }
        }
        registry.destroy(registry.entities[0])
        registry.destroy(registry.entities[3])
        registry.view(Health.self, Name.self).forEach { entity, health, name in
            seen.append("\(entity) \(health.points) \(name.text)")
            health.points += 1
        }
        registry.view(Speed.self, Health.self, Layer.self).forEach { entity, _, _, _ in seen.append("three \(entity)") }
        registry.view(Health.self).forEach { entity, health in seen.append("\(entity) \(health.points)") }
        for _ in 0..<4 { seen.append("created \(registry.create())") }
        return seen
    }

    /// A registry that went through `playHistory` only.
    static func reference() -> Registry {
        let registry = Registry()
        playHistory(registry)
        return registry
    }

    @Test func restoringIntoTheSameRegistryUndoesEveryLaterChange() {
        let registry = Registry()
        Self.playHistory(registry)
        let health = registry.storage(Health.self)
        let snapshot = registry.snapshot()
        Self.scramble(registry)
        #expect(RegistryState(registry) != RegistryState(Self.reference()))

        registry.restore(snapshot)
        let reference = Self.reference()
        #expect(RegistryState(registry) == RegistryState(reference))
        // Existing storages are refilled in place; the type first used later is gone.
        #expect(registry.storage(Health.self) === health)
        #expect(registry.existingStorage(Layer.self) == nil)
        #expect(Self.carryOn(registry) == Self.carryOn(reference))
        #expect(RegistryState(registry) == RegistryState(reference))
    }

    @Test func restoringIntoAFreshRegistryMatchesTheOriginal() {
        let original = Self.reference()
        let snapshot = original.snapshot()
        let copy = Registry()
        copy.restore(snapshot)
        #expect(RegistryState(copy) == RegistryState(original))
        #expect(Self.carryOn(copy) == Self.carryOn(original))
        #expect(RegistryState(copy) == RegistryState(original))
    }

    @Test func restoringIntoARegistryWithAnotherHistoryMatchesTheOriginal() {
        let original = Self.reference()
        let snapshot = original.snapshot()
        // Other storages first, more slots than the snapshot, its own free list.
        let other = Registry()
        let layer = other.storage(Layer.self)
        let speed = other.storage(Speed.self)
        let entities = (0..<40).map { _ in other.create() }
        for (i, entity) in entities.enumerated() {
            other.insert(Layer(depth: i), for: entity)
            other.insert(Speed(metresPerSecond: Double(i)), for: entity)
            if i % 5 == 0 { other.insert(Name(text: "other"), for: entity) }
        }
        for entity in entities where entity.index % 3 == 1 { other.destroy(entity) }
        #expect(other.storagesInOrder.map { ObjectIdentifier(type(of: $0)) } != RegistryState(original).storageTypes)

        other.restore(snapshot)
        #expect(RegistryState(other) == RegistryState(original))
        #expect(other.storage(Speed.self) === speed)
        // The storage of the type the snapshot does not know is emptied and dropped.
        #expect(other.existingStorage(Layer.self) == nil && layer.isEmpty)
        #expect(Self.carryOn(other) == Self.carryOn(original))
        #expect(RegistryState(other) == RegistryState(original))
        // Layer was first used after Health, Name and Speed, in both.
        #expect(RegistryState(other).storageTypes.last == ObjectIdentifier(ComponentStorage<Layer>.self))
    }

    @Test func laterChangesLeaveTheSnapshotAloneAndItRestoresTwice() {
        let registry = Self.reference()
        let snapshot = registry.snapshot()
        Self.scramble(registry)
        let expected = RegistryState(Self.reference())

        let first = Registry()
        first.restore(snapshot)
        #expect(RegistryState(first) == expected)
        Self.scramble(first)
        first.restore(snapshot)
        #expect(RegistryState(first) == expected)
        registry.restore(snapshot)
        #expect(RegistryState(registry) == expected)
        let second = Registry()
        second.restore(snapshot)
        #expect(RegistryState(second) == expected)
    }

    @Test func restoredFreeListHandsOutTheSameIdsInTheSameOrder() {
        let original = Registry()
        let e = (0..<8).map { _ in original.create() }
        original.destroy(e[2]); original.destroy(e[5]); original.destroy(e[3])
        let snapshot = original.snapshot()
        let copy = Registry()
        copy.restore(snapshot)
        let expected = [
            Entity(index: 3, generation: 2), Entity(index: 5, generation: 2),
            Entity(index: 2, generation: 2), Entity(index: 8, generation: 1),
        ]
        #expect((0..<4).map { _ in copy.create() } == expected)
        #expect((0..<4).map { _ in original.create() } == expected)
        #expect(!copy.isValid(e[2]) && copy.isValid(e[7]) && copy.count == 9)
    }

    @Test func restoringReleasesTheComponentsItReplaces() {
        Counted.alive.store(0, ordering: .relaxed)
        do {
            let registry = Registry()
            let entities = (0..<100).map { _ in registry.create() }
            for entity in entities { registry.insert(Counted(), for: entity) }
            let snapshot = registry.snapshot()
            for entity in entities.prefix(50) { registry.insert(Counted(), for: entity) }
            for _ in 0..<30 { registry.insert(Counted(), for: registry.create()) }
            #expect(Counted.alive.load(ordering: .relaxed) == 180)
            registry.restore(snapshot)
            #expect(Counted.alive.load(ordering: .relaxed) == 100)
            #expect(registry.storage(Counted.self).count == 100)
        }
        #expect(Counted.alive.load(ordering: .relaxed) == 0)
    }

    @Test func snapshotAndRestoreRefuseToRunDuringAnIteration() async {
        await #expect(processExitsWith: .failure) {
            let registry = Registry()
            registry.insert(Health(points: 1), for: registry.create())
            registry.view(Health.self).forEach { _, _ in _ = registry.snapshot() }
        }
    }
}
