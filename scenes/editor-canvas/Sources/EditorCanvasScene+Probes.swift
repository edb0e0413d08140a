import Foundation
import Engine

/// What scripts and tests read.
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
        probes.set("message", state.overlays.toast.message ?? "")
        probes.set("toast", state.overlays.toast.message ?? "")
        probes.set("sheet", state.overlays.isOpen(EditorTree.deleteDialog) ? "delete" : state.overlays.isOpen(EditorTree.viewerSheet) ? "viewer"
            : state.overlays.isOpen(EditorTree.showcaseSheet) ? "showcase"
            : state.overlays.isOpen(EditorTree.pictureSheet) ? "pictures" : state.overlays.isOpen(EditorTree.onboarding) ? "onboarding" : state.overlays.isOpen(EditorTree.purchase) ? "purchase" : state.overlays.isOpen(EditorTree.storeSheet) ? "store"
            : state.overlays.isOpen(EditorTree.stickerSheet) ? "stickers" : state.overlays.isOpen(EditorTree.captionSheet) ? "caption" : "")
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
        probes.set("viewer", state.viewer?.base ?? "")
        probes.set("viewer_zoom", state.viewer?.zoom ?? 0)
        probes.set("viewer_pan", state.viewer?.pan ?? .zero)
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
        for id in [EditorTree.openPicked, EditorTree.openExport, EditorTree.deleteExport, EditorTree.previousExport, EditorTree.nextExport,
                   EditorTree.zoomIn, EditorTree.zoomOut] {
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

    static func name(of kind: CanvasGesture.Kind) -> String {
        switch kind {
        case .move: "move"
        case .scale: "scale"
        case .rotate: "rotate"
        case .pinch: "pinch"
        }
    }

    /// The size of the file at `path`, in bytes (-1 when it cannot be read).
    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? -1
    }
}
