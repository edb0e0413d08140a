import Testing
@testable import ECS

/// The deferred-change rules of `Registry`, pinned one by one.
@Suite struct ChangeQueueTests {
    /// A registry with `count` entities that each have a `Health` equal to their number.
    static func registry(count: Int) -> (Registry, [Entity]) {
        let registry = Registry()
        let entities = (0..<count).map { _ in registry.create() }
        for (i, entity) in entities.enumerated() { registry.insert(Health(points: i), for: entity) }
        return (registry, entities)
    }

    @Test func destroyIsDeferredAndTheEntityStaysReadable() {
        let (registry, e) = Self.registry(count: 4)
        var visited: [Entity] = []
        registry.view(Health.self).forEach { entity, _ in
            visited.append(entity)
            if entity == e[0] {
                registry.destroy(e[2])
                #expect(registry.isIterating)
                #expect(registry.isValid(e[2]))
                #expect(registry.get(Health.self, for: e[2]) == Health(points: 2))
                #expect(registry.count == 4)
            }
        }
        // Destroyed mid-walk, e[2] was still visited.
        #expect(visited == e)
        #expect(!registry.isIterating)
        #expect(!registry.isValid(e[2]))
        #expect(registry.count == 3)
        #expect(registry.storage(Health.self).entities == [e[0], e[1], e[3]])
    }

    @Test func insertAndRemoveAreDeferredAndAppliedInOrder() {
        let (registry, e) = Self.registry(count: 3)
        registry.view(Health.self).forEach { entity, _ in
            guard entity == e[0] else { return }
            registry.insert(Name(text: "first"), for: e[1])
            registry.insert(Name(text: "second"), for: e[1])
            #expect(!registry.has(Name.self, for: e[1]))
            // remove returns the component as it reads now...
            #expect(registry.remove(Health.self, from: e[2]) == Health(points: 2))
            #expect(registry.has(Health.self, for: e[2]))
            // ...even when an earlier deferred insert will have replaced it.
            registry.insert(Health(points: 50), for: e[1])
            #expect(registry.remove(Health.self, from: e[1]) == Health(points: 1))
            registry.insert(Health(points: 60), for: e[1])
            // Removing then inserting leaves the component; inserting then removing does not.
            registry.remove(Health.self, from: e[0])
            registry.insert(Health(points: 70), for: e[0])
        }
        #expect(registry.get(Name.self, for: e[1]) == Name(text: "second"))
        #expect(registry.get(Health.self, for: e[2]) == nil)
        #expect(registry.get(Health.self, for: e[1]) == Health(points: 60))
        #expect(registry.get(Health.self, for: e[0]) == Health(points: 70))
        // Applied in request order: e[2] left ([e0, e1]), e[1] left and rejoined ([e0, e1]),
        // then e[0] left (e[1] moved into its place) and rejoined at the end.
        #expect(registry.storage(Health.self).entities == [e[1], e[0]])
    }

    @Test func createdEntitiesBecomeValidWhenTheIterationEnds() {
        let (registry, e) = Self.registry(count: 2)
        var created: [Entity] = []
        registry.view(Health.self).forEach { _, health in
            let entity = registry.create()
            created.append(entity)
            #expect(!registry.isValid(entity))
            registry.insert(Health(points: 100 + health.points), for: entity)
            #expect(registry.get(Health.self, for: entity) == nil)
        }
        // New entities were not visited by the walk that made them.
        #expect(created.count == 2)
        #expect(created.allSatisfy(registry.isValid))
        #expect(registry.count == 4)
        #expect(created.map { registry.get(Health.self, for: $0)?.points } == [100, 101])
        #expect(registry.storage(Health.self).entities == e + created)
    }

    @Test func idsAreTakenInCallOrderEvenWhileDeferred() {
        let (registry, e) = Self.registry(count: 3)
        registry.destroy(e[1])
        var created: [Entity] = []
        registry.view(Health.self).forEach { entity, _ in
            if entity == e[0] {
                // The freed slot is reused at once; the destroy of e[2] frees its slot only later.
                registry.destroy(e[2])
                created.append(registry.create())
                created.append(registry.create())
            }
        }
        #expect(created == [Entity(index: 1, generation: 2), Entity(index: 3, generation: 1)])
        #expect(registry.create() == Entity(index: 2, generation: 2))
    }

    @Test func aDeferredInsertForAnEntityDestroyedFirstIsDropped() {
        let (registry, e) = Self.registry(count: 2)
        registry.view(Health.self).forEach { entity, _ in
            guard entity == e[0] else { return }
            registry.destroy(e[1])
            registry.insert(Name(text: "late"), for: e[1])
            let fresh = registry.create()
            registry.destroy(fresh)
            registry.insert(Name(text: "never"), for: fresh)
        }
        #expect(registry.storage(Name.self).isEmpty)
        #expect(registry.count == 1)
    }

    @Test func modifyIsImmediateButALaterAppliedInsertWins() {
        let (registry, e) = Self.registry(count: 2)
        registry.insert(Name(text: "a"), for: e[1])
        registry.view(Health.self).forEach { entity, _ in
            guard entity == e[0] else { return }
            registry.modify(Health.self, for: e[1]) { $0.points = 40 }
            #expect(registry.get(Health.self, for: e[1]) == Health(points: 40))
            registry.insert(Name(text: "b"), for: e[1])
            registry.modify(Name.self, for: e[1]) { $0.text += "!" }
            #expect(registry.get(Name.self, for: e[1]) == Name(text: "a!"))
        }
        #expect(registry.get(Health.self, for: e[1]) == Health(points: 40))
        #expect(registry.get(Name.self, for: e[1]) == Name(text: "b"))
    }

    @Test func nestedIterationsApplyChangesOnlyWhenTheOutermostEnds() {
        let (registry, e) = Self.registry(count: 3)
        registry.insert(Name(text: "x"), for: e[0])
        registry.view(Name.self).forEach { _, _ in
            registry.view(Health.self).forEach { entity, _ in
                if entity == e[1] { registry.destroy(entity) }
            }
            #expect(registry.isIterating)
            #expect(registry.isValid(e[1]))
        }
        #expect(!registry.isValid(e[1]))
    }

    @Test func storageHandlesFollowTheSameRules() {
        let (registry, e) = Self.registry(count: 3)
        let healths = registry.storage(Health.self), names = registry.storage(Name.self)
        names.insert(Name(text: "n"), for: e[2])
        names.insert(Name(text: "m"), for: e[0])
        registry.view(Health.self).forEach { entity, _ in
            guard entity == e[0] else { return }
            names.insert(Name(text: "o"), for: e[1])
            #expect(healths.remove(from: e[2]) == Health(points: 2))
            healths.sort(like: names)
            #expect(!names.contains(e[1]) && healths.contains(e[2]))
            #expect(healths.entities == e)
        }
        #expect(names.get(for: e[1]) == Name(text: "o"))
        #expect(!healths.contains(e[2]))
        // Sorted like names (e[2], e[0], e[1]) after e[2] left.
        #expect(healths.entities == [e[0], e[1]])
    }

    @Test func insertForADeadEntityTraps() async {
        await #expect(processExitsWith: .failure) {
            let registry = Registry()
            let entity = registry.create()
            registry.destroy(entity)
            registry.insert(Health(points: 1), for: entity)
        }
        await #expect(processExitsWith: .failure) {
            // During an iteration the check happens at the call, not when the insert is applied.
            let registry = Registry()
            let dead = registry.create()
            registry.destroy(dead)
            registry.insert(Health(points: 1), for: registry.create())
            registry.view(Health.self).forEach { _, _ in
                registry.insert(Name(text: ""), for: dead)
            }
        }
    }
}
