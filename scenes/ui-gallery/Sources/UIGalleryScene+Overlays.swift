import Engine
import UI

extension UIGalleryScene.State {
    /// Opens and closes the sheet and dialog and shows toasts for what `action` did on the
    /// overlays page.
    mutating func applyOverlay(_ action: UIAction) {
        typealias T = GalleryTree
        switch action {
        case .tapped(T.showSheet): overlays.open(T.sheet)
        case .tapped(T.deleteAll), .tapped(T.sheetDelete): overlays.open(T.confirmation)
        case .tapped(T.showToast): overlays.toast.show(GalleryStrings.toastMessage)
        case .tapped(T.done): overlays.close(T.sheet)
        case .tapped(ConfirmationDialog.confirmButton(of: T.confirmation)):
            overlays.close(T.confirmation)
            overlays.toast.show(GalleryStrings.deleted)
        case .tapped(EmptyState.actionButton(of: T.empty)): overlays.toast.show(GalleryStrings.nothingNew)
        case .toggled(T.notifications, let isOn): notifications = isOn
        default: break
        }
    }
}
