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
    static func viewerLayer(for state: EditorCanvasScene.State, theme: Theme, typesetter: Typesetter) -> [Widget] {
        guard state.overlays.isVisible(viewerSheet), let viewer = state.viewer, let showcase = state.showcase,
              let index = showcase.firstIndex(where: { $0.base == viewer.base }) else { return [] }
        typealias S = EditorStrings
        let content = Stack.column(spacing: 8) {
            Widget(viewerPicture, kind: .content("showcase-picture")).height(viewerSheetHeight - 300)
            Widget("viewer-hint", kind: .label(S.viewerHint, style: .caption, alignment: .center))
            Stack.row(spacing: 12) {
                Widget(previousExport, kind: .button(S.previous, role: .secondary), isEnabled: index > 0).flexible()
                Widget(zoomOut, kind: .iconButton(.minus, name: S.zoomOut, role: .secondary), isEnabled: viewer.zoom > 1).flexible()
                Widget(zoomIn, kind: .iconButton(.plus, name: S.zoomIn, role: .secondary), isEnabled: viewer.zoom < ShowcaseViewer.maxZoom).flexible()
                Widget(nextExport, kind: .button(S.next, role: .secondary), isEnabled: index < showcase.count - 1).flexible()
            }
        }
        return Sheet(title: S.viewerTitle(viewer.base, index: index, count: showcase.count), height: viewerSheetHeight)
            .widgets(viewerSheet, in: canvas, phase: state.overlays[viewerSheet], theme: theme, typesetter: typesetter, content: content)
    }
}
