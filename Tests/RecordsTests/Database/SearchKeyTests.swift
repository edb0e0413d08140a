import Testing
@testable import Records

@Suite struct SearchKeyTests {
    @Test func foldsCaseDiacriticsAndSpaces() {
        #expect(SearchKey.normalise("  Amélie ") == "amelie")
        #expect(SearchKey.normalise("Phở  Bò\tTái") == "pho bo tai")
        #expect(SearchKey.normalise("ĐẸP đẹp") == "dep dep")
        #expect(SearchKey.normalise("HEAT") == SearchKey.normalise("heat"))
        #expect(SearchKey.normalise("Łódź Ørsted") == "lodz orsted")
        #expect(SearchKey.normalise("   ") == "")
    }

    @Test func splitsWordsAsTheSearchTokenizerDoes() {
        #expect(SearchKey.words("Spider-Man: No Way Home") == ["spider", "man", "no", "way", "home"])
        #expect(SearchKey.words("Schindler's List") == ["schindler", "s", "list"])
        #expect(SearchKey.words("  ") == [])
        #expect(SearchKey.words("2001: A Space Odyssey") == ["2001", "a", "space", "odyssey"])
    }
}

@Suite struct TrimmedTests {
    @Test func trimsUnicodeWhiteSpaceOnly() {
        #expect("  Heat \n\t".trimmed == "Heat")
        #expect("\u{00A0}\u{3000}Phở\u{2003}".trimmed == "Phở")
        #expect(" \n ".trimmed == "")
        #expect("a b".trimmed == "a b")
    }

    @Test func asciiAndUnicodeNormalisationAgree() {
        for title in ["  The  MATRIX\tReloaded ", "Spider-Man: No Way Home", "A\u{0B}B\r\nC", "", "  ", "@[`{~"] {
            #expect(SearchKey.normaliseASCII(title) == SearchKey.normaliseUnicode(title), "\(title)")
        }
    }
}
