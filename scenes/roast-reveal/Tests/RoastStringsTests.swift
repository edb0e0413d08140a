import Testing
@testable import RoastRevealScene

/// The string tables: complete in both languages, with every key the model names.
@Suite struct RoastStringsTests {
    let strings = Fixtures.strings

    @Test func everyKeyExistsInBothLanguages() {
        let english = Set(strings.tables[.en]!.keys), vietnamese = Set(strings.tables[.vi]!.keys)
        #expect(english.subtracting(vietnamese).isEmpty, "missing in vi: \(english.subtracting(vietnamese).sorted())")
        #expect(vietnamese.subtracting(english).isEmpty, "missing in en: \(vietnamese.subtracting(english).sorted())")
        for language in RoastLanguage.allCases {
            #expect(strings.tables[language]!.values.allSatisfy { !$0.isEmpty }, "\(language) has an empty string")
        }
    }

    @Test func countsAreGroupedAsEachLanguageGroupsThem() {
        #expect(strings.count("streak.days", 1_200, in: .en) == "1,200 days")
        #expect(strings.count("streak.days", 1_200, in: .vi) == "1.200 ngày")
    }

    @Test func everyNameTheModelUsesHasAString() {
        let keys = ["tab.generator", "tab.library", "tab.badges", "tab.settings"]
            + RoastCategory.allCases.map(\.nameKey) + RoastMood.allCases.map(\.nameKey)
            + Badge.all.flatMap { [$0.nameKey, $0.descriptionKey] }
            + Fixtures.collections.collections.map(\.nameKey) + StreakMilestone.all.map(\.textKey)
            + RoastReaction.allCases.map { "reaction.\($0.rawValue)" }
            + (1...RoastStrings.fallbackCount).map { "roast.fallback.\($0)" }
            + RoastSpice.range.map { "generator.spice.\($0)" }
            + ["streak.active", "streak.dueToday", "streak.expiringSoon", "streak.expired", "streak.frozen", "streak.days.one", "streak.days.other"]
            + ShareTemplate.allCases.map(\.nameKey)
            + ["share.title", "share.size", "share.save", "share.saved", "share.failed", "share.cannotRender", "share.madeWith"]
        let english = strings.tables[.en]!
        #expect(keys.filter { english[$0] == nil }.isEmpty, "\(keys.filter { english[$0] == nil })")
    }

    @Test func placeholdersAndCountsAreFilledIn() {
        #expect(strings.count("streak.days", 1, in: .en) == "1 day")
        #expect(strings.count("streak.days", 5, in: .en) == "5 days")
        #expect(strings.count("streak.days", 5, in: .vi) == "5 ngày")
        #expect(strings.text("streak.expiringSoon", in: .vi, ["hours": "3"]) == "Roast trong 3 giờ nữa để giữ chuỗi")
        #expect(strings.text("no.such.key", in: .vi) == "no.such.key")
    }

    @Test func vietnameseKeepsItsDiacritics() {
        #expect(strings.text("tab.settings", in: .vi) == "Cài đặt")
        #expect(strings.text("mood.roughDay", in: .vi) == "Ngày tồi tệ")
        // Stored precomposed (NFC), as fonts and comparisons expect.
        for text in strings.tables[.vi]!.values { #expect(text.unicodeScalars.elementsEqual(text.precomposedStringWithCanonicalMapping.unicodeScalars)) }
    }
}
