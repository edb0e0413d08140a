import Testing
@testable import UI

@Suite("Word classes of clusters")
struct TextWordClassTests {
    @Test("letters and digits of any script are word clusters, precomposed or decomposed",
          arguments: ["a", "Z", "7", "ở", "o\u{31B}\u{309}", "Đ", "đ", "é", "e\u{301}", "ж", "中"])
    func words(cluster: String) {
        #expect(TextWordClass(Character(cluster)) == .word)
    }

    @Test("spaces, tabs and line breaks are space clusters", arguments: [" ", "\t", "\n", "\r\n", "\u{00A0}"])
    func spaces(cluster: String) {
        #expect(TextWordClass(Character(cluster)) == .space)
    }

    @Test("punctuation, symbols and emoji (with modifiers, ZWJ, flags, keycaps) are other clusters",
          arguments: [".", ",", "-", "€", "🍜", "👍🏽", "👨‍👩‍👧", "🇻🇳", "1️⃣", "❤️", "©️"])
    func others(cluster: String) {
        #expect(TextWordClass(Character(cluster)) == .other)
    }
}
