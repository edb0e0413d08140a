import Testing
@testable import Records

/// Reads are kept until the cache is emptied, at most its capacity, and a list's rows come a page
/// at a time.
@Suite struct ReadCacheTests {
    @Test func aValueIsReadOnceUntilTheCacheIsEmptied() {
        var cache = ReadCache<String, Int>(capacity: 2)
        var reads = 0
        func read() -> Int { reads += 1; return reads }
        #expect(cache.value(for: "a", read: read) == 1)
        #expect(cache.value(for: "a", read: read) == 1)
        _ = cache.value(for: "b", read: read)
        _ = cache.value(for: "c", read: read)
        #expect(cache.value(for: "a", read: read) == 4, "past its capacity the cache starts again")
        cache.removeAll()
        #expect(cache.value(for: "a", read: read) == 5)
    }

    @Test func aListIsReadAPageAtATime() {
        var pages = ReadCache<Int, [Int]>(capacity: 8)
        var ranges: [Range<Int>] = []
        func item(_ index: Int) -> Int? {
            pages.item(at: index, pageSize: 10, key: { $0 }) { range in ranges.append(range); return Array(range.clamped(to: 0..<25)) }
        }
        #expect(item(3) == 3 && item(7) == 7 && item(12) == 12 && item(24) == 24)
        #expect(item(25) == nil && item(-1) == nil)
        #expect(ranges == [0..<10, 10..<20, 20..<30])
    }
}
