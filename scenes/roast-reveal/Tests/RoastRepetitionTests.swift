import Engine
import Testing
@testable import RoastRevealScene

/// A roast repeats no sentence of the last `RoastSave.noRepeatSentenceWindow` roasts of its
/// category, in every category and language, over a thousand roasts each (two hundred in a row
/// at each spice, as a user who keeps to one would make them).
@Suite struct RoastRepetitionTests {
    @Test(arguments: RoastLanguage.allCases)
    func noSentenceRepeatsWithinTheWindow(language: RoastLanguage) {
        var random = RandomGenerator(seed: 7)
        var repeats: [String] = []
        for category in RoastCategory.allCases {
            var save = RoastSave()
            for n in 0..<1_000 {
                let request = RoastRequest(category: category, spice: 1 + n / 200, language: language, recent: save.recentTexts,
                                           recentSentences: save.recentSentences(of: category, in: language))
                let roast = Fixtures.roaster.roast(for: request, random: &random)
                let repeated = Set(RoastSentences.of(roast.text)).intersection(request.recentSentences)
                if !repeated.isEmpty { repeats.append("\(category) #\(n): \(repeated.sorted())") }
                save.addToHistory(roast)
            }
        }
        #expect(repeats.isEmpty, "\(repeats.count) roasts repeated a recent sentence: \(repeats.prefix(5))")
    }

    @Test func theWindowCoversTheCategorysLastRoastsOnly() {
        var save = RoastSave()
        func add(_ text: String, _ category: RoastCategory) {
            save.addToHistory(Roast(id: 1, text: text, category: category, spice: 3, language: .en))
        }
        add("One. Two.", .deadlines)
        add("Three.", .meetings)
        for _ in 0..<RoastSave.noRepeatSentenceWindow - 1 { add("Filler.", .deadlines) }
        #expect(save.recentSentences(of: .deadlines, in: .en) == ["One.", "Two.", "Filler."])
        add("Newest.", .deadlines)
        #expect(save.recentSentences(of: .deadlines, in: .en) == ["Newest.", "Filler."])
        #expect(save.recentSentences(of: .deadlines, in: .vi).isEmpty)
    }

    @Test func sentencesAreFoundInBothLanguages() {
        #expect(RoastSentences.of("Honestly, you wait. Your to-do list sends its regards.")
                == ["Honestly, you wait.", "Your to-do list sends its regards."])
        #expect(RoastSentences.of("Thật lòng mà nói, bạn chờ mãi. Danh sách việc gửi lời hỏi thăm!")
                == ["Thật lòng mà nói, bạn chờ mãi.", "Danh sách việc gửi lời hỏi thăm!"])
    }
}
