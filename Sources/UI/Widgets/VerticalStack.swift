import Engine

/// Places rows one under another in a column, each row's top on the theme's grid: a cursor
/// for a column mixing widgets with a list or grid, where a `Stack` cannot place everything.
public struct VerticalStack: Sendable, Hashable {
    /// The column's left edge and width, in canvas pixels.
    public let x: Double, width: Double
    /// The top of the next row, in canvas pixels.
    public private(set) var y: Double
    /// The grid every top is rounded up to, in canvas pixels.
    public let grid: Double

    /// A column at `x`, `width` wide, whose first row starts at `top`, rows on `theme`'s grid.
    public init(x: Double, top: Double, width: Double, theme: Theme) {
        self.x = x; self.width = width; self.grid = theme.grid
        self.y = (top / grid).rounded(.up) * grid
    }

    /// The next row, `height` canvas pixels high, followed by a gap of `gap` grid units.
    public mutating func row(height: Double, gap: Double = 1) -> Rect {
        let rect = Rect(x: x, y: y, width: width, height: height)
        y = ((y + height) / grid).rounded(.up) * grid + gap * grid
        return rect
    }

    /// `widget` placed in the next row: `height` canvas pixels high, or as high as its text
    /// needs across the column (see `Widget.fittingSize`), followed by a gap of `gap` grid units.
    public mutating func row(_ widget: Widget, height: Double, gap: Double = 1, theme: Theme, typesetter: Typesetter) -> Widget {
        var placed = widget
        placed.frame = row(height: widget.fittingSize(width: width, height: height, theme: theme, typesetter: typesetter).y, gap: gap)
        return placed
    }

    /// Leaves `units` grid units empty.
    public mutating func skip(_ units: Double) { y += units * grid }
}

extension Rect {
    /// This rectangle cut into `count` columns of equal width with `gap` canvas pixels between.
    public func columns(_ count: Int, gap: Double) -> [Rect] {
        guard count > 0 else { return [] }
        let width = (self.width - gap * Double(count - 1)) / Double(count)
        return (0..<count).map { Rect(x: minX + Double($0) * (width + gap), y: minY, width: width, height: height) }
    }

    /// The part of this rectangle from `from` to `width` canvas pixels further right, full height.
    public func slice(from: Double, width: Double) -> Rect {
        Rect(x: minX + from, y: minY, width: width, height: height)
    }
}
