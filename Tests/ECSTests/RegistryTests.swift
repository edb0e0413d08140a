import Core
import Testing
@testable import ECS

/// Component types for the tests: a trivial one, a non-trivial one and a third.
struct Health: Equatable, Codable, Sendable {
    var points: Int
}
struct Name: Equatable, Codable, Sendable {
    var text: String
}
struct Speed: Equatable, Codable, Sendable {
    var metresPerSecond: Double
}

/// What a registry should hold, kept the naive way: a dictionary per component type.
struct RegistryModel {
    var alive: Set<Entity> = []
    var health: [Entity: Health] = [:]
    var name: [Entity: Name] = [:]
    var speed: [Entity: Speed] = [:]

    mutating func destroy(_ entity: Entity) {
        guard alive.remove(entity) != nil else { return }
        health[entity] = nil
        name[entity] = nil
        speed[entity] = nil
    }

    /// Checks every observable fact of `registry` against the model, for every handle in
    /// `handles` (alive, destroyed and never created).
    func check(_ registry: Registry, handles: [Entity], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(registry.count == alive.count, sourceLocation: sourceLocation)
        #expect(registry.entities == alive.sorted { $0.index < $1.index }, sourceLocation: sourceLocation)
        for entity in handles {
            #expect(registry.isValid(entity) == alive.contains(entity), "\(entity)", sourceLocation: sourceLocation)
            #expect(registry.get(Health.self, for: entity) == health[entity], sourceLocation: sourceLocation)
            #expect(registry.get(Name.self, for: entity) == name[entity], sourceLocation: sourceLocation)
            #expect(registry.get(Speed.self, for: entity) == speed[entity], sourceLocation: sourceLocation)
            #expect(registry.has(Speed.self, for: entity) == (speed[entity] != nil), sourceLocation: sourceLocation)
        }
        #expect(registry.storage(Health.self).count == health.count, sourceLocation: sourceLocation)
        #expect(registry.storage(Name.self).count == name.count, sourceLocation: sourceLocation)
        #expect(registry.storage(Speed.self).count == speed.count, sourceLocation: sourceLocation)
    }
}

@Suite struct RegistryTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func matchesANaiveModelOverRandomOperations(seed: UInt64) {
        var random = RandomGenerator(seed: seed)
        let registry = Registry()
        var model = RegistryModel()
        var issued: [Entity] = []
        var issuedSet: Set<Entity> = []
        // Ids nobody handed out: null, far indices, and generations not reached yet.
        var handles: [Entity] = [.null, Entity(index: 500, generation: 1), Entity(index: 0, generation: 9)]

        for step in 0..<4_000 {
            let roll = random.next(in: 0...99)
            // A handle to act on: usually an alive one, sometimes a stale or unknown one.
            let target: Entity
            if !model.alive.isEmpty && random.next(in: 0...3) > 0 {
                target = model.alive.sorted { $0.index < $1.index }[random.next(in: 0...(model.alive.count - 1))]
            } else {
                target = handles[random.next(in: 0...(handles.count - 1))]
            }
            let value = random.next(in: 0...1_000)
            switch roll {
            case 0..<22:
                let entity = registry.create()
                #expect(!issuedSet.contains(entity), "a handle was handed out twice: \(entity)")
                #expect(registry.isValid(entity))
                issued.append(entity)
                issuedSet.insert(entity)
                handles.append(entity)
                model.alive.insert(entity)
            case 22..<34:
                registry.destroy(target)
                model.destroy(target)
            case 34..<62 where model.alive.contains(target):
                switch value % 3 {
                case 0:
                    registry.insert(Health(points: value), for: target)
                    model.health[target] = Health(points: value)
                case 1:
                    registry.insert(Name(text: "n\(value)"), for: target)
                    model.name[target] = Name(text: "n\(value)")
                default:
                    registry.insert(Speed(metresPerSecond: Double(value)), for: target)
                    model.speed[target] = Speed(metresPerSecond: Double(value))
                }
            case 62..<80:
                switch value % 3 {
                case 0: #expect(registry.remove(Health.self, from: target) == model.health.removeValue(forKey: target))
                case 1: #expect(registry.remove(Name.self, from: target) == model.name.removeValue(forKey: target))
                default: #expect(registry.remove(Speed.self, from: target) == model.speed.removeValue(forKey: target))
                }
            case 80..<90:
                let doubled = registry.modify(Health.self, for: target) { (health: inout Health) -> Int in
                    health.points *= 2
                    return health.points
                }
                model.health[target]?.points *= 2
                #expect(doubled == model.health[target]?.points)
            default:
                #expect(registry.get(Name.self, for: target) == model.name[target])
            }
            if step % 100 == 99 || step < 50 { model.check(registry, handles: handles) }
        }
        model.check(registry, handles: handles)
        // The run must have exercised slot reuse, or the stale-handle checks prove little.
        #expect(Set(issued.map(\.index)).count < issued.count)
    }

    @Test func staleHandlesStayInvalidAfterTheSlotIsReused() {
        let registry = Registry()
        let old = registry.create()
        registry.insert(Health(points: 5), for: old)
        registry.destroy(old)
        #expect(!registry.isValid(old))
        let new = registry.create()
        #expect(new.index == old.index && new.generation == old.generation + 1)
        #expect(registry.isValid(new) && !registry.isValid(old))
        // The new entity starts bare; the old handle reaches none of its components.
        #expect(registry.get(Health.self, for: new) == nil)
        registry.insert(Health(points: 9), for: new)
        #expect(registry.get(Health.self, for: old) == nil)
        #expect(!registry.has(Health.self, for: old))
        #expect(registry.remove(Health.self, from: old) == nil)
        #expect(registry.modify(Health.self, for: old) { $0.points = 0 } == nil)
        registry.destroy(old)
        #expect(registry.isValid(new) && registry.get(Health.self, for: new) == Health(points: 9))
    }

    @Test func neverCreatedIdsAreInvalid() {
        let registry = Registry()
        #expect(!registry.isValid(.null))
        #expect(!registry.isValid(Entity(index: 0, generation: 1)))
        let first = registry.create()
        #expect(first == Entity(index: 0, generation: 1))
        #expect(!registry.isValid(.null))
        #expect(!registry.isValid(Entity(index: 0, generation: 2)))
        #expect(!registry.isValid(Entity(index: 1, generation: 1)))
        #expect(!registry.isValid(Entity(index: .max, generation: .max)))
        #expect(registry.get(Health.self, for: .null) == nil)
    }

    @Test func destroyRemovesEveryComponentAndIgnoresDeadHandles() {
        let registry = Registry()
        let a = registry.create(), b = registry.create()
        registry.insert(Health(points: 1), for: a)
        registry.insert(Name(text: "a"), for: a)
        registry.insert(Name(text: "b"), for: b)
        registry.destroy(a)
        registry.destroy(a)
        registry.destroy(.null)
        #expect(registry.count == 1)
        #expect(registry.storage(Health.self).isEmpty)
        #expect(registry.storage(Name.self).entities == [b])
    }

    @Test func readsDoNotCreateStorages() {
        let registry = Registry()
        let entity = registry.create()
        #expect(registry.get(Health.self, for: entity) == nil)
        #expect(!registry.has(Health.self, for: entity))
        #expect(registry.remove(Health.self, from: entity) == nil)
        #expect(registry.storagesInOrder.isEmpty)
    }

    @Test func hashFollowsTheSequenceOfOperations() {
        func run(_ destroyFirst: Bool) -> UInt64 {
            let registry = Registry()
            let entities = (0..<10).map { _ in registry.create() }
            if destroyFirst {
                registry.destroy(entities[2]); registry.destroy(entities[7])
            } else {
                registry.destroy(entities[7]); registry.destroy(entities[2])
            }
            var hasher = StateHasher()
            registry.hash(into: &hasher)
            return hasher.value
        }
        #expect(run(true) == run(true))
        #expect(run(true) != run(false))
        // Pinned: the same operations hash to this value in every process and build.
        #expect(run(true).hex16 == "01a16a99e0cf2d0b")
    }

    /// The registry's state hash.
    private static func stateHash(_ registry: Registry) -> UInt64 {
        var hasher = StateHasher()
        registry.hash(into: &hasher)
        return hasher.value
    }

    @Test func hashCoversComponentValues() {
        let registry = Registry()
        let entity = registry.create()
        registry.insert(Health(points: 3), for: entity)
        let before = Self.stateHash(registry)
        registry.modify(Health.self, for: entity) { $0.points = 4 }
        #expect(Self.stateHash(registry) != before)
        registry.modify(Health.self, for: entity) { $0.points = 3 }
        #expect(Self.stateHash(registry) == before)
    }

    @Test func hashCoversWhichEntityHasWhichComponent() {
        func run(_ first: Int) -> UInt64 {
            let registry = Registry()
            let entities = [registry.create(), registry.create()]
            registry.insert(Name(text: "a"), for: entities[first])
            return Self.stateHash(registry)
        }
        #expect(run(0) != run(1))
    }

    @Test func hashCoversDenseOrder() {
        func run(_ reversed: Bool) -> UInt64 {
            let registry = Registry()
            let entities = [registry.create(), registry.create()]
            for entity in reversed ? entities.reversed() : entities { registry.insert(Health(points: 1), for: entity) }
            return Self.stateHash(registry)
        }
        #expect(run(false) != run(true))
    }

    @Test func hashDoesNotDependOnWhichTypeWasUsedFirst() {
        func run(_ nameFirst: Bool) -> UInt64 {
            let registry = Registry()
            let entity = registry.create()
            if nameFirst {
                registry.insert(Name(text: "jar"), for: entity)
                registry.insert(Health(points: 9), for: entity)
            } else {
                registry.insert(Health(points: 9), for: entity)
                registry.insert(Name(text: "jar"), for: entity)
            }
            _ = registry.storage(Speed.self)   // an empty storage is not state
            return Self.stateHash(registry)
        }
        #expect(run(true) == run(false))
        let empty = Registry()
        _ = empty.create()
        #expect(run(true) != Self.stateHash(empty))
    }

    @Test func hashOfARestoredRegistryMatchesTheOriginal() {
        let original = Registry()
        let entities = (0..<5).map { _ in original.create() }
        for (i, entity) in entities.enumerated() { original.insert(Speed(metresPerSecond: Double(i) / 3), for: entity) }
        original.insert(Name(text: "x"), for: entities[3])
        let restored = Registry()
        restored.insert(Health(points: 1), for: restored.create())
        restored.restore(original.snapshot())
        #expect(Self.stateHash(restored) == Self.stateHash(original))
    }

    /// A component with every kind of field a scene's components have, hashed by derivation.
    private struct Sprite: Codable, Sendable {
        enum Look: Codable, Sendable { case plain, tinted(red: Double, alpha: Float) }
        var position: Vec2
        var look: Look
        var arrival: UInt64?
        var frames: [Int]
        var label: String
    }

    @Test func hashCoversEveryStoredFieldOfAComponent() {
        let registry = Registry()
        let entity = registry.create()
        let original = Sprite(position: Vec2(1, 2), look: .tinted(red: 0.5, alpha: 1), arrival: 7, frames: [1, 2], label: "a")
        registry.insert(original, for: entity)
        let before = Self.stateHash(registry)
        let changes: [(String, (inout Sprite) -> Void)] = [
            ("position.x", { $0.position.x = -1 }),
            ("position.y", { $0.position.y = 3 }),
            ("look", { $0.look = .plain }),
            ("look.red", { $0.look = .tinted(red: 0.25, alpha: 1) }),
            ("look.alpha", { $0.look = .tinted(red: 0.5, alpha: 0.5) }),
            ("arrival", { $0.arrival = 8 }),
            ("arrival absent", { $0.arrival = nil }),
            ("frames", { $0.frames = [2, 1] }),
            ("frames count", { $0.frames.append(0) }),
            ("label", { $0.label = "b" }),
        ]
        for (field, change) in changes {
            registry.modify(Sprite.self, for: entity, change)
            #expect(Self.stateHash(registry) != before, "\(field)")
            registry.modify(Sprite.self, for: entity) { $0 = original }
            #expect(Self.stateHash(registry) == before)
        }
    }

    @Test func componentsAreHashedThroughTheirEncodingInDenseOrder() throws {
        let registry = Registry()
        let entities = (0..<3).map { _ in registry.create() }
        for entity in entities.reversed() { registry.insert(Speed(metresPerSecond: Double(entity.index) / 4), for: entity) }
        // What the registry feeds: its entity slots, then per storage its type's name, its
        // count and the digest of each entity (index and generation in one word) and its
        // component, in dense order.
        let dense = StateHashingEncoder()
        let storage = registry.storage(Speed.self)
        for (entity, speed) in zip(storage.entities, storage.components) {
            dense.append(UInt64(entity.index) << 32 | UInt64(entity.generation))
            try dense.append(speed)
        }
        var expected = StateHasher()
        registry.pool.hash(into: &expected)
        expected.combine(stableTypeName(Speed.self))
        expected.combine(3)
        expected.combine(dense.digest)
        #expect(Self.stateHash(registry) == expected.value)
        // Pinned: the same components hash to this value in every process and build.
        #expect(Self.stateHash(registry).hex16 == "8499e49fa4f940b8")
    }
}
