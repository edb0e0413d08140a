import Engine

/// The geometry of a grid of same-size items filled row by row: the content height, each
/// item's frame, and the items a viewport shows, found by arithmetic (O(items shown)).
public struct GridLayout: Hashable, Sendable {
    /// An item shown, with its frame in viewport px.
    public struct Item: Hashable, Sendable {
        /// The item's index, from 0, counted row by row.
        public var index: Int
        /// The item's frame, in viewport px.
        public var frame: Rect

        /// Makes an item shown: item `index` at `frame`, in viewport px.
        public init(index: Int, frame: Rect) {
            self.index = index
            self.frame = frame
        }
    }

    /// How many items there are.
    public let itemCount: Int
    /// Items a row, at least 1.
    public let columns: Int
    /// Each item's width and height, px.
    public let itemSize: Vec2
    /// The gaps between columns (x) and between rows (y), px.
    public let spacing: Vec2

    /// A grid of `itemCount` items of `itemSize`, `columns` to a row, `spacing` apart.
    public init(itemCount: Int, columns: Int, itemSize: Vec2, spacing: Vec2 = .zero) {
        self.itemCount = max(0, itemCount)
        self.columns = max(1, columns)
        self.itemSize = Vec2(max(0, itemSize.x), max(0, itemSize.y))
        self.spacing = Vec2(max(0, spacing.x), max(0, spacing.y))
    }

    /// A grid as many columns as fit `width` px with items `itemSize` and `spacing` apart
    /// (at least one).
    public init(itemCount: Int, fitting width: Double, itemSize: Vec2, spacing: Vec2 = .zero) {
        let pitch = itemSize.x + spacing.x
        let fit = pitch > 0 ? ((width + spacing.x) / pitch).rounded(.down) : 1
        self.init(itemCount: itemCount, columns: Int(min(Double(max(1, itemCount)), max(1, fit))),
                  itemSize: itemSize, spacing: spacing)
    }

    /// How many rows there are.
    public var rowCount: Int { (itemCount + columns - 1) / columns }

    /// The rows' total height with the gaps between them, px.
    public var contentHeight: Double {
        rowCount == 0 ? 0 : Double(rowCount) * itemSize.y + Double(rowCount - 1) * spacing.y
    }

    /// Item `index`'s frame in content px.
    public func frame(of index: Int) -> Rect {
        let row = index / columns, column = index % columns
        return Rect(x: Double(column) * (itemSize.x + spacing.x), y: Double(row) * (itemSize.y + spacing.y),
                    width: itemSize.x, height: itemSize.y)
    }

    /// The items overlapping `offset..<offset + height` (touching an edge is not overlapping),
    /// in order, with their frames in viewport px (y from the viewport's top).
    public func visibleItems(offset: Double, height: Double) -> [Item] {
        let pitch = itemSize.y + spacing.y
        guard rowCount > 0, itemSize.y > 0, height > 0 else { return [] }
        let bottom = offset + height
        // Row r spans r × pitch ..< r × pitch + itemSize.y.
        var row = Int(min(Double(rowCount), max(0, (offset / pitch).rounded(.down))))
        while row > 0 && Double(row - 1) * pitch + itemSize.y > offset { row -= 1 }
        while row < rowCount && Double(row) * pitch + itemSize.y <= offset { row += 1 }
        var items: [Item] = []
        while row < rowCount && Double(row) * pitch < bottom {
            for index in (row * columns)..<min(itemCount, (row + 1) * columns) {
                var box = frame(of: index)
                box.origin.y -= offset
                items.append(Item(index: index, frame: box))
            }
            row += 1
        }
        return items
    }
}
