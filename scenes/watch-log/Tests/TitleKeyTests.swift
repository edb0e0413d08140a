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

@Suite struct TrimmedTests {
    @Test func trimsUnicodeWhiteSpaceOnly() {
        #expect("  Heat \n\t".trimmed == "Heat")
        #expect("\u{00A0}\u{3000}Phở\u{2003}".trimmed == "Phở")
        #expect(" \n ".trimmed == "")
        #expect("a b".trimmed == "a b")
    }

    @Test func asciiAndUnicodeNormalisationAgree() {
        for title in ["  The  MATRIX\tReloaded ", "Spider-Man: No Way Home", "A\u{0B}B\r\nC", "", "  ", "@[`{~"] {
            #expect(TitleKey.normaliseASCII(title) == TitleKey.normaliseUnicode(title), "\(title)")
        }
    }
}
