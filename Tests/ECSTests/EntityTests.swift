import Testing
@testable import ECS

@Suite struct EntityTests {
    @Test func nullIsTheAllZeroHandle() {
        #expect(Entity.null == Entity(index: 0, generation: 0))
        #expect(Entity.null.isNull)
        #expect(!Entity(index: 0, generation: 1).isNull)
        #expect(!Entity(index: 1, generation: 0).isNull)
    }

    @Test func equalityAndHashingUseBothFields() {
        let a = Entity(index: 7, generation: 3)
        #expect(a == Entity(index: 7, generation: 3))
        #expect(a != Entity(index: 7, generation: 4))
        #expect(a != Entity(index: 8, generation: 3))
        // Index and generation swapped must not collide.
        #expect(Entity(index: 3, generation: 7) != a)
        let set: Set<Entity> = [a, Entity(index: 7, generation: 4), Entity(index: 3, generation: 7), a]
        #expect(set.count == 3)
    }

    @Test func descriptionShowsIndexAndGeneration() {
        #expect(Entity(index: 12, generation: 2).description == "Entity(12:2)")
        #expect(Entity.null.description == "Entity.null")
    }
}
