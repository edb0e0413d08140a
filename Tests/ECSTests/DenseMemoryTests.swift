import Testing
@testable import ECS

@Suite struct DenseMemoryTests {
    @Test func trivialValuesSurviveGrowthAcrossTheMappedThreshold() {
        var capacity = 16
        var block = DenseMemory.allocate(Int.self, capacity: capacity)
        var count = 0
        while capacity < 1 << 20 {
            while count < capacity {
                (block + count).initialize(to: count &* 31)
                count += 1
            }
            block = DenseMemory.reallocate(block, count: count, from: capacity, to: capacity * 2)
            capacity *= 2
        }
        #expect((0..<count).allSatisfy { block[$0] == $0 &* 31 })
        DenseMemory.deallocate(block, capacity: capacity)
    }

    @Test func nonTrivialValuesAreMovedNotCopied() {
        let capacity = DenseMemory.hugePageSize / MemoryLayout<String>.stride
        let block = DenseMemory.allocate(String.self, capacity: capacity)
        block.initialize(repeating: "x", count: 10)
        let grown = DenseMemory.reallocate(block, count: 10, from: capacity, to: capacity * 2)
        #expect((0..<10).allSatisfy { grown[$0] == "x" })
        grown.deinitialize(count: 10)
        DenseMemory.deallocate(grown, capacity: capacity * 2)
    }
}
