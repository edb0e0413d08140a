import Core
import Synchronization
import Testing
@testable import ECS

/// A component that counts how many of its kind are alive, to check that storages release
/// what they hold.
/// (Immutable, so sharing it between threads is safe.)
final class Tracked: Codable, @unchecked Sendable {
    static let alive = Atomic(0)
    let value: Int
    init(_ value: Int) { self.value = value; Tracked.alive.add(1, ordering: .relaxed) }
    deinit { Tracked.alive.subtract(1, ordering: .relaxed) }
}

@Suite(.serialized) struct ComponentStorageTests {
    @Test func replacingKeepsThePositionAndRemovalMovesTheLast() {
        let registry = Registry()
        let storage = registry.storage(Int.self)
        let e = (0..<4).map { _ in registry.create() }
        for (i, entity) in e.enumerated() { storage.insert(i * 10, for: entity) }
        storage.insert(11, for: e[1])
        #expect(storage.entities == e)
        #expect(storage.components == [0, 11, 20, 30])
        #expect(storage.remove(from: e[0]) == 0)
        #expect(storage.entities == [e[3], e[1], e[2]])
        #expect(storage.components == [30, 11, 20])
        #expect(storage.remove(from: e[0]) == nil)
        #expect(storage.count == 3 && !storage.isEmpty)
    }

    @Test func modifyWritesInPlace() {
        let registry = Registry()
        let storage = registry.storage(String.self)
        let a = registry.create(), b = registry.create()
        storage.insert("a", for: a)
        #expect(storage.modify(for: a) { (text: inout String) -> Int in text += "!"; return text.count } == 2)
        #expect(storage.get(for: a) == "a!")
        #expect(storage.modify(for: b) { $0 += "?" } == nil)
        #expect(!storage.contains(b))
    }

    @Test func sortLikePutsSharedEntitiesFirstInTheOtherOrder() {
        let registry = Registry()
        let numbers = registry.storage(Int.self), names = registry.storage(String.self)
        let e = (0..<6).map { _ in registry.create() }
        for (i, entity) in e.enumerated() { numbers.insert(i, for: entity) }
        for i in [5, 3, 1, 4] { names.insert("\(i)", for: e[i]) }
        numbers.sort(like: names)
        #expect(Array(numbers.entities.prefix(4)) == [e[5], e[3], e[1], e[4]])
        #expect(Set(numbers.entities.suffix(2)) == [e[0], e[2]])
        // Components moved with their entities.
        for entity in e { #expect(numbers.get(for: entity) == e.firstIndex(of: entity)) }
        #expect(names.entities == [e[5], e[3], e[1], e[4]])
    }

    @Test func releasesComponentsOnRemoveDestroyAndDeinit() {
        Tracked.alive.store(0, ordering: .relaxed)
        do {
            let registry = Registry()
            let storage = registry.storage(Tracked.self)
            let entities = (0..<1_000).map { _ in registry.create() }
            for (i, entity) in entities.enumerated() { storage.insert(Tracked(i), for: entity) }
            #expect(Tracked.alive.load(ordering: .relaxed) == 1_000)
            storage.insert(Tracked(-1), for: entities[0])
            #expect(Tracked.alive.load(ordering: .relaxed) == 1_000)
            storage.remove(from: entities[1])
            registry.destroy(entities[2])
            #expect(Tracked.alive.load(ordering: .relaxed) == 998)
        }
        #expect(Tracked.alive.load(ordering: .relaxed) == 0)
    }

    @Test func growsPastTheHugePageThresholdWithValuesIntact() {
        // 300,000 strings are 4.8 MB, so the last doublings move mapped blocks element by
        // element (String is not trivial) and the dense entities (2.4 MB) cross too.
        let registry = Registry()
        let storage = registry.storage(String.self)
        let entities = (0..<300_000).map { _ in registry.create() }
        for (i, entity) in entities.enumerated() { storage.insert("name \(i)", for: entity) }
        #expect(storage.count == entities.count)
        #expect(entities.enumerated().allSatisfy { storage.get(for: $1) == "name \($0)" })
    }
}
