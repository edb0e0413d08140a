import Testing
@testable import Engine

@Suite struct DrawListTests {
    @Test func sortsByLayerThenInsertionOrder() {
        var list = DrawList()
        list.layer = 2
        list.line(.zero, Vec2(1, 1), .red)
        list.layer = 0
        list.line(.zero, Vec2(2, 2), .green)
        list.onLayer(2) { $0.line(.zero, Vec2(3, 3), .blue) }
        list.line(.zero, Vec2(4, 4), .white)
        let order = list.sortedItems.map { item -> Double in
            if case .line(_, let to, _, _) = item.command { return to.x } else { return -1 }
        }
        #expect(order == [2, 4, 1, 3])
    }

    @Test func clipsNestAndStampEachItem() {
        var list = DrawList()
        list.pushClip(Rect(x: 0, y: 0, width: 100, height: 100))
        list.pushClip(Rect(x: 50, y: 50, width: 100, height: 100))
        list.fillCircle(.zero, radius: 1, .red)
        list.popClip()
        list.fillCircle(.zero, radius: 2, .red)
        list.popClip()
        list.fillCircle(.zero, radius: 3, .red)
        #expect(list.items.map(\.clip) == [Rect(x: 50, y: 50, width: 50, height: 50),
                                           Rect(x: 0, y: 0, width: 100, height: 100), nil])
    }

    @Test func blendIsStamped() {
        var list = DrawList()
        list.blend = .additive
        list.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), .white)
        #expect(list.items.first?.blend == .additive)
    }
}
