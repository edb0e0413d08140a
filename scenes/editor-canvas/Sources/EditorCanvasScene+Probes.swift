import Foundation
import Engine

/// What scripts and tests read, and the scene's own part of the state hash.
extension EditorCanvasScene {
    public func probes(into probes: inout Probes, context: SceneContext) {
        let document = state.document, view = self.view
        probes.set("stickers", document.stickers.count)
        probes.set("selected", state.selection ?? -1)
        probes.set("selected_index", state.selection.flatMap { document.index(of: $0) } ?? -1)
        probes.set("filter", document.filter ?? "")
        probes.set("undo_depth", state.history.undoSteps.count)
        probes.set("redo_depth", state.history.redoSteps.count)
        probes.set("photo_width", document.photo.width)
        probes.set("photo_height", document.photo.height)
        probes.set("photo_hash", document.photo.hash)
        probes.set("gesture", state.gesture.map { Self.name(of: $0.kind) } ?? "")
        probes.set("overlay", hasOverlay(context: context))
        probes.set("message", state.toast.message ?? "")
        probes.set("toast", state.toast.message ?? "")
        probes.set("sheet", state.deleteDialog.isOpen ? "delete" : state.showcaseSheet.isOpen ? "showcase"
            : state.pictureSheet.isOpen ? "pictures" : state.onboardingDialog.isOpen ? "onboarding" : state.purchaseDialog.isOpen ? "purchase" : state.storeSheet.isOpen ? "store"
            : state.stickerSheet.isOpen ? "stickers" : state.captionSheet.isOpen ? "caption" : "")
        probes.set("layers", state.ui.layers.map(\.id.rawValue).joined(separator: ","))
        probes.set("focused", state.ui.focused?.rawValue ?? "")
        probes.set("pack", EditorStrings.name(of: state.pack))
        probes.set("picked_sticker", state.pickedSticker ?? -1)
        probes.set("caption_text", state.caption.text)
        probes.set("store_row", state.storeRow ?? -1)
        probes.set("pending_product", state.pendingProduct ?? "")
        probes.set("owned", state.entitlements.owned.sorted().joined(separator: ","))
        probes.set("locked_filters", CanvasFilter.allCases.filter { !Self.isUnlocked($0, in: state) }.map(\.rawValue).joined(separator: ","))
        probes.set("rare_unlocked", Self.isUnlocked(StickerPack.rare, in: state))
        probes.set("shares", state.shares.shares)
        probes.set("celebration", state.celebration)
        probes.set("share_note_seen", state.onboarding.sawShareNote)
        probes.set("exporting", state.export != nil)
        probes.set("shake", state.shake.ticksLeft)
        probes.set("shake_intensity", state.shake.intensity)
        probes.set("export_progress", state.export?.progress(at: context.tick) ?? 0)
        // How the last export ended: its size and files' sizes, never its paths (they name this
        // machine's folders, which a replay does not write). Unsimulated: a live session takes an
        // export in whenever its job ends, and what it left out depends on the host's renderer.
        if case .written(let clean, let censored, let width, let height, let leftOut)? = state.lastExport?.outcome {
            probes.setUnsimulated("export.width", width)
            probes.setUnsimulated("export.height", height)
            probes.setUnsimulated("export.clean_bytes", Self.fileSize(clean))
            probes.setUnsimulated("export.censored_bytes", Self.fileSize(censored))
            probes.setUnsimulated("export.left_out", leftOut)
        }
        probes.setUnsimulated("export.error", { if case .failed(let reason)? = state.lastExport?.outcome { return reason } else { return "" } }())
        // The picker's and the Showcase's files (-1 and "" while no listing has arrived).
        probes.set("pictures", state.pictures?.count ?? -1)
        probes.set("picture_names", state.pictures?.map(\.name).joined(separator: ",") ?? "")
        probes.set("picked_picture", state.pickedPicture ?? -1)
        probes.set("exports", state.showcase?.count ?? -1)
        probes.set("export_names", state.showcase?.map(\.base).joined(separator: ",") ?? "")
        probes.set("picked_export", state.pickedExport ?? -1)
        probes.set("revealed", state.revealed.sorted().joined(separator: ","))
        probes.setUnsimulated("delete.error", state.lastDeleteFailure?.message ?? "")
        probes.set("can_undo", tree[EditorTree.undo]?.isEnabled ?? false)
        probes.set("can_redo", tree[EditorTree.redo]?.isEnabled ?? false)
        // The toolbar's buttons and the filter strip's tiles by their centres, for scripts' `on:`.
        for id in [EditorTree.undo, EditorTree.redo, EditorTree.addSticker, EditorTree.addCaption, EditorTree.store, EditorTree.share,
                   EditorTree.openPicture, EditorTree.showcase] {
            if let widget = tree[id] { probes.set("button." + id.rawValue, widget.frame.center) }
        }
        let strip = EditorTree.filterGrid(for: state)
        for index in 0...CanvasFilter.allCases.count {
            if let widget = tree[strip.tileID(index)] { probes.set("filter_tile.\(index)", widget.frame.center) }
        }
        // The picker's and the Showcase's tiles shown now by their centres: `picture_tile.N`, `export_tile.N`.
        for (grid, name) in [(EditorTree.pictureGrid, "picture_tile."), (EditorTree.showcaseGrid, "export_tile.")] {
            for widget in tree.widgets where widget.clip == grid {
                if case .gridTile(_, let index, _) = widget.kind { probes.set(name + "\(index)", widget.frame.center) }
            }
        }
        for id in [EditorTree.openPicked, EditorTree.deleteExport] {
            if let widget = tree[id] { probes.set("button." + id.rawValue, widget.frame.center) }
        }
        // `sticker.N` (bottom first): its centre on the canvas (so `.x`, `.y` and `on:` work),
        // its centre on the photo, scale, rotation in degrees, id and source.
        for (i, sticker) in document.stickers.enumerated() {
            let t = sticker.transform, name = "sticker.\(i)"
            probes.set(name, view.canvas(t.position))
            probes.set(name + ".photo", t.position)
            probes.set(name + ".scale", t.scale)
            probes.set(name + ".degrees", t.rotation * 180 / .pi)
            probes.set(name + ".id", sticker.id)
            probes.set(name + ".source", sticker.source.summary)
        }
        if let handles {
            for (i, corner) in handles.corners.enumerated() { probes.set("handle.corner.\(i)", corner) }
            probes.set("handle.rotate", handles.rotate)
            probes.set("handle.delete", handles.delete)
        }
    }

    private static func name(of kind: CanvasGesture.Kind) -> String {
        switch kind {
        case .move: "move"
        case .scale: "scale"
        case .rotate: "rotate"
        case .pinch: "pinch"
        }
    }

    public func hashState(into hasher: inout StateHasher) {
        Self.hash(state.document, into: &hasher)
        // Each undo and redo step by its shape: counts and ids, not every number of every step.
        hasher.combine(state.history.undoSteps.count)
        hasher.combine(state.history.redoSteps.count)
        for step in state.history.undoSteps + state.history.redoSteps {
            hasher.combine(step.stickers.count)
            hasher.combine(step.nextID)
            hasher.combine(step.filter ?? "")
            hasher.combine(step.photo.hash)
        }
        hasher.combine(state.history.openMerge != nil)
        hasher.combine(state.history.openMerge?.tick ?? 0)
        hasher.combine(state.selection ?? -1)
        hasher.combine(state.gesture != nil)
        if let gesture = state.gesture {
            hasher.combine(Self.name(of: gesture.kind))
            switch gesture.kind {
            case .scale(let corner): hasher.combine(corner)
            case .pinch(let base):
                hasher.combine(base.position)
                hasher.combine(base.scale)
                hasher.combine(base.rotation)
            case .move, .rotate: break
            }
            hasher.combine(gesture.sticker)
            hasher.combine(gesture.start)
            Self.hash(gesture.before, into: &hasher)
        }
        hasher.combine(state.pointer)
        hasher.combine(Int(state.heldModifiers.rawValue))
        state.ui.hash(into: &hasher)
        for phase in [state.stickerSheet, state.captionSheet, state.storeSheet, state.purchaseDialog] { phase.hash(into: &hasher) }
        hasher.combine(state.pack.rawValue)
        hasher.combine(state.pickedSticker ?? -1)
        state.caption.hash(into: &hasher)
        hasher.combine(state.captionStyle)
        hasher.combine(state.storeRow ?? -1)
        hasher.combine(state.pendingProduct ?? "")
        for id in state.entitlements.owned.sorted() { hasher.combine(id) }
        hasher.combine(state.shares.shares)
        state.toast.hash(into: &hasher)
        hasher.combine(state.celebration)
        hasher.combine(state.onboarding.sawShareNote)
        state.onboardingDialog.hash(into: &hasher)
        hasher.combine(state.export?.startTick ?? UInt64.max)
        hasher.combine(state.shake.ticksLeft)
        hasher.combine(state.shake.intensity)
        hasher.combine(state.unsaved)
        hasher.combine(state.lastSaveTick)
        hasher.combine(state.savedOnce)
        for hash in state.photos.keys.sorted() { hasher.combine(hash) }
        for phase in [state.pictureSheet, state.showcaseSheet, state.deleteDialog] { phase.hash(into: &hasher) }
        hasher.combine(state.pictures?.count ?? -1)
        for entry in state.pictures ?? [] { Self.hash(entry, into: &hasher) }
        hasher.combine(state.pickedPicture ?? -1)
        hasher.combine(state.showcase?.count ?? -1)
        for item in state.showcase ?? [] {
            hasher.combine(item.base)
            hasher.combine(item.files.count)
            for entry in item.files { Self.hash(entry, into: &hasher) }
        }
        hasher.combine(state.pickedExport ?? -1)
        for base in state.revealed.sorted() { hasher.combine(base) }
        hasher.combine(state.pendingDelete ?? "")
    }

    /// Feeds a listed file's name, size and modification time into `hasher`.
    private static func hash(_ entry: FolderEntry, into hasher: inout StateHasher) {
        hasher.combine(entry.name)
        hasher.combine(Int(entry.byteCount))
        hasher.combine(Int(entry.modified))
    }

    /// The size of the file at `path`, in bytes (-1 when it cannot be read).
    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? -1
    }

    /// Feeds every field of `document` into `hasher`.
    static func hash(_ document: EditorDocument, into hasher: inout StateHasher) {
        hasher.combine(document.photo.hash)
        hasher.combine(document.photo.width)
        hasher.combine(document.photo.height)
        hasher.combine(document.filter ?? "")
        hasher.combine(document.nextID)
        hasher.combine(document.stickers.count)
        for sticker in document.stickers {
            hasher.combine(sticker.id)
            hasher.combine(sticker.source.summary)
            if case .text(let text) = sticker.source {
                for color in [text.color, text.outline] {
                    hasher.combine(Int(color.r) << 24 | Int(color.g) << 16 | Int(color.b) << 8 | Int(color.a))
                }
            }
            hasher.combine(sticker.transform.x)
            hasher.combine(sticker.transform.y)
            hasher.combine(sticker.transform.scale)
            hasher.combine(sticker.transform.rotation)
        }
    }
}
