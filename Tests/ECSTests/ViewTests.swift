import Core
import Testing
@testable import ECS

@Suite struct ViewTests {
    /// Every visit of a two-component view, in order.
    static func visits<A, B>(_ view: View2<A, B>) -> [Entity] {
        var visited: [Entity] = []
        view.forEach { entity, _, _ in visited.append(entity) }
        return visited
    }

    @Test func visitsExactlyTheEntitiesWithEveryComponent() {
        var random = RandomGenerator(seed: 7)
        let registry = Registry()
        var withHealth: Set<Entity> = [], withName: Set<Entity> = [], withSpeed: Set<Entity> = []
        for _ in 0..<2_000 {
            let entity = registry.create()
            if random.next(in: 0...2) > 0 { registry.insert(Health(points: 1), for: entity); withHealth.insert(entity) }
            if random.next(in: 0...1) > 0 { registry.insert(Name(text: "x"), for: entity); withName.insert(entity) }
            if random.next(in: 0...3) > 0 { registry.insert(Speed(metresPerSecond: 1), for: entity); withSpeed.insert(entity) }
            if random.next(in: 0...9) == 0 {
                let victim = registry.entities[random.next(in: 0...(registry.count - 1))]
                registry.destroy(victim)
                withHealth.remove(victim); withName.remove(victim); withSpeed.remove(victim)
            }
        }
        var one: [Entity] = [], two: [Entity] = [], three: [Entity] = []
        registry.view(Health.self).forEach { entity, _ in one.append(entity) }
        registry.view(Health.self, Name.self).forEach { entity, _, _ in two.append(entity) }
        registry.view(Speed.self, Health.self, Name.self).forEach { entity, _, _, _ in three.append(entity) }
        #expect(one.count == withHealth.count && Set(one) == withHealth)
        #expect(two.count == Set(two).count && Set(two) == withHealth.intersection(withName))
        #expect(three.count == Set(three).count && Set(three) == withHealth.intersection(withName).intersection(withSpeed))
    }

    @Test func walksTheSmallestStorageInItsOrder() {
        let registry = Registry()
        let e = (0..<8).map { _ in registry.create() }
        for entity in e { registry.insert(Health(points: 0), for: entity) }
        for i in [6, 1, 4] { registry.insert(Name(text: "\(i)"), for: e[i]) }
        for i in [4, 6, 1, 3, 7] { registry.insert(Speed(metresPerSecond: 0), for: e[i]) }
        let expected = [e[6], e[1], e[4]]
        #expect(Self.visits(registry.view(Health.self, Name.self)) == expected)
        #expect(Self.visits(registry.view(Name.self, Health.self)) == expected)
        // Name is the smallest whichever place it takes in a three-component view.
        var visited: [[Entity]] = [[], [], []]
        registry.view(Health.self, Name.self, Speed.self).forEach { entity, _, _, _ in visited[0].append(entity) }
        registry.view(Name.self, Speed.self, Health.self).forEach { entity, _, _, _ in visited[1].append(entity) }
        registry.view(Speed.self, Health.self, Name.self).forEach { entity, _, _, _ in visited[2].append(entity) }
        #expect(visited == [expected, expected, expected])
        // With Speed the smaller, its order leads.
        for i in [0, 2, 5, 7] { registry.storage(Name.self).insert(Name(text: ""), for: e[i]) }
        #expect(Self.visits(registry.view(Name.self, Speed.self)) == [e[4], e[6], e[1], e[7]])
    }

    @Test func inoutWritesPersistAndReachTheRightEntity() {
        let registry = Registry()
        let e = (0..<100).map { _ in registry.create() }
        for (i, entity) in e.enumerated() {
            registry.insert(Health(points: i), for: entity)
            // Speeds in reverse order, so the walk needs the sparse lookup for most entities.
            registry.insert(Speed(metresPerSecond: Double(i)), for: e[99 - i])
            if i % 3 == 0 { registry.insert(Name(text: "\(i)"), for: entity) }
        }
        registry.view(Health.self, Speed.self).forEach { _, health, speed in
            health.points += Int(speed.metresPerSecond) * 1_000
            speed.metresPerSecond = -speed.metresPerSecond
        }
        registry.view(Name.self, Health.self, Speed.self).forEach { _, name, health, speed in
            name.text += "/\(health.points % 1_000)/\(Int(speed.metresPerSecond))"
        }
        registry.view(Health.self).forEach { _, health in health.points += 1 }
        for (i, entity) in e.enumerated() {
            let speed = 99 - i
            #expect(registry.get(Health.self, for: entity) == Health(points: i + speed * 1_000 + 1))
            #expect(registry.get(Speed.self, for: entity) == Speed(metresPerSecond: -Double(speed)))
            if i % 3 == 0 { #expect(registry.get(Name.self, for: entity) == Name(text: "\(i)/\(i)/\(-speed)")) }
        }
    }

    @Test func sortingLikeAnotherStorageRestoresTheAlignedOrder() {
        let registry = Registry()
        let e = (0..<50).map { _ in registry.create() }
        for entity in e { registry.insert(Health(points: 0), for: entity) }
        for entity in e.reversed() where entity.index % 2 == 0 { registry.insert(Speed(metresPerSecond: 0), for: entity) }
        let speeds = registry.storage(Speed.self), healths = registry.storage(Health.self)
        healths.sort(like: speeds)
        #expect(Array(healths.entities.prefix(speeds.count)) == speeds.entities)
        #expect(Self.visits(registry.view(Health.self, Speed.self)) == speeds.entities)
    }

    @Test func iterationOrderDependsOnlyOnTheOperations() {
        func build() -> (order: [Entity], values: [Int], hash: UInt64) {
            var random = RandomGenerator(seed: 99)
            let registry = Registry()
            for step in 0..<3_000 {
                let entity = registry.create()
                registry.insert(Health(points: step), for: entity)
                if random.next(in: 0...1) == 0 { registry.insert(Speed(metresPerSecond: 1), for: entity) }
                if random.next(in: 0...4) == 0 {
                    registry.destroy(registry.entities[random.next(in: 0...(registry.count - 1))])
                }
                if step % 500 == 0 {
                    // Deferred changes in the middle, too.
                    registry.view(Health.self, Speed.self).forEach { entity, health, _ in
                        if health.points % 7 == 0 { registry.destroy(entity) }
                        if health.points % 11 == 0 { registry.insert(Name(text: ""), for: registry.create()) }
                    }
                }
            }
            var order: [Entity] = [], values: [Int] = []
            registry.view(Speed.self, Health.self).forEach { entity, _, health in
                order.append(entity)
                values.append(health.points)
            }
            var hasher = StateHasher()
            registry.hash(into: &hasher)
            for health in registry.storage(Health.self).components { hasher.combine(health.points) }
            return (order, values, hasher.value)
        }
        let first = build(), second = build()
        #expect(first.order.count > 100)
        #expect(first.order == second.order)
        #expect(first.values == second.values)
        #expect(first.hash == second.hash)
    }

    @Test func rejectsRepeatedComponentTypes() async {
        await #expect(processExitsWith: .failure) {
            _ = Registry().view(Health.self, Health.self)
        }
    }
}
