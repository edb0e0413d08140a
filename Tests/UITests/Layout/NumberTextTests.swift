import Testing
import UI

@Suite struct NumberTextTests {
    @Test func countsAreGroupedAsTheirLanguageGroupsThem() {
        #expect(NumberText.grouped(10_000) == "10,000")
        #expect(NumberText.grouped(10_000, languageCode: "vi") == "10.000")
        #expect(NumberText.grouped(1_234_567, languageCode: "en") == "1,234,567")
        #expect(NumberText.grouped(-4_200, languageCode: "vi") == "-4.200")
        #expect(NumberText.grouped(999) == "999")
        #expect(NumberText.grouped(0, languageCode: "vi") == "0")
    }
}
