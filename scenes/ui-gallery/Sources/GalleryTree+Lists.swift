import Engine
import UI

extension GalleryTree {
    static let listMode: WidgetID = "list-mode", years: WidgetID = "years", tiles: WidgetID = "tiles"

    /// Where the list or grid sits: under the mode switch and status line, above the tab bar.
    static let listFrame = Rect(x: margin, y: 376, width: 720 - 2 * margin, height: 792)

    /// The watch log's list as `state` has it.
    static func yearList(for state: UIGalleryScene.State) -> ListView {
        ListView(years, frame: listFrame, rowCounts: GalleryWatchLog.rowCounts, rowHeight: ListRow.height(lines: 2),
                 selection: state.selectedRow)
    }

    /// The grid of tiles as `state` has it.
    static func tileGrid(for state: UIGalleryScene.State) -> GridView {
        GridView(tiles, frame: listFrame, itemCount: GalleryWatchLog.tileCount, tileSize: Vec2(136, 168),
                 selection: state.selectedTile)
    }

    /// What the status line says was opened last: the row's title or the tile's caption.
    static func openedText(_ action: UIAction?) -> String {
        switch action {
        case .activated(years, let row): GalleryStrings.opened(GalleryStrings.film(row))
        case .activated(_, let tile): GalleryStrings.opened(GalleryStrings.tile(tile))
        default: GalleryStrings.nothingOpened
        }
    }

    /// The lists page: a List/Grid switch, a status line, then 2,000 rows under sticky year
    /// headers or a grid of 24 tiles.
    static func addLists(for state: UIGalleryScene.State, theme: Theme, to widgets: inout [Widget]) {
        typealias S = GalleryStrings
        var stack = VerticalStack(x: margin, top: contentTop, width: 720 - 2 * margin, theme: theme)
        widgets.append(Widget(listMode, frame: stack.row(height: 56), kind: .segmented(S.listModes, selected: state.listMode)))
        widgets.append(Widget("opened", frame: stack.row(height: 32),
                              kind: .label(openedText(state.opened), style: .caption, alignment: .left)))
        if state.listMode == 0 {
            widgets += yearList(for: state).widgets(state: state.ui, header: GalleryWatchLog.year(ofSection:),
                                                    row: GalleryWatchLog.row(_:number:))
        } else {
            widgets += tileGrid(for: state).widgets(state: state.ui, tile: GalleryWatchLog.tile)
        }
    }
}
