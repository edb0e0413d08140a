import Engine
import UI

extension EditorTree {
    /// A picture tile's size in the picker and the Showcase, in canvas pixels.
    static let pictureTile = Vec2(140, 172)

    /// The picker: the pictures folder's PNG and JPEG files in a grid (their thumbnails drawn
    /// in the tiles by the scene), then an Open button; a note while the listing is awaited or
    /// when it has none.
    static func pictureSheetContent(for state: EditorCanvasScene.State, stack: inout VerticalStack) -> [Widget] {
        typealias S = EditorStrings
        guard let pictures = state.pictures, !pictures.isEmpty else {
            let frame = stack.row(height: 320)
            return state.pictures == nil
                ? [Widget("pictures-note", frame: frame, kind: .emptyState(.film, title: S.readingPictures, message: ""))]
                : [Widget("pictures-note", frame: frame, kind: .emptyState(.film, title: S.noPictures, message: S.noPicturesMessage))]
        }
        let grid = pictureGrid(pictureGrid, count: pictures.count, selection: state.pickedPicture, top: stack.y)
        stack.skip(grid.view.frame.height / 8 + 2)
        var widgets = grid.widgets(state: state.ui) { index in
            GridTile(.content(background: tileBackground), caption: pictures[index].name, captionMayBeCut: true)
        }
        widgets.append(Widget(openPicked, frame: stack.row(height: 56), kind: .button(S.open, role: .primary),
                              isEnabled: state.pickedPicture != nil))
        return widgets
    }

    /// The Showcase: the shares in a grid, newest first (their pictures drawn blurred in the
    /// tiles until revealed), a hint, and Open (full size) and Delete buttons; a note while the
    /// listing is awaited or when it has none.
    static func showcaseSheetContent(for state: EditorCanvasScene.State, theme: Theme, typesetter: Typesetter,
                                     stack: inout VerticalStack) -> [Widget] {
        typealias S = EditorStrings
        guard let showcase = state.showcase, !showcase.isEmpty else {
            let frame = stack.row(height: 320)
            return state.showcase == nil
                ? [Widget("showcase-note", frame: frame, kind: .emptyState(.layers, title: S.readingExports, message: ""))]
                : [Widget("showcase-note", frame: frame, kind: .emptyState(.layers, title: S.noExports, message: S.noExportsMessage))]
        }
        var widgets = [stack.row(Widget("showcase-hint", kind: .label(S.showcaseHint, style: .caption, alignment: .left)), height: 32,
                                 theme: theme, typesetter: typesetter)]
        let grid = pictureGrid(showcaseGrid, count: showcase.count, selection: state.pickedExport, top: stack.y)
        stack.skip(grid.view.frame.height / 8 + 2)
        widgets += grid.widgets(state: state.ui) { index in
            GridTile(.content(background: tileBackground), caption: EditorStrings.shareCaption(showcase[index].base))
        }
        let buttons = stack.row(height: 56).columns(2, gap: 16)
        widgets.append(Widget(openExport, frame: buttons[0], kind: .button(S.open, role: .primary), isEnabled: state.pickedExport != nil))
        widgets.append(Widget(deleteExport, frame: buttons[1], kind: .button(S.delete, role: .destructive),
                              isEnabled: state.pickedExport != nil))
        return widgets
    }

    /// A grid of `count` picture tiles from `top` down to above the sheet's button.
    static func pictureGrid(_ id: WidgetID, count: Int, selection: Int?, top: Double) -> GridView {
        let frame = Rect(x: 40, y: top, width: 640, height: canvas.maxY - top - 120)
        return GridView(id, frame: frame, layout: GridLayout(itemCount: count, columns: 4, itemSize: pictureTile, spacing: Vec2(16, 16)),
                        selection: selection)
    }
}
