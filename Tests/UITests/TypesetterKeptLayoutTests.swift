import Engine
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
        #expect(kept.keptLayoutCount == 4)
        #expect(kept.layout(text, style: TypeScale.body, maxWidth: 120).lines.count > 1)
        #expect(kept.layout(text, style: TypeScale.caption, maxWidth: 1_000) != kept.layout(text, style: TypeScale.body, maxWidth: 1_000))
    }

    @Test("the table of kept layouts stays bounded, and a long text is laid out each time, not kept")
    func keptLayoutsAreBounded() throws {
        let typesetter = try Typesetter()
        for row in 0..<(Typesetter.layoutLimit + 10) { _ = typesetter.layout("Row \(row)", style: TypeScale.body) }
        #expect(typesetter.keptLayoutCount <= Typesetter.layoutLimit)
        #expect(typesetter.keptLayoutCount > 0)
        let before = typesetter.keptLayoutCount
        let long = String(repeating: "a", count: Typesetter.keptLayoutBytes + 1)
        #expect(typesetter.layout(long, style: TypeScale.body).clusterCount == long.count)
        #expect(typesetter.keptLayoutCount == before)
    }
}
