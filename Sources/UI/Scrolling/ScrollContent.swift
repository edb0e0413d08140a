import Engine

/// What a scroll view scrolls: widgets the scene placed, a sectioned list or a grid, with the
/// row or tile selected in a list or grid.
public struct ScrollContent: Sendable, Hashable {
    /// How the content is arranged.
    public enum Arrangement: Sendable, Hashable {
        /// Widgets the scene placed, `height` px of them.
        case plain(height: Double)
        /// Rows in sections under sticky headers; arrows Up and Down move the selection.
        case list(SectionedListLayout)
        /// Tiles in rows, `inset` px from the view's left edge; arrows move the selection in 2D.
        case grid(GridLayout, inset: Double)
    }

    /// How the content is arranged: placed widgets, a sectioned list or a grid.
    public var arrangement: Arrangement
    /// The selected row or tile, counted through the whole list or grid; nil when none is.
    public var selection: Int?
    /// Whether a click on an item not selected only selects it, as in a file manager, so
    /// opening takes Enter or a click on the selected item; false: any click activates.
    public var clickSelectsFirst: Bool

    /// Makes content arranged by `arrangement`, with the row or tile `selection` selected (nil
    /// for none), a click activating at once unless `clickSelectsFirst`.
    public init(_ arrangement: Arrangement, selection: Int? = nil, clickSelectsFirst: Bool = false) {
        self.arrangement = arrangement
        self.selection = selection
        self.clickSelectsFirst = clickSelectsFirst
    }

    /// The content's height, px.
    public var height: Double {
        switch arrangement {
        case .plain(let height): height
        case .list(let layout): layout.contentHeight
        case .grid(let layout, _): layout.contentHeight
        }
    }

    /// How many rows or tiles it has (0 for plain content).
    public var itemCount: Int {
        switch arrangement {
        case .plain: 0
        case .list(let layout): layout.rowCount
        case .grid(let layout, _): layout.itemCount
        }
    }

    /// Row or tile `item`'s top and bottom in content px and the room a sticky header takes
    /// above it, px; nil when there is no such item.
    public func span(of item: Int) -> (start: Double, end: Double, leadingInset: Double)? {
        switch arrangement {
        case .plain:
            return nil
        case .list(let layout):
            guard let index = layout.index(ofRow: item) else { return nil }
            let frame = layout.frame(of: index)
            return (frame.minY, frame.maxY, layout.sections[index.section].headerHeight)
        case .grid(let layout, _):
            guard item >= 0, item < layout.itemCount else { return nil }
            let frame = layout.frame(of: item)
            return (frame.minY, frame.maxY, 0)
        }
    }

    /// The item `key` moves the selection to (Up/Down in a list; also Left/Right in a grid,
    /// Up/Down a row), starting from `firstShown` when nothing is selected; nil when `key`
    /// does not move a selection here. At an edge the selection stays where it is.
    func selection(after key: Key, firstShown: Int) -> Int? {
        guard itemCount > 0 else { return nil }
        let step: Int
        switch (arrangement, key) {
        case (.list, .up): step = -1
        case (.list, .down): step = 1
        case (.grid, .left): step = -1
        case (.grid, .right): step = 1
        case (.grid(let layout, _), .up): step = -layout.columns
        case (.grid(let layout, _), .down): step = layout.columns
        default: return nil
        }
        guard let selection else { return min(max(firstShown, 0), itemCount - 1) }
        let next = selection + step
        return next >= 0 && next < itemCount ? next : selection
    }
}
