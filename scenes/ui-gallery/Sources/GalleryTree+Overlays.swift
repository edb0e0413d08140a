import Engine
import UI

extension GalleryTree {
    /// The sheet's panel height, in canvas pixels.
    static let sheetHeight = 440.0

    /// The overlays page: buttons that open a sheet, a confirmation dialog and a toast, the
    /// last action, and an empty state with a Reload button.
    static func addOverlays(for state: UIGalleryScene.State, theme: Theme, typesetter: Typesetter, to widgets: inout [Widget]) {
        typealias S = GalleryStrings
        var stack = VerticalStack(x: margin, top: contentTop, width: 720 - 2 * margin, theme: theme)
        widgets.append(Widget("layers-heading", frame: stack.row(height: 32), kind: .label(S.layers, style: .section, alignment: .left)))
        widgets.append(Widget(showSheet, frame: stack.row(height: 56), kind: .button(S.showSheet, role: .primary)))
        widgets.append(Widget(deleteAll, frame: stack.row(height: 56), kind: .button(S.deleteEverything, role: .destructive)))
        widgets.append(Widget(showToast, frame: stack.row(height: 56), kind: .button(S.showToast, role: .secondary)))
        let status = state.lastAction.map(GalleryStrings.describe) ?? S.nothingYet
        widgets.append(Widget("overlays-status", frame: stack.row(height: 32, gap: 3),
                              kind: .label(status, style: .caption, alignment: .left)))
        widgets.append(Widget("empty-heading", frame: stack.row(height: 32),
                              kind: .label(S.emptyStateHeading, style: .section, alignment: .left)))
        let emptyFrame = Rect(x: margin, y: stack.y, width: 720 - 2 * margin, height: 1280 - tabBarHeight - theme.spacing(12) - stack.y)
        widgets += EmptyState(icon: .layers, title: S.emptyTitle, message: S.emptyMessage, action: S.reload)
            .widgets(empty, in: emptyFrame, theme: theme, typesetter: typesetter)
    }

    /// The sheet and the confirmation dialog while they show (the dialog over the sheet), then
    /// the toast above the tab bar, or above the sheet while it is open.
    static func addLayers(for state: UIGalleryScene.State, theme: Theme, typesetter: Typesetter, to widgets: inout [Widget]) {
        typealias S = GalleryStrings
        let overlays = state.overlays
        if overlays.isVisible(sheet) {
            widgets += Sheet(title: S.sheetTitle, height: sheetHeight)
                .widgets(sheet, in: canvas, phase: overlays[sheet], theme: theme, defaultButton: done) { stack in
                    [Widget(notifications, frame: stack.row(height: 48), kind: .toggle(S.notifications, isOn: state.notifications)),
                     Widget(sheetDelete, frame: stack.row(height: 56), kind: .button(S.deleteEverything, role: .destructive)),
                     Widget(done, frame: stack.row(height: 56), kind: .button(S.done, role: .primary))]
                }
        }
        if overlays.isVisible(confirmation) {
            widgets += ConfirmationDialog(title: S.confirmTitle, message: S.confirmMessage, confirm: S.delete, cancel: S.cancel)
                .widgets(confirmation, in: canvas, phase: overlays[confirmation], theme: theme, typesetter: typesetter)
        }
        let inset = overlays.isOpen(sheet) ? sheetHeight : tabBarHeight
        if let toast = overlays.toast.widget(toast, in: canvas, bottomInset: inset, theme: theme) { widgets.append(toast) }
    }
}
