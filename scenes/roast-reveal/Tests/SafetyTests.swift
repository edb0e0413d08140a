import Engine
import Foundation
import Synchronization
import Testing
@testable import RoastRevealScene
import SceneTestSupport

/// Words no roast may contain: protected characteristics and slurs, in English and Vietnamese.
/// Kept here, apart from the scene's own filter terms, so the check does not grade itself.
/// (Slurs are ROT13 so the list does not spell them out.)
let blocklist: Set<String> = {
    let plain = [
        // race and origin
        "race", "racial", "racist", "ethnic", "ethnicity", "skin", "black", "white", "brown", "asian", "african", "european",
        "american", "mexican", "chinese", "japanese", "korean", "indian", "arab", "latino", "foreign", "foreigner",
        "immigrant", "nationality", "accent", "refugee", "chủng tộc", "màu da", "dân tộc", "người nước ngoài", "quốc tịch",
        // religion
        "religion", "religious", "god", "jesus", "allah", "buddha", "church", "mosque", "temple", "pray", "christian",
        "muslim", "jewish", "jew", "hindu", "buddhist", "atheist", "tôn giáo", "đạo phật", "công giáo", "hồi giáo",
        // gender and sexuality
        "gender", "woman", "women", "female", "male", "girl", "girly", "feminine", "masculine", "trans", "transgender",
        "gay", "lesbian", "bisexual", "queer", "homosexual", "sexual", "sexy", "giới tính", "đàn bà", "phụ nữ",
        "đồng tính", "chuyển giới", "pê đê", "bê đê",
        // disability and health
        "disabled", "disability", "handicapped", "wheelchair", "blind", "deaf", "dumb", "autistic", "autism",
        "crazy", "insane", "psycho", "lame", "khuyết tật", "tàn tật", "thiểu năng", "tự kỷ", "điên", "khùng", "mù", "điếc", "câm", "què",
        // age and body
        "old", "elderly", "age", "boomer", "wrinkles", "fat", "obese", "overweight", "skinny", "weight", "chubby",
        "bald", "ugly", "pregnant", "già", "béo", "mập", "gầy", "lùn", "hói", "xấu xí", "cân nặng",
        // class
        "poor", "poverty", "nghèo",
    ]
    let rot13Slurs = ["ergneq", "ergneqrq", "snt", "snttbg", "qlxr", "puvax", "avttre", "avttn", "fcvp", "jrgonpx",
                      "gjng", "penpxre", "tbbx", "fdhnj", "genaal", "yrfob", "pevccyr", "zvqtrg"]
    return Set(plain + rot13Slurs.map(rot13))
}()

/// `text` with its ASCII lower-case letters turned 13 places.
func rot13(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { c in
        (97...122).contains(c.value) ? UnicodeScalar((c.value - 97 + 13) % 26 + 97)! : c
    }))
}

/// The words of `text`, lower case, each as an FNV-1a hash of its UTF-8 bytes (words split at
/// ASCII spaces and punctuation); hashing keeps the 100,000-roast test fast in debug builds.
func wordHashes(_ text: String) -> [UInt64] {
    var lower = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.lowercased()
    return lower.withUTF8 { bytes in
        var hashes: [UInt64] = [], hash: UInt64 = 0, inWord = false
        for var byte in bytes {
            if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
            let letter = byte >= 0x80 || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x27
            if letter {
                hash = ((inWord ? hash : 14_695_981_039_346_656_037) ^ UInt64(byte)) &* 1_099_511_628_211
            } else if inWord {
                hashes.append(hash)
            }
            inWord = letter
        }
        if inWord { hashes.append(hash) }
        return hashes
    }
}

/// The blocklist as runs of word hashes, by their first word.
let blockedRuns = Dictionary(grouping: blocklist.map { wordHashes($0) }) { $0[0] }

/// The blocklisted words and phrases in `text`, as counts of words (1 for a word, 2 for a two-word phrase, …).
func blocklisted(_ text: String) -> [Int] {
    let words = wordHashes(text)
    var hits: [Int] = []
    for i in words.indices {
        for run in blockedRuns[words[i]] ?? [] where words[i...].starts(with: run) { hits.append(run.count) }
    }
    return hits
}

/// A provider that first writes the lines it is given, then nothing.
final class ScriptedProvider: RoastProvider {
    private let lines: Mutex<[String]>
    init(_ lines: [String]) { self.lines = Mutex(lines) }
    func roastText(for request: RoastRequest, random: inout RandomGenerator) -> String? {
        lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}

/// The safety filter and the roaster that applies it to every provider.
@Suite struct SafetyTests {
    @Test func oneHundredThousandRoastsNeverHitTheBlocklist() {
        var random = RandomGenerator(seed: 2026)
        let collections = [nil] + Fixtures.collections.collections.map(\.id)
        let moods = [nil] + RoastMood.allCases
        var hits: [String: [Int]] = [:]
        var checked: Set<String> = []
        var count = 0
        var recent: [String] = []
        while count < 100_000 {
            let request = RoastRequest(
                category: RoastCategory.allCases[count % RoastCategory.allCases.count], spice: 1 + count % 5,
                mood: moods[count % moods.count], collectionID: collections[count / 7 % collections.count],
                language: count % 2 == 0 ? .en : .vi, recent: Set(recent))
            let roast = Fixtures.roaster.roast(for: request, random: &random)
            if checked.insert(roast.text).inserted {
                let found = blocklisted(roast.text)
                if !found.isEmpty, hits.count < 5 { hits[roast.text] = found }
            }
            if count % 100 == 0 { recent = [roast.text] }
            count += 1
        }
        #expect(hits.isEmpty, "\(hits)")
    }

    @Test func theTestBlocklistCatchesWhatItShould() {
        #expect(blocklisted("You are so OLD.") == [1])
        #expect(blocklisted("Bạn thật là Béo") == [1])
        #expect(blocklisted("Một người đồng tính") == [2])
        #expect(blocklisted("what a " + rot13("ergneq") + "!") == [1])
        #expect(blocklisted("Your message about the meeting, it's Bold").isEmpty)
    }

    @Test(arguments: ["Your religion is showing", "You're too OLD for this", "Bạn béo quá", "Đồ thiểu năng",
                      "nice accent", "ông già này", "Just like a Tôn Giáo meeting",
                      "ĐỒNG TÍNH", "BÉO QUÁ", "so old…", "“old”", "old—really", "Bạn\u{00A0}béo", "OLD🔥", "ÔNG GIÀ", "PHỤ NỮ", "TÀN PHẾ", "Ăn xong thì ĐẠO PHẬT"])
    func theFilterRefusesProtectedCharacteristics(text: String) {
        #expect(!Fixtures.filter.allows(text))
    }

    @Test(arguments: ["You treat deadlines as suggestions.", "Bạn coi deadline như lời gợi ý.", "Lãnh đạo gọi bạn",
                      "Your message was read", "Bold of you. Goldfish-level memory"])
    func theFilterLetsOrdinaryTeasingThrough(text: String) {
        #expect(Fixtures.filter.allows(text))
    }

    @Test func aRoastThatFailsIsWrittenAgain() {
        let roaster = SafeRoaster(provider: ScriptedProvider(["You are old", "Bạn béo", "Your inbox is a museum."]),
                                  filter: Fixtures.filter, strings: Fixtures.strings)
        var random = RandomGenerator(seed: 1)
        let roast = roaster.roast(for: RoastRequest(category: .email, spice: 3, language: .en), random: &random)
        #expect(roast.text == "Your inbox is a museum.")
    }

    @Test func aRepeatFromAnyProviderIsWrittenAgain() {
        let roaster = SafeRoaster(provider: ScriptedProvider(["Seen it.", "Fresh one."]),
                                  filter: Fixtures.filter, strings: Fixtures.strings)
        var random = RandomGenerator(seed: 1)
        let roast = roaster.roast(for: RoastRequest(category: .email, spice: 3, language: .en, recent: ["Seen it."]),
                                  random: &random)
        #expect(roast.text == "Fresh one.")
    }

    @Test func afterTooManyFailuresASafeLineStandsIn() {
        for language in RoastLanguage.allCases {
            let roaster = SafeRoaster(provider: ScriptedProvider(Array(repeating: "so old", count: 20)),
                                      filter: Fixtures.filter, strings: Fixtures.strings)
            var random = RandomGenerator(seed: 1)
            let roast = roaster.roast(for: RoastRequest(category: .email, spice: 3, language: language), random: &random)
            let fallbacks = (1...RoastStrings.fallbackCount).map { Fixtures.strings.text("roast.fallback.\($0)", in: language) }
            #expect(fallbacks.contains(roast.text), "\(roast.text)")
            #expect(Fixtures.filter.allows(roast.text))
        }
    }
}

/// The filter's own data file is checked when it is read.
@Suite struct SafetyFilterFileTests {
    @Test func aTermsFileListingNothingIsRefusedWithItsPath() throws {
        let path = ScratchFolders.path("roast-safety", suffix: ".yml")
        try "terms: {}\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: DataFileError(path: path, reason: "lists no terms")) { try SafetyFilter(path: path) }
    }

    @Test func aMissingGrammarNamesTheFile() {
        #expect(throws: DataFileError.self) { try RoastGrammar(path: "/nonexistent/roast/en.yml") }
    }
}
