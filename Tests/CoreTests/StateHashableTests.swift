import Testing
@testable import Core

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
