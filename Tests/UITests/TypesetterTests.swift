import Engine
import Foundation
import Testing
@testable import UI

@Suite("Line breaking and runs")
struct TypesetterTests {
    let typesetter: Typesetter
    init() throws { typesetter = try Typesetter.shared() }

    /// The text of each line of `layout`.
    func lineTexts(_ layout: TextLayout) -> [String] {
        let clusters = Array(layout.text)
        return layout.lines.map { String(clusters[$0.range]) }
    }

    @Test("a short text stays on one line as wide as its clusters' advances")
    func oneLine() {
        let layout = typesetter.layout("Hello", style: TypeScale.body, maxWidth: 600)
        #expect(lineTexts(layout) == ["Hello"])
        let line = layout.lines[0]
        #expect(line.width > 50 && line.width < 90, "Hello at 28 px is about 70 px wide, not \(line.width)")
        #expect(line.caretStops.count == 6 && line.caretStops.last == line.width)
        #expect(layout.size == Vec2(line.width, TypeScale.body.lineHeight))
    }

    @Test("a run of marks keeps 30 of them, however many it was given; the clusters stay the same")
    func marksArePiledNoHigherThanStreamSafeText() {
        let zalgo = "Z" + String(repeating: "\u{0301}", count: 100_000) + "a" + String(repeating: "\u{0323}", count: 40) + "!"
        let layout = typesetter.layout(zalgo, style: TypeScale.body, maxWidth: 600)
        #expect(layout.clusterCount == 3)
        // NFC then composes each base with its first mark (Ź, ạ): 30 scalars are left of 31.
        #expect(Array(layout.text).map(\.unicodeScalars.count) == [30, 30, 1])
        // Marks of a Vietnamese letter and an emoji's modifiers and joiners are far below the cap.
        for text in ["Vie\u{0323}\u{0302}t", "👩🏽‍💻 ok", String(repeating: "\u{0301}", count: 30)] {
            #expect(Typesetter.capped(text) == text)
        }
    }

    @Test("lines break at spaces, never inside a word that fits, and trailing spaces hang")
    func wrapsByWords() {
        let text = "the quick brown fox jumps over the lazy dog"
        let width = typesetter.layout("the quick brown", style: TypeScale.body).size.x
        let layout = typesetter.layout(text, style: TypeScale.body, maxWidth: width)
        let lines = lineTexts(layout)
        #expect(lines.count > 2)
        #expect(lines.joined() == text, "every cluster is on a line, none lost or repeated")
        #expect(lines.first == "the quick brown ")
        for line in lines.dropLast() { #expect(line.hasSuffix(" "), "\(line) ends at a space") }
        #expect(layout.lines.allSatisfy { $0.width <= width })
        #expect(layout.lines.first?.width == width, "the hanging space is not counted")
    }

    @Test("a word longer than the line breaks between grapheme clusters")
    func breaksLongWords() {
        let word = String(repeating: "abcdefghij", count: 6)
        let layout = typesetter.layout("x " + word, style: TypeScale.body, maxWidth: 200)
        let lines = lineTexts(layout)
        #expect(lines.first == "x ", "the long word starts on a line of its own")
        #expect(lines.count >= 4)
        #expect(lines.joined() == "x " + word)
        #expect(layout.lines.allSatisfy { $0.width <= 200 })
        #expect(layout.lines.dropLast().dropFirst().allSatisfy { $0.width > 180 }, "each piece fills its line")
    }

    @Test("a line narrower than one cluster still takes one cluster a line")
    func narrowerThanACluster() {
        let layout = typesetter.layout("Ổ🍜a", style: TypeScale.body, maxWidth: 1)
        #expect(lineTexts(layout) == ["Ổ", "🍜", "a"])
    }

    @Test("grapheme clusters are never split: flags, skin tones, families and combining marks")
    func keepsClusters() {
        let text = "🇻🇳👍🏽👨‍👩‍👧e\u{302}\u{323}"
        let layout = typesetter.layout(text, style: TypeScale.body, maxWidth: 1)
        #expect(layout.clusterCount == 4)
        #expect(lineTexts(layout) == ["🇻🇳", "👍🏽", "👨‍👩‍👧", "\u{1EC7}"].map { Typesetter.nfc($0) })
        let flag = typesetter.layout("🇻🇳", style: TypeScale.body).lines[0].runs
        #expect(flag.count == 1 && flag[0].face == .emoji && flag[0].clusters == ["🇻🇳"])
    }

    @Test("explicit newlines break lines, blank lines and a final newline included")
    func newlines() {
        let layout = typesetter.layout("one\ntwo\n\nthree\n", style: TypeScale.body, maxWidth: 600)
        #expect(lineTexts(layout) == ["one", "two", "", "three", ""])
        #expect(layout.size.y == 5 * TypeScale.body.lineHeight)
        #expect(typesetter.layout("a\r\nb", style: TypeScale.body).lines.count == 2, "CR LF is one break")
        #expect(typesetter.layout("a\u{2028}b", style: TypeScale.body).lines.count == 2, "so is the line separator")
    }

    @Test("an empty text has one empty line of the style's height")
    func emptyText() {
        let layout = typesetter.layout("", style: TypeScale.caption, maxWidth: 300)
        #expect(layout.lines.count == 1 && layout.lines[0].range == 0..<0 && layout.lines[0].runs.isEmpty)
        #expect(layout.size == Vec2(0, TypeScale.caption.lineHeight))
        #expect(layout.caret(at: 0) == TextCaret(x: 0, top: 0, height: TypeScale.caption.lineHeight, line: 0))
        #expect(layout.index(at: Vec2(50, 50)) == 0)
    }

    @Test("Vietnamese typed precomposed or decomposed lays out the same")
    func vietnameseNormalises() {
        let nfc = "Ổ bánh mì nướng, phở bò tái"
        let nfd = nfc.decomposedStringWithCanonicalMapping
        #expect(Array(nfd.unicodeScalars) != Array(nfc.unicodeScalars), "the test's input really is decomposed")
        for style in TypeScale.all {
            let a = typesetter.layout(nfc, style: style, maxWidth: 250)
            let b = typesetter.layout(nfd, style: style, maxWidth: 250)
            #expect(a == b)
            #expect(Array(a.text.unicodeScalars) == Array(nfc.unicodeScalars))
        }
    }

    @Test("Vietnamese letters come from Inter; emoji from Noto Color Emoji in runs of their own")
    func emojiRuns() {
        let layout = typesetter.layout("Phở 🍜🍋 ngon 😀", style: TypeScale.body)
        let runs = layout.lines[0].runs
        #expect(runs.map(\.face) == [.regular, .emoji, .regular, .emoji])
        #expect(runs.map { String($0.clusters) } == ["Phở", "🍜🍋", "ngon", "😀"], "spaces draw nothing")
        let emoji = runs[1]
        #expect(emoji.glyphs.count == 2 && emoji.offsets[0] == .zero, "one glyph an emoji")
        #expect(emoji.offsets[1].x > 30 && emoji.offsets[1].x < 40 && emoji.offsets[1].y == 0,
                "an emoji at 28 px is about 1.25 em wide, not \(emoji.offsets[1])")
        #expect(runs.allSatisfy { $0.size == 28 && $0.origin.y == layout.lines[0].baseline })
    }

    @Test("a Vietnamese pangram is set in its weight's face alone: no word falls back to another face")
    func vietnameseInOneFace() {
        let pangram = "Thủy tinh chứa đựng bọt nước ngời sáng, gõ vào nghe rộn ràng, ấm áp; Ỹ Ỷ Ỵ ỹ ỷ ỵ ữ ự ở ợ"
        for weight in FontWeight.allCases {
            let runs = typesetter.layout(pangram, style: TextStyle(weight: weight, size: 28)).lines.flatMap(\.runs)
            #expect(runs.map(\.face) == [weight.face], "\(weight): \(runs.map(\.face))")
            #expect(runs.allSatisfy { !$0.glyphs.contains(0) }, "no missing-glyph boxes")
        }
    }

    @Test("Inter's kerning applies: a kerned pair is set closer than its letters' advances")
    func kerning() {
        let style = TextStyle(weight: .bold, size: 48)
        let pair = typesetter.layout("AV", style: style).size.x
        let apart = typesetter.layout("A", style: style).size.x + typesetter.layout("V", style: style).size.x
        #expect(pair < apart - 2, "AV is \(pair) px wide, A and V \(apart) px")
    }

    @Test("a character with text presentation stays in the text face unless it asks for emoji")
    func emojiPresentation() {
        #expect(typesetter.layout("© 1", style: TypeScale.body).lines[0].runs.map(\.face) == [.regular])
        #expect(typesetter.layout("❤️ 1️⃣", style: TypeScale.body).lines[0].runs.map(\.face) == [.emoji])
        #expect(typesetter.layout("Bold", style: TypeScale.title).lines[0].runs.map(\.face) == [.bold])
        #expect(typesetter.layout("Semi", style: TypeScale.button).lines[0].runs.map(\.face) == [.semibold])
    }

    @Test("weights set the same text wider as they get heavier")
    func weights() {
        let widths = FontWeight.allCases.map {
            typesetter.layout("Typesetting", style: TextStyle(weight: $0, size: 28)).size.x
        }
        #expect(widths[0] < widths[1] && widths[1] < widths[2], "\(widths)")
    }

    @Test("text past the last line allowed ends in an ellipsis that fits the width")
    func ellipsis() {
        let text = "Caption text with an ellipsis at the end of two lines, because it is far too long to fit."
        let layout = typesetter.layout(text, style: TypeScale.caption, maxWidth: 300, maxLines: 2)
        #expect(layout.lines.count == 2 && layout.isTruncated)
        #expect(!layout.lines[0].isTruncated && layout.lines[1].isTruncated)
        let last = layout.lines[1]
        #expect(last.width <= 300)
        #expect(last.runs.last?.clusters.last == "…")
        #expect(Array(layout.text)[last.range.upperBound - 1] != " ", "no space before the ellipsis")
        #expect(layout.caret(at: layout.clusterCount).x == last.x + last.caretStops.last!, "hidden text's caret waits before the ellipsis")

        let fits = typesetter.layout("Short", style: TypeScale.caption, maxWidth: 300, maxLines: 2)
        #expect(!fits.isTruncated && fits.lines[0].runs.allSatisfy { !$0.clusters.contains("…") })
        let lines = typesetter.layout("one\ntwo\nthree", style: TypeScale.caption, maxLines: 2)
        #expect(lineTexts(lines) == ["one", "two"] && lines.lines[1].runs.last?.clusters == ["t", "w", "o", "…"])
    }

    @Test("layout is deterministic: the same input gives the same layout, from a fresh typesetter too")
    func deterministic() throws {
        let text = "Ổ bánh mì nướng 🍜, phở bò tái và cà phê sữa đá"
        let a = typesetter.layout(text, style: TypeScale.body, maxWidth: 320, alignment: .center)
        let b = try Typesetter().layout(text, style: TypeScale.body, maxWidth: 320, alignment: .center)
        #expect(a == b)
        let positions = a.lines.flatMap { $0.runs.flatMap { run in run.offsets.map { run.origin + $0 } } }
        #expect(positions.allSatisfy { $0.x == $0.x.rounded() && $0.y == $0.y.rounded() }, "pen positions land on whole pixels")
    }
}

@Suite("NFC quick check")
struct NormalisationTests {
    @Test("text NFC leaves alone skips normalising, and text it changes is normalised")
    func quickCheck() {
        #expect("Ổ bánh mì 🍜🇻🇳 → ok…".unicodeScalars.allSatisfy(Typesetter.isStableInNFC))
        for changed in ["e\u{301}", "\u{2126}", "\u{212B}", "\u{1F71}", "\u{1100}\u{1161}", "\u{2329}", "a\u{20D7}"] {
            #expect(!changed.unicodeScalars.allSatisfy(Typesetter.isStableInNFC), "\(changed.unicodeScalars.map(\.value))")
            #expect(Array(Typesetter.nfc(changed).unicodeScalars) == Array(changed.precomposedStringWithCanonicalMapping.unicodeScalars))
        }
    }
}
