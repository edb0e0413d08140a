import Engine
import UI

/// The toolbar, the filter strip and the sheets: the tree takes the tick's input first, the
/// canvas gets the pointer over it and the keys no widget took, then the actions are applied.
extension EditorCanvasScene {
    static let theme = Theme.standard

    /// Whether a sheet or the purchase confirmation is open (then only it takes input).
    var hasOpenLayer: Bool {
        state.stickerSheet.isOpen || state.captionSheet.isOpen || state.storeSheet.isOpen || state.purchaseDialog.isOpen
            || state.onboardingDialog.isOpen || state.pictureSheet.isOpen || state.showcaseSheet.isOpen || state.deleteDialog.isOpen
    }

    /// One tick of input through the widgets, then the canvas.
    func handleTick(_ input: [InputEvent], context: SceneContext) {
        let layerWasOpen = hasOpenLayer
        for case .listing(let listing) in input { receive(listing) }
        let response = tree.handle(input, state: &state.ui, theme: Self.theme)
        response.send(to: context)
        // A drag under way goes on to its end even if a sheet opened meanwhile (by keyboard).
        if !layerWasOpen || state.gesture != nil { routeToCanvas(input, unhandled: response.unhandled, context: context) }
        for action in response.actions { apply(action, context: context) }
        state.stickerSheet.step(); state.captionSheet.step(); state.storeSheet.step(); state.purchaseDialog.step()
        state.onboardingDialog.step(); state.pictureSheet.step(); state.showcaseSheet.step(); state.deleteDialog.step()
        state.toast.step()
        if state.celebration > 0 { state.celebration -= 1 }
        rebuildTree()
    }

    /// Builds the widgets for the state now and moves the focus into or out of layers.
    func rebuildTree() {
        tree = EditorTree.tree(for: state, theme: Self.theme)
        state.ui.followLayers(of: tree)
    }

    /// Gives the canvas the pointer where no widget is (on the stage, or on the selection's
    /// handles) and, in order among them, the events no widget took.
    private func routeToCanvas(_ input: [InputEvent], unhandled: [InputEvent], context: SceneContext) {
        var left = unhandled[...]
        for event in input {
            switch event {
            case .pointerDown(let p, .primary):
                let onWidget = tree.part(at: p, minimumTarget: Self.theme.minimumTarget) != nil
                if !onWidget && !hasOpenLayer && (CanvasView.stage.contains(p) || handles?.part(at: p) != nil) { handle(event, context: context) }
            case .pointerMove, .pointerUp(_, .primary):
                handle(event, context: context)
            default:
                if left.first == event {
                    left.removeFirst()
                    handle(event, context: context)
                }
            }
        }
    }

    private func apply(_ action: UIAction, context: SceneContext) {
        typealias T = EditorTree
        switch action {
        case .tapped(T.undo): undo()
        case .tapped(T.redo): redo()
        case .tapped(T.addSticker): state.stickerSheet.open()
        case .tapped(T.addCaption): state.captionSheet.open()
        case .tapped(T.store): state.storeSheet.open()
        case .tapped(T.share): requestShare(context: context)
        case .tapped(T.openPicture): openPicker(context: context)
        case .tapped(T.showcase): openShowcase(context: context)
        case .selected(T.pictureGrid, let index): state.pickedPicture = index
        case .activated(T.pictureGrid, let index):
            state.pickedPicture = index
            choosePicture(context: context)
        case .tapped(T.openPicked): choosePicture(context: context)
        case .dismissed(T.pictureSheet): state.pictureSheet.close()
        case .selected(T.showcaseGrid, let index): state.pickedExport = index
        case .activated(T.showcaseGrid, let index): reveal(index)
        case .tapped(T.deleteExport): confirmDelete()
        case .tapped(ConfirmationDialog.confirmButton(of: T.deleteDialog)): deletePending(context: context)
        case .dismissed(T.deleteDialog): state.deleteDialog.close()
        case .dismissed(T.showcaseSheet): state.showcaseSheet.close()
        case .activated(T.filters, let index): choose(index == 0 ? nil : CanvasFilter.allCases[index - 1], toggles: false)
        case .selected(T.packs, let index):
            state.pack = StickerPack(rawValue: index) ?? .shapes
            state.pickedSticker = nil
        case .selected(T.stickerGrid, let index): state.pickedSticker = index
        case .activated(T.stickerGrid, let index):
            state.pickedSticker = index
            addPicked(context: context)
        case .tapped(T.addPicked): addPicked(context: context)
        case .edited(T.captionField, let editing): state.caption = editing
        case .selected(T.captionColors, let index): state.captionStyle = index
        case .tapped(T.addCaptionText), .submitted(T.captionField): addCaption(context: context)
        case .selected(T.products, let row): state.storeRow = row
        case .activated(T.products, let row): offer(StoreProduct.catalogue[row].id)
        case .tapped(T.restore): restorePurchases(context: context)
        case .tapped(ConfirmationDialog.confirmButton(of: T.purchase)): completePurchase(context: context)
        case .dismissed(T.purchase): state.purchaseDialog.close()
        case .tapped(ConfirmationDialog.confirmButton(of: T.onboarding)): acknowledgeShareNote(context: context)
        case .dismissed(T.onboarding): state.onboardingDialog.close()
        case .dismissed(T.stickerSheet): state.stickerSheet.close()
        case .dismissed(T.captionSheet): state.captionSheet.close()
        case .dismissed(T.storeSheet): state.storeSheet.close()
        default: break
        }
    }

    /// Puts filter `filter` on (nil: none), or opens the store when it is locked; `toggles`:
    /// choosing the filter already on takes it off (the number keys).
    func choose(_ filter: CanvasFilter?, toggles: Bool) {
        guard let filter else { return setFilter(nil) }
        guard Self.isUnlocked(filter, in: state) else {
            openStore(at: filter.product)
            if filter.product == nil { state.toast.show(EditorStrings.shareToUnlock(ShareCounter.goldenShares - state.shares.shares)) }
            return
        }
        setFilter(toggles && state.document.filter == filter.rawValue ? nil : filter)
    }

    /// Opens the store with `product`'s row selected and in view (none: the first row).
    func openStore(at product: String?) {
        let row = product.flatMap { id in StoreProduct.catalogue.firstIndex { $0.id == id } }
        state.storeRow = row ?? 0
        state.storeSheet.open()
        rebuildTree()
        if let list = tree[EditorTree.products], let row {
            ListView(EditorTree.products, frame: list.frame, rowCounts: [StoreProduct.catalogue.count],
                     rowHeight: ListRow.height(lines: 2), headerHeight: 0).scroll(toRow: row, in: &state.ui)
        }
    }

    /// Adds the sticker picked in the picker to the middle of the photo and closes the picker;
    /// a locked pack opens the store instead.
    private func addPicked(context: SceneContext) {
        guard let index = state.pickedSticker, index < state.pack.stickers.count else { return }
        guard Self.isUnlocked(state.pack, in: state) else {
            openStore(at: state.pack.product)
            if state.pack.product == nil { state.toast.show(EditorStrings.shareToUnlockRare(ShareCounter.rareShares - state.shares.shares)) }
            return
        }
        add(state.pack.stickers[index], context: context)
        state.stickerSheet.close()
    }

    /// Adds the typed caption in the chosen colours and closes the caption sheet.
    private func addCaption(context: SceneContext) {
        let text = String(state.caption.text.trimmingWhitespace)
        guard !text.isEmpty else { return }
        let style = CaptionStyle.all[min(max(state.captionStyle, 0), CaptionStyle.all.count - 1)]
        add(.text(TextSticker(caption: text, color: style.color, outline: style.outline)), context: context)
        state.caption = TextEditingState(maxLength: TextSticker.maxLength)
        state.captionSheet.close()
    }
}
