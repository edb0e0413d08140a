import Testing
@testable import ECS

@Suite struct SparseSetTests {
    /// Adds `entity` to `set`, growing it as a storage would.
    static func add(_ entity: Entity, to set: inout SparseSet) {
        if set.count == set.capacity { set.grow(to: max(4, set.capacity * 2)) }
        let entry = set.entry(for: entity.index)
        set.append(entity, entry: entry)
    }

    static func members(_ set: borrowing SparseSet) -> [Entity] {
        (0..<set.count).map { set.dense[$0] }
    }

    @Test func findsMembersByExactHandle() {
        var set = SparseSet()
        let a = Entity(index: 5, generation: 1), b = Entity(index: 9, generation: 3)
        Self.add(a, to: &set)
        Self.add(b, to: &set)
        #expect(set.position(of: a) == 0)
        #expect(set.position(of: b) == 1)
        #expect(set.position(of: Entity(index: 5, generation: 2)) == nil)
        #expect(set.position(of: Entity(index: 6, generation: 1)) == nil)
        #expect(set.position(of: .null) == nil)
    }

    @Test func removalMovesTheLastMemberIntoTheHole() {
        var set = SparseSet()
        let entities = (0..<5).map { Entity(index: UInt32($0), generation: 1) }
        for entity in entities { Self.add(entity, to: &set) }
        set.swapRemove(at: 1)
        #expect(Self.members(set) == [entities[0], entities[4], entities[2], entities[3]])
        #expect(set.position(of: entities[4]) == 1)
        #expect(set.position(of: entities[1]) == nil)
        set.swapRemove(at: 3)
        #expect(Self.members(set) == [entities[0], entities[4], entities[2]])
        #expect(set.position(of: entities[3]) == nil)
    }

    @Test func swapKeepsTheSparseSideInStep() {
        var set = SparseSet()
        let a = Entity(index: 1, generation: 1), b = Entity(index: 2, generation: 1)
        Self.add(a, to: &set)
        Self.add(b, to: &set)
        set.swapAt(0, 1)
        #expect(Self.members(set) == [b, a])
        #expect(set.position(of: a) == 1 && set.position(of: b) == 0)
    }

    @Test func allocatesOnlyThePagesInUse() {
        var set = SparseSet()
        let far = Entity(index: 1_000_000, generation: 1)
        Self.add(far, to: &set)
        let page = Int(far.index) / SparseSet.pageSize
        #expect(set.pageCount > page)
        #expect((0..<set.pageCount).filter { set.pages[$0] != nil } == [page])
        #expect(set.position(of: far) == 0)
        // Lookups beyond the page table or in missing pages answer "absent".
        #expect(set.position(of: Entity(index: 5, generation: 1)) == nil)
        #expect(set.position(of: Entity(index: UInt32.max - 2, generation: 1)) == nil)
    }
}
