import Engine
import Testing
@testable import UI

@Suite("Styles")
struct TextStyleTests {
    @Test("sizes and line heights outside what layout sets are clamped, and hit-testing far away stays safe")
    func clamping() throws {
        #expect(TextStyle(size: 0).size == 1 && TextStyle(size: 5000).size == 1024)
        var style = TextStyle(size: 20, lineHeight: 30)
        style.lineHeight = 0
        style.size = -3
        let layout = try Typesetter.shared().layout("a\nb", style: style)
        #expect(layout.style.lineHeight == 1 && layout.style.size == 1)
        #expect(layout.index(at: Vec2(1e300, 1e300)) == layout.clusterCount)
        #expect(layout.index(at: Vec2(-.infinity, -.infinity)) == 0)
    }

    @Test("the type scale steps down from title to caption, buttons and headlines semibold")
    func typeScale() {
        let sizes = [TypeScale.title, TypeScale.headline, TypeScale.body, TypeScale.caption].map(\.size)
        #expect(sizes == sizes.sorted(by: >))
        #expect(TypeScale.all.allSatisfy { $0.lineHeight > Double($0.size) })
        #expect(TypeScale.title.weight == .bold && TypeScale.headline.weight == .semibold && TypeScale.button.weight == .semibold)
    }
}
