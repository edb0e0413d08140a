import Engine
import UI

/// The editor's widgets, built from its state by one pure function each tick: the title and
/// hint, the toolbar (its last two buttons open the photo picker and the Showcase), the filter strip under the canvas, then any open sheet or dialog and the
/// toast over them.
enum EditorTree {
    static let undo: WidgetID = "undo", redo: WidgetID = "redo", addSticker: WidgetID = "add-sticker"
    static let addCaption: WidgetID = "add-caption", store: WidgetID = "store", share: WidgetID = "share"
    static let filters: WidgetID = "filters", toast: WidgetID = "toast"
    static let stickerSheet: WidgetID = "stickers", packs: WidgetID = "packs", stickerGrid: WidgetID = "sticker-grid"
    static let addPicked: WidgetID = "add-picked"
    static let captionSheet: WidgetID = "caption", captionField: WidgetID = "caption-text"
    static let captionColors: WidgetID = "caption-colors", addCaptionText: WidgetID = "add-caption-text"
    static let storeSheet: WidgetID = "store-sheet", products: WidgetID = "products", restore: WidgetID = "restore"
    static let purchase: WidgetID = "purchase"
    static let onboarding: WidgetID = "onboarding"
    static let openPicture: WidgetID = "open-picture", showcase: WidgetID = "showcase"
    static let pictureSheet: WidgetID = "pictures", pictureGrid: WidgetID = "picture-grid", openPicked: WidgetID = "open-picked"
    static let showcaseSheet: WidgetID = "showcase-sheet", showcaseGrid: WidgetID = "showcase-grid"
    static let deleteExport: WidgetID = "delete-export", deleteDialog: WidgetID = "delete-dialog"

    /// The whole canvas, in canvas pixels.
    static let canvas = Rect(x: 0, y: 0, width: 720, height: 1280)
    /// The filter strip under the stage: two rows of five tiles, in canvas pixels.
    static let filterStrip = Rect(x: 0, y: 1016, width: 720, height: 256)
    /// A filter tile's size, in canvas pixels.
    static let filterTile = Vec2(128, 116)
    /// The sheets' panel heights, in canvas pixels.
    static let stickerSheetHeight = 760.0, captionSheetHeight = 480.0, storeSheetHeight = 900.0
    static let pictureSheetHeight = 900.0

    /// The tree for `state` on the 720 × 1280 canvas.
    static func tree(for state: EditorCanvasScene.State, theme: Theme, typesetter: Typesetter) -> UITree {
        typealias S = EditorStrings
        let tools: [(WidgetID, Icon, String, Bool)] = [
            (undo, .undo, S.undo, !state.history.undoSteps.isEmpty),
            (redo, .redo, S.redo, !state.history.redoSteps.isEmpty),
            (addSticker, .star, S.addSticker, true),
            (addCaption, .text, S.addCaption, true),
            (store, .bag, S.store, true),
            (share, .share, S.share, true),
            (openPicture, .film, S.openPicture, true),
            (showcase, .layers, S.showcase, true),
        ]
        // The title and the filter's name, the hint (as many lines as it takes), then the toolbar.
        var widgets = Stack.column {
            Stack.row(alignment: .center) {
                Widget("title", kind: .label(S.title, style: .title, alignment: .left))
                Widget("status", kind: .label(S.filterName(state.document.filter), style: .body, alignment: .right)).flexible()
            }
            Widget("hint", kind: .label(state.selection == nil ? S.hints : S.selectionHints, style: .caption, alignment: .left))
            StackChild.space(8)
            Stack.row(spacing: 16) {
                for (id, icon, name, isEnabled) in tools {
                    Widget(id, kind: .iconButton(icon, name: name, role: .secondary), isEnabled: isEnabled).flexible().height(64)
                }
            }
        }.widgets(in: Rect(x: 24, y: 8, width: 672, height: CanvasView.stage.minY - 8), theme: theme, typesetter: typesetter)
        widgets += filterGrid(for: state).widgets(state: state.ui) { filterTile(index: $0, state: state) }
        addLayers(for: state, theme: theme, typesetter: typesetter, to: &widgets)
        return UITree(widgets)
    }

    /// The filter strip: "None" then the nine filters.
    static func filterGrid(for state: EditorCanvasScene.State) -> GridView {
        let selected = state.document.filter.flatMap { CanvasFilter(rawValue: $0) }.flatMap { CanvasFilter.allCases.firstIndex(of: $0) }
        let layout = GridLayout(itemCount: CanvasFilter.allCases.count + 1, columns: 5, itemSize: filterTile, spacing: Vec2(8, 8))
        return GridView(filters, frame: filterStrip, layout: layout, selection: selected.map { $0 + 1 } ?? 0)
    }

    /// Tile `index` of the filter strip: a swatch, or a lock over it while the filter is locked.
    static func filterTile(index: Int, state: EditorCanvasScene.State) -> GridTile {
        guard index > 0 else { return GridTile(.icon(.close, background: Color(hex: 0x343A40)), caption: EditorStrings.none) }
        let filter = CanvasFilter.allCases[index - 1]
        let art: TileArt = EditorCanvasScene.isUnlocked(filter, in: state) ? .color(filter.swatch) : .icon(.lock, background: filter.swatch)
        return GridTile(art, caption: EditorStrings.name(of: filter))
    }
}
