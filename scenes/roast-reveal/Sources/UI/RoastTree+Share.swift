import Engine
import UI

extension RoastTree {
    static let shareSheet: WidgetID = "share-sheet", shareTemplates: WidgetID = "share-templates"
    static let sharePreview: WidgetID = "share-preview"
    static let shareCaption: WidgetID = "share-caption", shareSave: WidgetID = "share-save"

    /// The share sheet's height, in canvas pixels.
    static let shareSheetHeight = 936.0
    /// The height of the chosen template's preview at the top of the sheet, in canvas pixels.
    static let sharePreviewHeight = 480.0
    /// A template's tile in the sheet (thumbnail over name), in canvas pixels.
    static let shareTileSize = Vec2(112, 176)

    /// The share sheet while it shows: the chosen template's preview (the scene's content), its
    /// name and size, a tile for each template (each showing its thumbnail), and Save.
    static func addShareSheet(for state: RoastRevealScene.State, context c: Context, to widgets: inout [Widget]) {
        guard state.overlays.isVisible(RoastTree.shareSheet) else { return }
        widgets += Sheet(title: c.text("share.title", state), height: shareSheetHeight)
            .widgets(shareSheet, in: canvas, phase: state.overlays[RoastTree.shareSheet], theme: c.theme, defaultButton: shareSave) { stack in
                let preview = Widget(sharePreview, frame: stack.row(height: sharePreviewHeight), kind: .content("share preview"))
                let template = state.shareTemplate
                let size = c.text("share.size", state, ["template": c.text(template.nameKey, state),
                                                        "width": String(Int(template.size.x)), "height": String(Int(template.size.y))])
                var rows = [preview, Widget(shareCaption, frame: stack.row(height: 32), kind: .label(size, style: .caption, alignment: .center))]
                let grid = GridView(shareTemplates, frame: stack.row(height: shareTileSize.y, gap: 3), itemCount: ShareTemplate.allCases.count,
                                    tileSize: shareTileSize, spacing: 14, selection: ShareTemplate.allCases.firstIndex(of: template))
                rows += grid.widgets(state: state.ui) { index in
                    GridTile(.content(background: c.theme.palette.background), caption: c.text(ShareTemplate.allCases[index].nameKey, state))
                }
                rows.append(Widget(shareSave, frame: stack.row(height: 64), kind: .button(c.text("share.save", state), role: .primary)))
                return rows
            }
    }
}
