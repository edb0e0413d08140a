import Engine

/// A grid of tiles in columns (stickers, foods), built as widgets for the tiles in sight only.
///
/// A scene keeps the selected tile in its state, builds the grid each tick with
/// `widgets(state:tile:)`, and applies `.selected(id, tile)` and `.activated(id, tile)`.
/// Arrows move the selection in 2D and reveal it; Enter, Space or a click activate a tile; the
/// wheel, drags, the scrollbar and Page Up/Down/Home/End scroll.
public struct GridView: Sendable, Hashable {
    /// The scroll view the grid is.
    public let view: ScrollView
    /// Where its tiles are, in content px.
    public let layout: GridLayout

    /// A grid in `frame` laid out by `layout`, centred across the frame, `selection` selected.
    public init(_ id: WidgetID, frame: Rect, layout: GridLayout, selection: Int? = nil) {
        self.layout = layout
        let width = Double(layout.columns) * layout.itemSize.x + Double(layout.columns - 1) * layout.spacing.x
        let inset = max(0, ((frame.width - Widget.scrollBarWidth - width) / 2).rounded(.down))
        view = ScrollView(id, frame: frame, content: ScrollContent(.grid(layout, inset: inset), selection: selection))
    }

    /// A grid of `itemCount` tiles `tileSize` px, as many columns as fit the frame, `spacing`
    /// px apart.
    public init(_ id: WidgetID, frame: Rect, itemCount: Int, tileSize: Vec2, spacing: Double = 16, selection: Int? = nil) {
        self.init(id, frame: frame, layout: GridLayout(itemCount: itemCount, fitting: frame.width - Widget.scrollBarWidth,
                                                       itemSize: tileSize, spacing: Vec2(spacing, spacing)),
                  selection: selection)
    }

    /// The grid's widget id: its scroll view's.
    public var id: WidgetID { view.id }

    /// The id of tile `tile`: "<grid>#<tile>".
    public func tileID(_ tile: Int) -> WidgetID { WidgetID("\(id)#\(tile)") }

    /// The tiles in sight in `state`, with frames in the grid's viewport px.
    public func visibleTiles(in state: UIState) -> [GridLayout.Item] {
        layout.visibleItems(offset: view.offset(in: state), height: view.frame.height)
    }

    /// The grid's widgets: the view, the tiles in sight (each `tile(index)`), the scrollbar.
    public func widgets(state: UIState, tile: (Int) -> GridTile) -> [Widget] {
        guard case .grid(_, let inset) = view.content.arrangement else { return [] }
        let origin = view.frame.origin + Vec2(inset, 0)
        var widgets = [view.container]
        for item in visibleTiles(in: state) {
            widgets.append(Widget(tileID(item.index), frame: item.frame.offsetBy(origin),
                                  kind: .gridTile(tile(item.index), index: item.index,
                                                  isSelected: item.index == view.content.selection),
                                  clip: id))
        }
        widgets.append(view.scrollBar(state: state))
        return widgets
    }

    /// Scrolls as little as it takes to show tile `tile`.
    public func scroll(toTile tile: Int, in state: inout UIState, animated: Bool = true) {
        view.scroll(toItem: tile, in: &state, animated: animated)
    }
}
