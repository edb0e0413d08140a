import Engine
import UI

/// The toolbar, the filter strip and the sheets: the tree takes the tick's input first, the
/// canvas gets the pointer over it and the keys no widget took, then the actions are applied.
extension EditorCanvasScene {
    public static let theme = Theme.standard

    public func makeTree(context: SceneContext) -> UITree { EditorTree.tree(for: state, theme: Self.theme, typesetter: typesetter) }

    /// Lets the canvas have the pointer and the keys no widget took, before the actions are
    /// applied; a drag under way goes on to its end even if a sheet opened meanwhile (by keyboard).
    public func handleUnhandled(_ events: [InputEvent], input: [InputEvent], context: SceneContext) {
        if state.overlays.isOpen(EditorTree.viewerSheet) { return handleViewer(events, input: input) }
        if !state.overlays.isAnyOpen || state.gesture != nil { routeToCanvas(input, unhandled: events, context: context) }
    }

    /// Gives the canvas the pointer where no widget is (on the stage, or on the selection's
    /// handles) and, in order among them, the events no widget took.
    private func routeToCanvas(_ input: [InputEvent], unhandled: [InputEvent], context: SceneContext) {
        var left = unhandled[...]
        for event in input {
            switch event {
            case .pointerDown(let p, .primary):
                let onWidget = tree.part(at: p, minimumTarget: Self.theme.minimumTarget) != nil
                if !onWidget && !state.overlays.isAnyOpen && (CanvasView.stage.contains(p) || handles?.part(at: p) != nil) { handle(event, context: context) }
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

    public func apply(_ action: UIAction, context: SceneContext) {
        typealias T = EditorTree
        switch action {
        case .tapped(T.undo): undo()
        case .tapped(T.redo): redo()
        case .tapped(T.addSticker): state.overlays.open(EditorTree.stickerSheet)
        case .tapped(T.addCaption): state.overlays.open(EditorTree.captionSheet)
        case .tapped(T.store): state.overlays.open(EditorTree.storeSheet)
        case .tapped(T.share): requestShare(context: context)
        case .tapped(T.openPicture): openPicker(context: context)
        case .tapped(T.showcase): openShowcase(context: context)
        case .selected(T.pictureGrid, let index): state.pickedPicture = index
        case .activated(T.pictureGrid, let index):
            state.pickedPicture = index
            choosePicture(context: context)
        case .tapped(T.openPicked): choosePicture(context: context)
        case .selected(T.showcaseGrid, let index): state.pickedExport = index
        case .activated(T.showcaseGrid, let index): reveal(index)
        case .tapped(T.deleteExport): confirmDelete()
        case .tapped(T.openExport): if let index = state.pickedExport { openViewer(index) }
        case .tapped(T.previousExport), .tapped(T.nextExport), .tapped(T.zoomIn), .tapped(T.zoomOut): applyViewer(action)
        case .dismissed(T.viewerSheet): state.viewer = nil
        case .tapped(ConfirmationDialog.confirmButton(of: T.deleteDialog)): deletePending(context: context)
        case .activated(T.filters, let index): choose(index == 0 ? nil : CanvasFilter.allCases[index - 1], toggles: false, context: context)
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
        case .tapped(ConfirmationDialog.confirmButton(of: T.onboarding)): acknowledgeShareNote(context: context)
        default: break
        }
    }

    /// Puts filter `filter` on (nil: none), or opens the store when it is locked; `toggles`:
    /// choosing the filter already on takes it off (the number keys).
    func choose(_ filter: CanvasFilter?, toggles: Bool, context: SceneContext) {
        guard let filter else { return setFilter(nil) }
        guard Self.isUnlocked(filter, in: state) else {
            openStore(at: filter.product, context: context)
            if filter.product == nil { state.overlays.toast.show(EditorStrings.shareToUnlock(ShareCounter.goldenShares - state.shares.shares)) }
            return
        }
        setFilter(toggles && state.document.filter == filter.rawValue ? nil : filter)
    }

    /// Opens the store with `product`'s row selected and in view (none: the first row).
    func openStore(at product: String?, context: SceneContext) {
        let row = product.flatMap { id in StoreProduct.catalogue.firstIndex { $0.id == id } }
        state.storeRow = row ?? 0
        state.overlays.open(EditorTree.storeSheet)
        rebuildTree(context: context)
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
            openStore(at: state.pack.product, context: context)
            if state.pack.product == nil { state.overlays.toast.show(EditorStrings.shareToUnlockRare(ShareCounter.rareShares - state.shares.shares)) }
            return
        }
        add(state.pack.stickers[index], context: context)
        state.overlays.close(EditorTree.stickerSheet)
    }

    /// Adds the typed caption in the chosen colours and closes the caption sheet.
    private func addCaption(context: SceneContext) {
        let text = String(state.caption.text.trimmingWhitespace)
        guard !text.isEmpty else { return }
        let style = CaptionStyle.all[min(max(state.captionStyle, 0), CaptionStyle.all.count - 1)]
        add(.text(TextSticker(caption: text, color: style.color, outline: style.outline)), context: context)
        state.caption = TextEditingState(maxLength: TextSticker.maxLength)
        state.overlays.close(EditorTree.captionSheet)
    }
}
