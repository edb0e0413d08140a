import Engine
import UI

extension UIGalleryScene.State {
    /// Opens and closes the sheet and dialog and shows toasts for what `action` did on the
    /// overlays page.
    mutating func applyOverlay(_ action: UIAction) {
        typealias T = GalleryTree
        switch action {
        case .tapped(T.showSheet): sheet.open()
        case .tapped(T.deleteAll), .tapped(T.sheetDelete): confirmation.open()
        case .tapped(T.showToast): toast.show(GalleryStrings.toastMessage)
        case .tapped(T.done), .dismissed(T.sheet): sheet.close()
        case .dismissed(T.confirmation): confirmation.close()
        case .tapped(ConfirmationDialog.confirmButton(of: T.confirmation)):
            confirmation.close()
            toast.show(GalleryStrings.deleted)
        case .tapped(EmptyState.actionButton(of: T.empty)): toast.show(GalleryStrings.nothingNew)
        case .toggled(T.notifications, let isOn): notifications = isOn
        default: break
        }
    }

    /// Moves the layers' transitions and the toast's clock on by one tick.
    mutating func stepOverlays() {
        sheet.step()
        confirmation.step()
        toast.step()
    }

    /// Whether the sheet or the dialog is open, so Esc closes it instead of leaving.
    var hasOpenLayer: Bool { sheet.isOpen || confirmation.isOpen }
}
