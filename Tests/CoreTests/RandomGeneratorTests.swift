import Testing
@testable import Core

@Suite struct RandomGeneratorTests {
    @Test func sameSeedSameSequence() {
        var a = RandomGenerator(seed: 42), b = RandomGenerator(seed: 42)
        for _ in 0..<1000 { #expect(a.next() == b.next()) }
    }

    @Test func differentSeedsDiffer() {
        var a = RandomGenerator(seed: 1), b = RandomGenerator(seed: 2)
        let sa = (0..<8).map { _ in a.next() }, sb = (0..<8).map { _ in b.next() }
        #expect(sa != sb)
    }

    @Test func sequenceIsPinnedAcrossBuilds() {
        // xoshiro256** seeded by SplitMix64 from 0: pinned so a change of algorithm, which
        // would break every recorded replay, cannot pass unnoticed.
        var r = RandomGenerator(seed: 0)
        #expect(r.next() == 0x99EC_5F36_CB75_F2B4)
    }

    @Test func unitDoublesStayInRange() {
        var r = RandomGenerator(seed: 7)
        for _ in 0..<10_000 {
            let u = r.nextUnit()
            #expect(u >= 0 && u < 1)
            let v = r.next(in: -2.0...3.0)
            #expect(v >= -2 && v <= 3)
        }
    }

    @Test func copiesAreIndependentValues() {
        var r = RandomGenerator(seed: 9)
        _ = r.next()
        let copy = r
        #expect(copy == r)
        #expect(r.next() != 0)
        #expect(copy != r)
    }
}
