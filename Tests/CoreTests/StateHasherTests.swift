import Testing
@testable import Core

@Suite struct StateHasherTests {
    @Test func sameValuesSameHash() {
        var a = StateHasher(), b = StateHasher()
        for h in [0, 1] {
            var x = h == 0 ? a : b
            x.combine(1.5); x.combine(UInt64(7)); x.combine("jar"); x.combine(Vec2(1, 2))
            if h == 0 { a = x } else { b = x }
        }
        #expect(a.value == b.value)
    }

    @Test func orderMatters() {
        var a = StateHasher(), b = StateHasher()
        a.combine(1); a.combine(2)
        b.combine(2); b.combine(1)
        #expect(a.value != b.value)
    }

    @Test func bitPatternsNotValues() {
        var a = StateHasher(), b = StateHasher()
        a.combine(0.0)
        b.combine(-0.0)
        #expect(a.value != b.value)
    }

    @Test func stringsAreLengthDelimited() {
        var a = StateHasher(), b = StateHasher()
        a.combine("ab"); a.combine("c")
        b.combine("a"); b.combine("bc")
        #expect(a.value != b.value)
    }

    @Test func hashIsPinned() {
        // The hasher is not seeded per process: this value is the same in every run and build.
        var h = StateHasher()
        h.combine(UInt64(1))
        #expect(h.value == StateHasherTests.pinnedOne)
    }

    static let pinnedOne: UInt64 = 0xEA65_3F92_AA84_31E8
}

@Suite struct StateHashableTests {
    private func hash(_ value: some StateHashable) -> UInt64 {
        var hasher = StateHasher()
        value.hash(into: &hasher)
        return hasher.value
    }

    @Test func optionalsFeedWhetherThereIsAValue() {
        #expect(hash(Int?.none) != hash(Int?.some(0)))
        #expect(hash(Int?.some(5)) != hash(Int?.some(6)))
    }

    @Test func coloursFeedEveryChannel() {
        let base = Color(r: 1, g: 2, b: 3, a: 4)
        #expect(Set([base, Color(r: 9, g: 2, b: 3, a: 4), Color(r: 1, g: 9, b: 3, a: 4),
                     Color(r: 1, g: 2, b: 9, a: 4), Color(r: 1, g: 2, b: 3, a: 9)].map(hash)).count == 5)
    }
}
