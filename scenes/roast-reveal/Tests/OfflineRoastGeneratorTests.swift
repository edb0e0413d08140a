import Engine
import Testing
@testable import RoastRevealScene

/// The offline generator: variety, no repeats, replays, spice, mood, collections and reactions.
@Suite struct OfflineRoastGeneratorTests {
    let generator = Fixtures.generator

    func texts(_ request: RoastRequest, count: Int, seed: UInt64) -> [String] {
        var random = RandomGenerator(seed: seed)
        return (0..<count).map { _ in generator.roastText(for: request, random: &random)! }
    }

    @Test func everyCategorySpiceAndLanguageHasAtLeast200DistinctRoasts() {
        for language in RoastLanguage.allCases {
            for category in RoastCategory.allCases {
                for spice in RoastSpice.range {
                    let request = RoastRequest(category: category, spice: spice, language: language)
                    let distinct = Set(texts(request, count: 400, seed: UInt64(spice))).count
                    #expect(distinct >= 200, "\(language) \(category) spice \(spice): \(distinct) distinct in 400")
                }
            }
        }
    }

    @Test func everySentenceStartsWithACapital() {
        for language in RoastLanguage.allCases {
            for mood in [nil] + RoastMood.allCases {
                let request = RoastRequest(category: .workload, spice: 3, mood: mood, collectionID: "mondays", language: language)
                for text in texts(request, count: 100, seed: 5) + texts(RoastRequest(category: .email, spice: 4, mood: mood,
                                                                                       language: language), count: 100, seed: 5) {
                    let chars = Array(text)
                    #expect(chars[0].isUppercase, "\(text)")
                    for i in 2..<chars.count where ".?!".contains(chars[i - 2]) && chars[i - 1] == " " {
                        #expect(!chars[i].isLowercase, "\(text)")
                    }
                }
            }
        }
    }

    @Test func aRoastNeverRepeatsWithinTheLast50() {
        var random = RandomGenerator(seed: 11)
        var history: [String] = []
        for i in 0..<2_000 {
            let request = RoastRequest(category: .coffee, spice: 1, mood: .roughDay, language: i % 2 == 0 ? .en : .vi,
                                       recent: Set(history.suffix(RoastSave.noRepeatWindow)))
            let text = generator.roastText(for: request, random: &random)!
            #expect(!history.suffix(RoastSave.noRepeatWindow).contains(text), "roast \(i) repeats: \(text)")
            history.append(text)
        }
    }

    @Test func theSameSeedGivesTheSameRoasts() {
        let request = RoastRequest(category: .meetings, spice: 4, mood: .bored, language: .vi)
        #expect(texts(request, count: 20, seed: 42) == texts(request, count: 20, seed: 42))
        #expect(texts(request, count: 20, seed: 42) != texts(request, count: 20, seed: 43))
    }

    @Test func spiceChangesTheWording() {
        for language in RoastLanguage.allCases {
            let mild = Set(texts(RoastRequest(category: .email, spice: 1, language: language), count: 300, seed: 1))
            let hot = Set(texts(RoastRequest(category: .email, spice: 5, language: language), count: 300, seed: 1))
            #expect(mild.isDisjoint(with: hot), "\(language): spice 1 and 5 share \(mild.intersection(hot).prefix(3))")
        }
    }

    @Test func aRoughDayStaysGentleWhateverTheSpice() {
        #expect(RoastRequest(category: .kpis, spice: 5, mood: .roughDay, language: .en).effectiveSpice == 1)
        let roughDay = texts(RoastRequest(category: .kpis, spice: 5, mood: .roughDay, language: .en), count: 300, seed: 2)
        let savage = texts(RoastRequest(category: .kpis, spice: 5, language: .en), count: 300, seed: 2)
        let closers = ["Tomorrow's a fresh start", "Go get a snack", "Sending you a big hug"]
        for text in roughDay {
            #expect(closers.contains { text.contains($0) }, "no comforting close: \(text)")
            #expect(!text.contains("HR has a folder") && !text.contains("lowered its expectations"), "\(text)")
        }
        #expect(savage.contains { $0.contains("HR has a folder") || $0.contains("lowered its expectations") })
    }

    @Test func aCollectionAddsItsThemedMaterial() {
        for (language, marker) in [(RoastLanguage.en, "Monday"), (.vi, "thứ Hai")] {
            let request = RoastRequest(category: .deadlines, spice: 3, collectionID: "mondays", language: language)
            let themed = texts(request, count: 100, seed: 9)
            #expect(themed.allSatisfy { $0.localizedCaseInsensitiveContains(marker) }, "\(themed.first { !$0.contains(marker) } ?? "")")
        }
    }

    @Test func fireReactionsMakeARoastSharperAndThumbsDownMakeItSofter() {
        var fiery = ReactionStats(), disliked = ReactionStats()
        for _ in 0..<10 {
            fiery.record(.fire, for: .workload)
            disliked.record(.thumbsDown, for: .workload)
        }
        func savageShare(_ stats: ReactionStats) -> Double {
            let request = RoastRequest(category: .workload, spice: 4, language: .en, adjustment: stats.adjustment(for: .workload))
            let sharp = ["HR has a folder", "support group", "asked for a transfer", "backup plan", "nickname for it",
                         "vanishing before", "paper towels", "cautionary tale", "fire drill", "breaks everything"]
            let all = texts(request, count: 2_000, seed: 4)
            return Double(all.filter { t in sharp.contains { t.contains($0) } }.count) / Double(all.count)
        }
        #expect(savageShare(fiery) > savageShare(ReactionStats()) + 0.1)
        #expect(savageShare(disliked) < savageShare(ReactionStats()) - 0.1)
        #expect(fiery.adjustment(for: .coffee) == .neutral)
    }
}
