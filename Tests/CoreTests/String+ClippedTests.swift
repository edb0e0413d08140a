import Core
import Testing

@Suite struct StringClippedTests {
    @Test func aTextOverTheLengthEndsInAnEllipsisWithinIt() {
        #expect("abcdef".clipped(to: 4) == "abc…")
        #expect("abcd".clipped(to: 4) == "abcd")
        #expect("phở bò".clipped(to: 4) == "phở…")
        #expect("ab".clipped(to: 1) == "…")
        #expect(String(repeating: "x", count: 1_000_000).clipped(to: 80).count == 80)
    }
}
