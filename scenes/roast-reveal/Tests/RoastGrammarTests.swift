import Engine
import Testing
@testable import RoastRevealScene

/// The grammar engine: slots, modifiers, weights, spice, and clear errors for bad files.
@Suite struct RoastGrammarTests {
    let plain = RoastGrammar.Setting(categoryIndex: 0, moodIndex: RoastMood.allCases.count, collectionID: nil, spice: 3,
                                     adjustment: .neutral)

    @Test func theArticleModifierPicksAOrAnBySound() {
        #expect(RoastGrammar.article(for: "apple pie") == "an")
        #expect(RoastGrammar.article(for: "banana") == "a")
        #expect(RoastGrammar.article(for: "hour-long call") == "an")
        #expect(RoastGrammar.article(for: "unicorn") == "a")
        #expect(RoastGrammar.article(for: "one-line fix") == "a")
        #expect(RoastGrammar.article(for: "Excel sheet") == "an")
    }

    @Test func slotsExpandWithTheirModifiersInEnglishAndWithoutArticlesInVietnamese() throws {
        let rules = """
          main: ["{thing|a} and {thing|cap|a}. {word|cap}"]
          thing: ["owl"]
          word: ["đường"]
        """
        let english = try Fixtures.grammar("articles: true\nrules:\n" + rules)
        let vietnamese = try Fixtures.grammar("articles: false\nrules:\n" + rules)
        var random = RandomGenerator(seed: 1)
        #expect(english.expand(plain, random: &random) == "An owl and An owl. Đường")
        #expect(vietnamese.expand(plain, random: &random) == "Owl and Owl. Đường")
    }

    @Test func weightsSetHowOftenAnAlternativeIsPicked() throws {
        let grammar = try Fixtures.grammar("""
        articles: true
        rules:
          main: [{text: "heavy", weight: 9}, {text: "light", weight: 1}]
        """)
        var random = RandomGenerator(seed: 7)
        let heavy = (0..<10_000).filter { _ in grammar.expand(plain, random: &random) == "Heavy" }.count
        #expect((8_700...9_300).contains(heavy), "\(heavy) of 10000")
    }

    @Test func anAlternativeIsPickedOnlyWithinItsSpiceRange() throws {
        let grammar = try Fixtures.grammar("""
        articles: true
        rules:
          main: [{text: "mild", spice: [1, 2]}, {text: "hot", spice: [3, 5]}]
        """)
        var random = RandomGenerator(seed: 3)
        var setting = plain
        for spice in RoastSpice.range {
            setting.spice = spice
            let texts = Set((0..<50).map { _ in grammar.expand(setting, random: &random) })
            #expect(texts == [spice <= 2 ? "Mild" : "Hot"])
        }
    }

    @Test func flavourMultipliersShiftTheWeights() throws {
        let grammar = try Fixtures.grammar("""
        articles: true
        rules:
          main: [{text: "soft", flavors: [gentle]}, {text: "sharp", flavors: [savage]}]
        """)
        var setting = plain
        setting.adjustment = RoastAdjustment(gentle: 0.25, savage: 3, absurd: 1)
        var random = RandomGenerator(seed: 5)
        let sharp = (0..<10_000).filter { _ in grammar.expand(setting, random: &random) == "Sharp" }.count
        #expect((9_000...9_400).contains(sharp), "\(sharp) of 10000; 3 / 3.25 expected")
    }

    @Test func topicToneAndBodySlotsFollowTheRequest() throws {
        let grammar = try Fixtures.grammar("""
        articles: true
        rules:
          main: ["{body}"]
          roast: ["plain {topic.x}"]
          collection.winter: ["cold {topic.x}"]
        \(RoastCategory.allCases.map { "  \($0.rawValue).x: [\"\($0.rawValue)\"]" }.joined(separator: "\n"))
        """)
        var random = RandomGenerator(seed: 1)
        var setting = plain
        setting.categoryIndex = RoastCategory.allCases.firstIndex(of: .coffee)!
        #expect(grammar.expand(setting, random: &random) == "Plain coffee")
        setting.collectionID = "winter"
        #expect(grammar.expand(setting, random: &random) == "Cold coffee")
        #expect(grammar.collectionIDs == ["winter"])
    }

    @Test(arguments: [
        ("rules:\n  main: [\"{nothing}\"]", "no rule 'nothing'"),
        ("rules:\n  main: [\"{a}\"]\n  a: [\"{main}\"]", "refer to themselves"),
        ("rules:\n  main: [\"{main|shout}\"]", "unknown modifier 'shout'"),
        ("rules:\n  main: [{text: \"x\", spice: [2, 5]}]", "nothing at spice 1"),
        ("rules:\n  main: [{text: \"x\", spice: [0, 9]}]", "within 1…5"),
        ("rules:\n  main: [{text: \"x\", weight: -1}]", "not positive"),
        ("rules:\n  main: [\"{topic.x}\"]", "no rule 'deadlines.x'"),
        ("rules:\n  main: [\"open {\"]", "without '}'"),
        ("rules:\n  other: [\"x\"]", "no rule 'main'"),
    ])
    func aBadGrammarIsRefusedWithTheFileAndTheProblem(body: String, problem: String) {
        do {
            _ = try Fixtures.grammar("articles: true\n" + body)
            Issue.record("accepted: \(body)")
        } catch let error as DataFileError {
            #expect(error.reason.contains(problem), "\(error)")
            #expect(error.path.hasSuffix(".yml"))
        } catch {
            Issue.record("not a DataFileError: \(error)")
        }
    }

    @Test func theBundledGrammarsCompile() {
        #expect(Set(Fixtures.generator.grammars.keys) == Set(RoastLanguage.allCases))
        for grammar in Fixtures.generator.grammars.values {
            #expect(grammar.collectionIDs == Set(Fixtures.collections.collections.map(\.id)))
        }
    }
}
