import Engine
import UI

extension EditorTree {
    static let viewerSheet: WidgetID = "viewer", viewerPicture: WidgetID = "viewer-picture"
    static let previousExport: WidgetID = "previous-export", nextExport: WidgetID = "next-export"
    static let zoomIn: WidgetID = "zoom-in", zoomOut: WidgetID = "zoom-out", openExport: WidgetID = "open-export"

    /// The viewer sheet's height: all of the canvas but a strip at the top, in canvas pixels.
    static let viewerSheetHeight = canvas.height - 24

    /// The Showcase's picture open full size: its title with where it is in the list, the
    /// picture (drawn by the scene in its content widget), a hint, and Previous, zoom out,
    /// zoom in and Next buttons.
    static func viewerLayer(for state: EditorCanvasScene.State, theme: Theme) -> [Widget] {
        guard state.overlays.isVisible(viewerSheet), let viewer = state.viewer, let showcase = state.showcase,
              let index = showcase.firstIndex(where: { $0.base == viewer.base }) else { return [] }
        typealias S = EditorStrings
        let title = S.viewerTitle(viewer.base, index: index, count: showcase.count)
        return Sheet(title: title, height: viewerSheetHeight)
            .widgets(viewerSheet, in: canvas, phase: state.overlays[viewerSheet], theme: theme) { stack in
                let picture = stack.row(height: viewerSheetHeight - 300)
                let hint = stack.row(height: 32)
                let buttons = stack.row(height: 56).columns(4, gap: 12)
                return [
                    Widget(viewerPicture, frame: picture, kind: .content("showcase-picture")),
                    Widget("viewer-hint", frame: hint, kind: .label(S.viewerHint, style: .caption, alignment: .center)),
                    Widget(previousExport, frame: buttons[0], kind: .button(S.previous, role: .secondary), isEnabled: index > 0),
                    Widget(zoomOut, frame: buttons[1], kind: .iconButton(.minus, name: S.zoomOut, role: .secondary),
                           isEnabled: viewer.zoom > 1),
                    Widget(zoomIn, frame: buttons[2], kind: .iconButton(.plus, name: S.zoomIn, role: .secondary),
                           isEnabled: viewer.zoom < ShowcaseViewer.maxZoom),
                    Widget(nextExport, frame: buttons[3], kind: .button(S.next, role: .secondary),
                           isEnabled: index < showcase.count - 1),
                ]
            }
    }
}
