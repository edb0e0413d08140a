import Core
import Testing
@testable import ECS

@Suite struct EntityPoolTests {
    @Test func handsOutFreshSlotsFromGenerationOne() {
        let pool = EntityPool()
        #expect(pool.create() == Entity(index: 0, generation: 1))
        #expect(pool.create() == Entity(index: 1, generation: 1))
        #expect(pool.aliveCount == 2)
    }

    @Test func reusesFreedSlotsLastInFirstOutWithTheNextGeneration() {
        let pool = EntityPool()
        let a = pool.create(), b = pool.create(), c = pool.create()
        pool.release(a)
        pool.release(c)
        #expect(pool.create() == Entity(index: c.index, generation: 2))
        #expect(pool.create() == Entity(index: a.index, generation: 2))
        #expect(pool.create() == Entity(index: 3, generation: 1))
        #expect(pool.isValid(b))
        #expect(!pool.isValid(a) && !pool.isValid(c))
    }

    @Test func freeAndReservedSlotsNeverMatchAHandle() {
        let pool = EntityPool()
        let a = pool.create()
        _ = pool.create()
        pool.release(a)
        // The free slot 0 stores the end-of-list link and generation 2: no handle matches it.
        #expect(!pool.isValid(Entity(index: 0, generation: 2)))
        #expect(!pool.isValid(Entity(index: EntityPool.endOfList, generation: 2)))
        let reserved = pool.reserve()
        #expect(reserved == Entity(index: 0, generation: 2))
        #expect(!pool.isValid(reserved) && pool.isReserved(reserved))
        #expect(pool.aliveCount == 1)
        pool.activate(reserved)
        #expect(pool.isValid(reserved) && !pool.isReserved(reserved))
        #expect(pool.aliveCount == 2)
    }

    @Test func retiresASlotWhoseGenerationIsExhausted() {
        let pool = EntityPool()
        let first = pool.create()
        pool.release(first)
        // Pretend slot 0 has been reused until one generation is left.
        pool.slots[0] = Entity(index: EntityPool.endOfList, generation: .max)
        let last = pool.create()
        #expect(last == Entity(index: 0, generation: .max))
        pool.release(last)
        // Slot 0 is retired: the next entity takes a new slot, and no handle to slot 0 is valid.
        #expect(pool.create() == Entity(index: 1, generation: 1))
        for generation: UInt32 in [0, 1, 2, .max] {
            #expect(!pool.isValid(Entity(index: 0, generation: generation)))
        }
    }

    @Test func growsPastManyDoublings() {
        let pool = EntityPool()
        let entities = (0..<100_000).map { _ in pool.create() }
        #expect(entities.last == Entity(index: 99_999, generation: 1))
        #expect(entities.allSatisfy(pool.isValid))
        #expect(pool.aliveEntities == entities)
    }

    @Test func hashCoversFreeSlotsAndTheirOrder() {
        func hash(_ pool: EntityPool) -> UInt64 {
            var hasher = StateHasher()
            pool.hash(into: &hasher)
            return hasher.value
        }
        let one = EntityPool(), two = EntityPool()
        let a1 = one.create(), b1 = one.create()
        let a2 = two.create(), b2 = two.create()
        #expect(hash(one) == hash(two))
        // The same alive set (none) but a different free order: the next ids differ, so must
        // the hashes.
        one.release(a1); one.release(b1)
        two.release(b2); two.release(a2)
        #expect(one.aliveEntities == two.aliveEntities)
        #expect(hash(one) != hash(two))
    }
}
