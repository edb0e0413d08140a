import Testing
@testable import WatchLogScene

@Suite struct TitleKeyTests {
    @Test func foldsCaseDiacriticsAndSpaces() {
        #expect(TitleKey.normalise("  Amélie ") == "amelie")
        #expect(TitleKey.normalise("Phở  Bò\tTái") == "pho bo tai")
        #expect(TitleKey.normalise("ĐẸP đẹp") == "dep dep")
        #expect(TitleKey.normalise("HEAT") == TitleKey.normalise("heat"))
        #expect(TitleKey.normalise("Łódź Ørsted") == "lodz orsted")
        #expect(TitleKey.normalise("   ") == "")
    }

    @Test func splitsWordsAsTheSearchTokenizerDoes() {
        #expect(TitleKey.words("Spider-Man: No Way Home") == ["spider", "man", "no", "way", "home"])
        #expect(TitleKey.words("Schindler's List") == ["schindler", "s", "list"])
        #expect(TitleKey.words("  ") == [])
        #expect(TitleKey.words("2001: A Space Odyssey") == ["2001", "a", "space", "odyssey"])
    }
}
