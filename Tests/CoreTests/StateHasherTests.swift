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
