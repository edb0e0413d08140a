import Engine
import Foundation
import Testing
@testable import UI

@Suite("Kept layouts")
struct TypesetterKeptLayoutTests {
    @Test("a kept layout is the one a fresh typesetter makes, for each width, alignment and line limit asked")
    func keptLayoutsAreTheLayoutsMadeAfresh() throws {
        let kept = try Typesetter()
        let text = "Phở bò tái, bánh mì and a café sữa đá"
        for _ in 0..<2 {
            for (width, alignment, lines) in [(1_000.0, TextAlignment.left, nil), (120, .left, nil), (120, .center, nil), (120, .left, 1)] {
                let fresh = try Typesetter().layout(text, style: TypeScale.body, maxWidth: width, alignment: alignment, maxLines: lines)
                #expect(kept.layout(text, style: TypeScale.body, maxWidth: width, alignment: alignment, maxLines: lines) == fresh)
            }
        }
        #expect(kept.keptLayouts.count == 4)
        #expect(kept.keptLayouts.textBytes == 4 * text.utf8.count)
        #expect(kept.layout(text, style: TypeScale.body, maxWidth: 120).lines.count > 1)
        #expect(kept.layout(text, style: TypeScale.caption, maxWidth: 1_000) != kept.layout(text, style: TypeScale.body, maxWidth: 1_000))
    }

    @Test("two canonically equivalent texts each get their own layout, whichever was laid out first")
    func equivalentTextsAreKeptApart() throws {
        // The same marks in two orders Unicode holds equivalent; capped at 30, each keeps others.
        let below = "\u{0323}", above = String(repeating: "\u{0301}", count: 30)
        let first = "a" + above + below, second = "a" + below + above
        #expect(first == second)
        let kept = try Typesetter()
        let layouts = [first, second].map { kept.layout($0, style: TypeScale.body) }
        #expect(layouts[0] != layouts[1])
        #expect(layouts[1] == (try Typesetter()).layout(second, style: TypeScale.body))
    }

    @Test("the table of kept layouts stays bounded in count and in text, and a long text is laid out each time, not kept")
    func keptLayoutsAreBounded() throws {
        let typesetter = try Typesetter()
        for row in 0..<(Typesetter.layoutLimit + 10) { _ = typesetter.layout("Row \(row)", style: TypeScale.body) }
        #expect(typesetter.keptLayouts.count <= Typesetter.layoutLimit)
        #expect(typesetter.keptLayouts.count > 0)

        // Texts of the longest kept length, each its own, twice the budget's worth (of "ạ", three
        // bytes a letter, so there are fewer letters to lay out).
        let filler = String(repeating: "ạ", count: (Typesetter.longestKeptText - 4) / 3)
        for row in 0..<(2 * Typesetter.keptTextBudget / Typesetter.longestKeptText) {
            _ = typesetter.layout(String(format: "%04d", row) + filler, style: TypeScale.body)
        }
        #expect(typesetter.keptLayouts.textBytes <= Typesetter.keptTextBudget)
        #expect(typesetter.keptLayouts.count > 0)

        let before = typesetter.keptLayouts
        let tooLong = String(repeating: "a", count: Typesetter.longestKeptText + 1)
        #expect(typesetter.layout(tooLong, style: TypeScale.body).clusterCount == tooLong.count)
        #expect(typesetter.keptLayouts == before)
    }
}
