import Engine
import Testing
import UI

@Suite("Grid layout")
struct GridLayoutTests {
    /// Ten 100-px items, three a row, 10 px apart.
    let grid = GridLayout(itemCount: 10, columns: 3, itemSize: Vec2(100, 100), spacing: Vec2(10, 10))

    @Test("rows, content height and frames")
    func geometry() {
        #expect(grid.rowCount == 4)
        #expect(grid.contentHeight == 430)
        #expect(grid.frame(of: 4) == Rect(x: 110, y: 110, width: 100, height: 100))
        #expect(grid.frame(of: 9) == Rect(x: 0, y: 330, width: 100, height: 100))
        #expect(GridLayout(itemCount: 0, columns: 3, itemSize: Vec2(100, 100)).contentHeight == 0)
    }

    @Test("the items shown are those of the rows overlapping the viewport, edges excluded")
    func visibleItems() {
        let shown = grid.visibleItems(offset: 105, height: 100)
        #expect(shown.map(\.index) == [3, 4, 5])
        #expect(shown[1].frame == Rect(x: 110, y: 5, width: 100, height: 100))
        #expect(grid.visibleItems(offset: 100, height: 10).isEmpty, "only the gap between rows")
        #expect(grid.visibleItems(offset: 99, height: 12).map(\.index) == [0, 1, 2, 3, 4, 5])
        #expect(grid.visibleItems(offset: 330, height: 400).map(\.index) == [9])
        #expect(grid.visibleItems(offset: 0, height: 1000).count == 10)
    }

    @Test("as many columns as fit a width")
    func fitting() {
        #expect(GridLayout(itemCount: 50, fitting: 320, itemSize: Vec2(100, 100), spacing: Vec2(10, 10)).columns == 3)
        #expect(GridLayout(itemCount: 50, fitting: 319, itemSize: Vec2(100, 100), spacing: Vec2(10, 10)).columns == 2)
        #expect(GridLayout(itemCount: 50, fitting: 50, itemSize: Vec2(100, 100)).columns == 1)
    }

    @Test("100,000 items: the items shown match a check of every item")
    func many() {
        let big = GridLayout(itemCount: 100_000, columns: 7, itemSize: Vec2(96, 120), spacing: Vec2(4, 6))
        for offset in [0, 125, 126, 123_456.5, big.contentHeight - 1280] {
            let expected = (0..<big.itemCount).filter {
                let frame = big.frame(of: $0)
                return frame.minY < offset + 1280 && frame.maxY > offset
            }
            #expect(big.visibleItems(offset: offset, height: 1280).map(\.index) == expected, "offset \(offset)")
        }
    }
}
