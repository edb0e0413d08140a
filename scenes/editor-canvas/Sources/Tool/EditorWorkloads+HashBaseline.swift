import Engine

extension EditorWorkloads {
    /// Puts `stickers` stickers on `runner`'s editor and records `undoSteps` moves of them, then
    /// returns two closures hashing the editor's state: the engine's derived hash, and the
    /// hand-written, partial one the editor had before (the benchmark's baseline); nil when
    /// `runner` is not the editor's.
    public static func stateHashes(_ runner: SceneRunner, stickers: Int, undoSteps: Int) -> (derived: () -> UInt64, handWritten: () -> UInt64)? {
        guard let scene = runner.scene as? EditorCanvasScene, decorate(runner, stickers: stickers) != nil else { return nil }
        for step in 0..<undoSteps {
            var document = scene.state.document
            document.stickers[step % stickers].transform.x += 1
            scene.commit(document)
        }
        let state = scene.state
        return ({ scene.stateDigest() }, {
            var hasher = StateHasher()
            handWrittenHash(of: state, into: &hasher)
            return hasher.value
        })
    }

    /// The editor's hash as it was written by hand, field by field: undo steps only by their
    /// shape, so a sticker moved inside one escaped it.
    private static func handWrittenHash(of state: EditorCanvasScene.State, into hasher: inout StateHasher) {
        hash(state.document, into: &hasher)
        // Each undo and redo step by its shape: counts and ids, not every number of every step.
        hasher.combine(state.history.undoSteps.count)
        hasher.combine(state.history.redoSteps.count)
        for step in (state.history.undoSteps + state.history.redoSteps).map(\.value) {
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
            hasher.combine(EditorCanvasScene.name(of: gesture.kind))
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
            hash(gesture.before, into: &hasher)
        }
        hasher.combine(state.pointer)
        hasher.combine(Int(state.heldModifiers.rawValue))
        state.ui.hash(into: &hasher)
        for layer in [EditorTree.stickerSheet, EditorTree.captionSheet, EditorTree.storeSheet, EditorTree.purchase] { state.overlays[layer].hash(into: &hasher) }
        hasher.combine(state.pack.rawValue)
        hasher.combine(state.pickedSticker ?? -1)
        state.caption.hash(into: &hasher)
        hasher.combine(state.captionStyle)
        hasher.combine(state.storeRow ?? -1)
        hasher.combine(state.pendingProduct ?? "")
        for id in state.entitlements.owned.sorted() { hasher.combine(id) }
        hasher.combine(state.shares.shares)
        state.overlays.toast.hash(into: &hasher)
        hasher.combine(state.celebration)
        hasher.combine(state.onboarding.sawShareNote)
        state.overlays[EditorTree.onboarding].hash(into: &hasher)
        hasher.combine(state.export?.startTick ?? UInt64.max)
        hasher.combine(state.shake.ticksLeft)
        hasher.combine(state.shake.intensity)
        hasher.combine(state.unsaved)
        hasher.combine(state.lastSaveTick)
        hasher.combine(state.savedOnce)
        for hash in state.photos.keys.sorted() { hasher.combine(hash) }
        for layer in [EditorTree.pictureSheet, EditorTree.showcaseSheet, EditorTree.deleteDialog] { state.overlays[layer].hash(into: &hasher) }
        hasher.combine(state.pictures?.count ?? -1)
        for entry in state.pictures ?? [] { hash(entry, into: &hasher) }
        hasher.combine(state.pickedPicture ?? -1)
        hasher.combine(state.showcase?.count ?? -1)
        for item in state.showcase ?? [] {
            hasher.combine(item.base)
            hasher.combine(item.files.count)
            for entry in item.files { hash(entry, into: &hasher) }
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


    /// Feeds every field of `document` into `hasher`.
    private static func hash(_ document: EditorDocument, into hasher: inout StateHasher) {
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
