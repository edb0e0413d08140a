import Core
import Testing

/// A state with one of everything the encoder treats apart.
private struct Sample: Codable, Equatable {
    enum Mode: Codable, Equatable { case idle, running, box(Int), ball(Int) }
    var mode = Mode.idle
    var nested: [[Int]] = [[1], [2, 3]]
    var maybe: Int? = nil
    var tags: Set<String> = ["a", "b", "c"]
    var table: [String: Double] = ["x": 1, "y": 2]
    var point = Vec2(1, 2)
    @Unhashed var cache: [String: Int] = ["k": 1]
}

@Suite struct StateHashingEncoderTests {
    private func digest(_ sample: Sample) throws -> UInt64 { try StateHashingEncoder.digest(of: sample) }

    @Test func theSameValueHashesTheSameAndAnyFieldChangesIt() throws {
        let base = try digest(Sample())
        #expect(try digest(Sample()) == base)
        var changes: [Sample] = []
        for mode in [Sample.Mode.running, .box(1), .ball(1)] { var s = Sample(); s.mode = mode; changes.append(s) }
        var s = Sample(); s.nested = [[1, 2], [3]]; changes.append(s)
        s = Sample(); s.maybe = 0; changes.append(s)
        s = Sample(); s.tags.insert("d"); changes.append(s)
        s = Sample(); s.table["x"] = 1.5; changes.append(s)
        s = Sample(); s.point = Vec2(2, 1); changes.append(s)
        s = Sample(); s.point = Vec2(-0.0, 2); changes.append(s)
        let digests = try changes.map(digest)
        #expect(!digests.contains(base))
        #expect(Set(digests).count == digests.count, "every change hashes apart from the others")
    }

    @Test func enumCasesWithEqualPayloadsDiffer() throws {
        var box = Sample(), ball = Sample()
        box.mode = .box(7)
        ball.mode = .ball(7)
        #expect(try digest(box) != digest(ball))
    }

    @Test func setsAndDictionariesHashWhateverTheirIterationOrder() throws {
        var a = Sample(), b = Sample()
        a.tags = []; for tag in ["c", "a", "b"] { a.tags.insert(tag) }
        b.tags = Set(["b", "c", "a"]).union([])
        a.table = ["y": 2, "x": 1]
        #expect(try digest(a) == digest(b))
    }

    @Test func unhashedFieldsAreLeftOut() throws {
        var s = Sample()
        s.cache = ["other": 9]
        #expect(try digest(s) == digest(Sample()))
    }

    @Test func aFrozenValueHashesAsItsValueDoesEveryTime() throws {
        let frozen = Frozen(Sample())
        var changed = Sample(); changed.maybe = 3
        #expect(try StateHashingEncoder.digest(of: [frozen]) == StateHashingEncoder.digest(of: [frozen]))
        #expect(try StateHashingEncoder.digest(of: [frozen]) != StateHashingEncoder.digest(of: [Frozen(changed)]))
        #expect(frozen.value == Sample())
    }
}
