import Engine
import Testing
import BuiltInScenes

@Suite struct CatalogTests {
    /// Titles are in sentence case: a capital to start, the other words in lower case.
    @Test func everyTitleIsInSentenceCase() {
        for info in BuiltInScenes.all.map({ $0.info }) {
            let words = info.title.split(separator: " ")
            #expect(words.first?.first?.isUppercase == true, "\(info.title)")
            #expect(words.dropFirst().allSatisfy { $0.first?.isUppercase != true }, "\(info.title)")
        }
    }
}
