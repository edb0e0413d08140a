import Engine
import UI

extension EditorTree {
    /// The sheets and the purchase confirmation while they show (the store over the picker, the
    /// confirmation over the store), then the toast above the filter strip or the top sheet.
    static func addLayers(for state: EditorCanvasScene.State, theme: Theme, typesetter: Typesetter, to widgets: inout [Widget]) {
        typealias S = EditorStrings
        if state.overlays.isVisible(EditorTree.stickerSheet) {
            widgets += Sheet(title: S.stickersTitle, height: stickerSheetHeight)
                .widgets(stickerSheet, in: canvas, phase: state.overlays[EditorTree.stickerSheet], theme: theme, defaultButton: addPicked) { stack in
                    stickerSheetContent(for: state, theme: theme, typesetter: typesetter, stack: &stack)
                }
        }
        if state.overlays.isVisible(EditorTree.captionSheet) {
            widgets += Sheet(title: S.captionTitle, height: captionSheetHeight)
                .widgets(captionSheet, in: canvas, phase: state.overlays[EditorTree.captionSheet], theme: theme, defaultButton: addCaptionText) { stack in
                    [Widget(captionField, frame: stack.row(height: 56, gap: 2),
                            kind: .textField(state.caption, placeholder: S.captionPlaceholder, message: nil)),
                     Widget(captionColors, frame: stack.row(height: 56, gap: 3),
                            kind: .segmented(CaptionStyle.all.map(\.name), selected: state.captionStyle)),
                     Widget(addCaptionText, frame: stack.row(height: 56), kind: .button(S.add, role: .primary),
                            isEnabled: !state.caption.text.trimmingWhitespace.isEmpty)]
                }
        }
        if state.overlays.isVisible(EditorTree.storeSheet) {
            widgets += Sheet(title: S.storeTitle, height: storeSheetHeight)
                .widgets(storeSheet, in: canvas, phase: state.overlays[EditorTree.storeSheet], theme: theme) { stack in
                    storeSheetContent(for: state, stack: &stack)
                }
        }
        if state.overlays.isVisible(EditorTree.pictureSheet) {
            widgets += Sheet(title: S.picturesTitle, height: pictureSheetHeight)
                .widgets(pictureSheet, in: canvas, phase: state.overlays[EditorTree.pictureSheet], theme: theme, defaultButton: openPicked) { stack in
                    pictureSheetContent(for: state, stack: &stack)
                }
        }
        if state.overlays.isVisible(EditorTree.showcaseSheet) {
            widgets += Sheet(title: S.showcaseTitle, height: pictureSheetHeight)
                .widgets(showcaseSheet, in: canvas, phase: state.overlays[EditorTree.showcaseSheet], theme: theme) { stack in
                    showcaseSheetContent(for: state, theme: theme, typesetter: typesetter, stack: &stack)
                }
        }
        widgets += viewerLayer(for: state, theme: theme, typesetter: typesetter)
        if state.overlays.isVisible(EditorTree.deleteDialog), let base = state.pendingDelete,
           let item = state.showcase?.first(where: { $0.base == base }) {
            widgets += ConfirmationDialog(title: S.deleteTitle, message: S.deleteMessage(item), confirm: S.delete, cancel: S.cancel)
                .widgets(deleteDialog, in: canvas, phase: state.overlays[EditorTree.deleteDialog], theme: theme, typesetter: typesetter)
        }
        if state.overlays.isVisible(EditorTree.purchase), let id = state.pendingProduct, let product = StoreProduct.catalogue.first(where: { $0.id == id }) {
            widgets += ConfirmationDialog(title: S.buyTitle(product), message: S.demoPurchase, confirm: S.buy, cancel: S.cancel)
                .widgets(purchase, in: canvas, phase: state.overlays[EditorTree.purchase], theme: theme, typesetter: typesetter)
        }
        if state.overlays.isVisible(EditorTree.onboarding) {
            widgets += ConfirmationDialog(title: S.shareNoteTitle, message: S.shareNote, confirm: S.shareNoteConfirm, cancel: S.cancel)
                .widgets(onboarding, in: canvas, phase: state.overlays[EditorTree.onboarding], theme: theme, typesetter: typesetter)
        }
        let inset = state.overlays.isOpen(EditorTree.viewerSheet) ? viewerSheetHeight
            : state.overlays.isOpen(EditorTree.storeSheet) ? storeSheetHeight
            : state.overlays.isOpen(EditorTree.pictureSheet) || state.overlays.isOpen(EditorTree.showcaseSheet) ? pictureSheetHeight
            : state.overlays.isOpen(EditorTree.stickerSheet) ? stickerSheetHeight
            : state.overlays.isOpen(EditorTree.captionSheet) ? captionSheetHeight : canvas.maxY - filterStrip.minY
        if let toast = state.overlays.toast.widget(toast, in: canvas, bottomInset: inset, theme: theme) { widgets.append(toast) }
    }

    /// The picker: a segmented control of packs, the pack's stickers in a grid, an Add button.
    private static func stickerSheetContent(for state: EditorCanvasScene.State, theme: Theme, typesetter: Typesetter,
                                            stack: inout VerticalStack) -> [Widget] {
        let names = StickerPack.allCases.map(EditorStrings.name(of:))
        var widgets = [stack.row(Widget(packs, kind: .segmented(names, selected: state.pack.rawValue)), height: 56, gap: 2,
                                 theme: theme, typesetter: typesetter)]
        let grid = stickerGrid(for: state, top: stack.y)
        stack.skip(grid.view.frame.height / 8 + 2)
        let isUnlocked = EditorCanvasScene.isUnlocked(state.pack, in: state)
        let stickers = state.pack.stickers
        widgets += grid.widgets(state: state.ui) { index in
            let source = stickers[index]
            return GridTile(isUnlocked ? .color(tileBackground) : .icon(.lock, background: tileBackground),
                            caption: source.isBitmap ? "" : EditorStrings.caption(of: source))
        }
        widgets.append(Widget(addPicked, frame: stack.row(height: 56),
                              kind: .button(isUnlocked ? EditorStrings.add : EditorStrings.unlock, role: .primary),
                              isEnabled: state.pickedSticker != nil))
        return widgets
    }

    /// The picker's grid of the current pack, from `top` down to above the Add button.
    static func stickerGrid(for state: EditorCanvasScene.State, top: Double) -> GridView {
        let frame = Rect(x: 40, y: top, width: 640, height: canvas.maxY - top - 120)
        return GridView(stickerGrid, frame: frame, itemCount: state.pack.stickers.count, tileSize: Vec2(136, 136),
                        spacing: 12, selection: state.pickedSticker)
    }

    /// A sticker tile's swatch: the scene draws the sticker itself over it.
    static let tileBackground = Color(hex: 0x2B2F3A)

    /// The store: the products with their prices, Buy or Owned, then "Restore purchases".
    private static func storeSheetContent(for state: EditorCanvasScene.State, stack: inout VerticalStack) -> [Widget] {
        let catalogue = StoreProduct.catalogue
        let frame = Rect(x: stack.x, y: stack.y, width: stack.width, height: storeSheetHeight - 240)
        stack.skip(frame.height / 8 + 2)
        let list = ListView(products, frame: frame, rowCounts: [catalogue.count], rowHeight: ListRow.height(lines: 2),
                            headerHeight: 0, selection: state.storeRow)
        var widgets = list.widgets(state: state.ui, header: { _ in "" }) { _, number in
            let product = catalogue[number]
            let owned = state.entitlements.isUnlocked(product.id)
            return ListRow(EditorStrings.productName(product.id), subtitle: product.price,
                           trailing: owned ? EditorStrings.owned : EditorStrings.buy, accessory: owned ? .icon(.check) : .chevron)
        }
        widgets.append(Widget(restore, frame: stack.row(height: 56), kind: .button(EditorStrings.restorePurchases, role: .secondary)))
        return widgets
    }
}

extension String {
    /// The text without leading and trailing white space.
    var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<max(start, end)]
    }
}
