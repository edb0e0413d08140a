import CFreeType
import Engine
import Testing
@testable import UI

@Suite("Font files")
struct FontFileTests {
    /// Runs `body` with a FreeType library of its own.
    func withLibrary(_ body: (FT_Library) throws -> Void) throws {
        var library: FT_Library?
        try #require(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        try body(library!)
    }

    @Test("a missing font file is an error naming the file and the package to install")
    func missingFile() throws {
        try withLibrary { library in
            #expect {
                _ = try FontFile(.semibold, path: "/nonexistent/Inter-SemiBold.otf", library: library)
            } throws: { error in
                let text = (error as? FontError)?.description ?? ""
                return text.contains("/nonexistent/Inter-SemiBold.otf") && text.contains("fonts-inter")
            }
        }
    }

    @Test("Inter covers Vietnamese in every weight; the emoji font has one strike of the size the renderer scales from")
    func coverage() throws {
        try withLibrary { library in
            for face in [TextFace.regular, .semibold, .bold] {
                let file = try FontFile(face, library: library)
                #expect(file.strikeSize == nil)
                let missing = "ẮẰẲẴẶẤẦẨẪẬĐƠƯỆỄỊỌỎỐỒỔỖỘỚỜỞỠỢỤỦỨỪỬỮỰỲỴỶỸẸẺẼẾỀỂẠẢỈ…".unicodeScalars
                    .flatMap { [$0] + $0.properties.lowercaseMapping.unicodeScalars }.filter { !file.hasGlyph($0) }
                #expect(missing.isEmpty, "\(face) lacks \(missing)")
            }
            let emoji = try FontFile(.emoji, library: library)
            #expect(emoji.strikeSize == TextFace.emojiStrikeSize)
            #expect(emoji.hasGlyph("🍜") && !emoji.hasGlyph("A"))
        }
    }

    @Test("every Vietnamese letter, each vowel with each tone mark in both cases, and a pangram have glyphs in every weight")
    func vietnameseCoverage() throws {
        let vowels = "aăâeêioôơuưy", tones = ["", "\u{300}", "\u{301}", "\u{309}", "\u{303}", "\u{323}"]
        let lower = vowels.flatMap { vowel in tones.map { String(vowel) + $0 } } + ["đ"]
        let letters = (lower + lower.map { $0.uppercased() }).map(\.precomposedStringWithCanonicalMapping)
        #expect(Set(letters).count == 146 && letters.allSatisfy { $0.unicodeScalars.count == 1 }, "one precomposed scalar a letter")
        let pangram = "Thủy tinh chứa đựng bọt nước ngời sáng, gõ vào nghe rộn ràng, ấm áp; Ỹ Ỷ Ỵ ỹ ỷ ỵ ữ ự ở ợ"
        try withLibrary { library in
            for weight in FontWeight.allCases {
                let file = try FontFile(weight.face, library: library)
                let missing = (letters.joined() + pangram).unicodeScalars.filter { !file.hasGlyph($0) }
                #expect(missing.isEmpty, "\(weight) lacks \(String(String.UnicodeScalarView(missing)))")
            }
        }
    }

    @Test("advances and ascent grow with the size, rounded to whole pixels")
    func metrics() throws {
        try withLibrary { library in
            let file = try FontFile(.regular, library: library)
            let small = file.advance(of: "M", size: 14), large = file.advance(of: "M", size: 28)
            #expect(small > 0 && large > small)
            #expect(large % 64 == 0, "hinted advances are whole pixels")
            let metrics = file.verticalMetrics(size: 28)
            #expect(metrics.ascent == 28 && metrics.descent == 6, "Inter's ascender is 0.97 em, its descender 0.24 em, both rounded up")
        }
    }
}
