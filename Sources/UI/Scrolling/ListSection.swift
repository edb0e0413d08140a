/// One section of a sectioned list: a header and its rows, heights in px.
public struct ListSection: Hashable, Sendable {
    /// The header's height, px (0 for a section without one).
    public let headerHeight: Double
    /// How many rows it has.
    public let rowCount: Int
    /// The one height every row has, px; nil when rows have heights of their own.
    let uniformRowHeight: Double?
    /// Each row's top from the first row's top, and the rows' total height last
    /// (`rowCount + 1` values), px; empty for uniform rows.
    let rowTops: [Double]

    /// A section of `rowCount` rows, each `rowHeight` px tall.
    public init(headerHeight: Double, rowCount: Int, rowHeight: Double) {
        self.headerHeight = max(0, headerHeight)
        self.rowCount = max(0, rowCount)
        uniformRowHeight = max(0, rowHeight)
        rowTops = []
    }

    /// A section whose rows are `rowHeights` px tall, in order.
    public init(headerHeight: Double, rowHeights: [Double]) {
        self.headerHeight = max(0, headerHeight)
        rowCount = rowHeights.count
        uniformRowHeight = nil
        var tops = [0.0]
        tops.reserveCapacity(rowHeights.count + 1)
        for height in rowHeights { tops.append(tops[tops.count - 1] + max(0, height)) }
        rowTops = tops
    }

    /// The rows' total height, px.
    public var rowsHeight: Double {
        if let height = uniformRowHeight { return height * Double(rowCount) }
        return rowTops[rowCount]
    }

    /// The header and rows together, px.
    public var height: Double { headerHeight + rowsHeight }

    /// Row `row`'s top from the first row's top, px.
    func rowTop(_ row: Int) -> Double {
        if let height = uniformRowHeight { return height * Double(row) }
        return rowTops[row]
    }

    /// Row `row`'s height, px.
    func rowHeight(_ row: Int) -> Double {
        if let height = uniformRowHeight { return height }
        return rowTops[row + 1] - rowTops[row]
    }

    /// The first row whose bottom is below `position` (px from the first row's top), or
    /// `rowCount` when none is.
    func firstRow(endingAfter position: Double) -> Int {
        if let height = uniformRowHeight {
            guard height > 0 else { return rowCount }
            // Row r ends at (r + 1) × height; the first with that > position.
            var row = Int(min(Double(rowCount), max(0, (position / height).rounded(.down))))
            while row > 0 && rowTop(row) > position { row -= 1 }
            while row < rowCount && rowTop(row + 1) <= position { row += 1 }
            return min(row, rowCount)
        }
        var low = 0, high = rowCount
        while low < high {
            let mid = (low + high) / 2
            if rowTops[mid + 1] > position { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
