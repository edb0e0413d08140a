import Foundation
import Engine
import UI

/// The photo picker of the user's pictures folder and the Showcase of the user's exports.
///
/// Neither folder is read inside a tick: opening a sheet asks the host for a listing
/// (`SceneContext.files`), which arrives as a recorded `listing` event, and choosing a picture
/// asks the host for its bytes, which arrive as the `fileDrop` a dropped photo gives (so it opens
/// the same way, with the same messages). Thumbnails are decoded off the tick and only drawn
/// (`PictureThumbnails`). Deleting an export removes its files from disk in a job (`DeleteJob`); the
/// Showcase drops it from its list whatever the disk says, and a failure is shown but never
/// simulated.
extension EditorCanvasScene {
    /// Opens the photo picker and asks the host for the pictures folder's listing.
    func openPicker(context: SceneContext) {
        state.pictures = nil
        state.pickedPicture = nil
        state.overlays.open(EditorTree.pictureSheet)
        context.effects.send(.listFolder(FolderListingRequest(path: picturesPath, folder: PictureListing.picturesTag,
                                                              suffixes: PictureListing.suffixes)))
    }

    /// Opens the Showcase, every picture blurred, and asks the host for the exports folder's listing.
    func openShowcase(context: SceneContext) {
        state.showcase = nil
        state.pickedExport = nil
        state.revealed = []
        state.viewer = nil
        state.overlays.open(EditorTree.showcaseSheet)
        context.effects.send(.listFolder(FolderListingRequest(path: shareFolder.path, folder: PictureListing.exportsTag, suffixes: [".png"])))
    }

    /// Takes in a listing the host sent for a sheet that is open and waiting for it, and moves
    /// the focus to its grid when it lists any.
    func receive(_ listing: FolderListing) {
        switch listing.folder {
        case PictureListing.picturesTag where state.overlays.isOpen(EditorTree.pictureSheet) && state.pictures == nil:
            let pictures = PictureListing.pictures(in: listing)
            state.pictures = pictures
            if !pictures.isEmpty { state.ui.focused = EditorTree.pictureGrid }
        case PictureListing.exportsTag where state.overlays.isOpen(EditorTree.showcaseSheet) && state.showcase == nil:
            let showcase = ShowcaseItem.items(in: listing)
            state.showcase = showcase
            if !showcase.isEmpty { state.ui.focused = EditorTree.showcaseGrid }
        default:
            break
        }
    }

    /// Opens the picked picture as a dropped photo: asks the host for its bytes and closes the
    /// picker; one over the dropped-file limit says so at once, as a drop would.
    func choosePicture(context: SceneContext) {
        guard let index = state.pickedPicture, let pictures = state.pictures, pictures.indices.contains(index) else { return }
        let entry = pictures[index]
        guard entry.byteCount <= DroppedFile.maxByteCount else {
            return show(EditorStrings.cannotOpen(DroppedFileError(file: entry.name, reason: .tooLarge(byteCount: Int(entry.byteCount)))),
                        context: context)
        }
        context.effects.send(.readFile(path: picturesPath + "/" + entry.name))
        state.overlays.close(EditorTree.pictureSheet)
    }

    /// Shows the Showcase's picture `index` sharp, or full size once it is.
    func reveal(_ index: Int) {
        guard let showcase = state.showcase, showcase.indices.contains(index) else { return }
        state.pickedExport = index
        if state.revealed.contains(showcase[index].base) { return openViewer(index) }
        state.revealed.insert(showcase[index].base)
    }

    /// Opens the Showcase's picture `index` full size, fitted to the viewer.
    func openViewer(_ index: Int) {
        guard let showcase = state.showcase, showcase.indices.contains(index) else { return }
        state.pickedExport = index
        state.revealed.insert(showcase[index].base)
        state.viewer = ShowcaseViewer(base: showcase[index].base)
        state.overlays.open(EditorTree.viewerSheet)
    }

    /// Shows the share `offset` places after the one in the viewer (before, when negative).
    func showNeighbour(_ offset: Int) {
        guard let viewer = state.viewer, let showcase = state.showcase,
              let index = showcase.firstIndex(where: { $0.base == viewer.base }), showcase.indices.contains(index + offset) else { return }
        state.pickedExport = index + offset
        state.revealed.insert(showcase[index + offset].base)
        state.viewer = ShowcaseViewer(base: showcase[index + offset].base)
    }

    /// Asks to confirm deleting the selected share's files.
    func confirmDelete() {
        guard let index = state.pickedExport, let showcase = state.showcase, showcase.indices.contains(index) else { return }
        state.pendingDelete = showcase[index].base
        state.overlays.open(EditorTree.deleteDialog)
    }

    /// Drops the confirmed share from the Showcase and asks the host to delete its files.
    func deletePending(context: SceneContext) {
        state.overlays.close(EditorTree.deleteDialog)
        guard let base = state.pendingDelete, var showcase = state.showcase,
              let index = showcase.firstIndex(where: { $0.base == base }) else { return }
        let item = showcase.remove(at: index)
        state.showcase = showcase
        state.pendingDelete = nil
        state.revealed.remove(base)
        // Nothing is picked after a delete, so Delete is not left armed on a picture the user
        // has not seen; the focus goes back to the grid.
        state.pickedExport = nil
        if !showcase.isEmpty { state.ui.focused = EditorTree.showcaseGrid }
        state.overlays.toast.show(EditorStrings.deleted(item.shown.name))
        context.effects.send(.startJob(DeleteJob.request(folder: shareFolder.path, names: item.files.map(\.name))))
    }

    /// Takes in what each delete job could not remove: shown, never simulated.
    func receiveDeleteOutcomes(_ input: [InputEvent], context: SceneContext) {
        for case .jobFinished(let result) in input where result.tag == DeleteJob.tag {
            let failures = result.outcome(as: [String].self) ?? [EditorStrings.unreadableDeleteOutcome]
            state.lastDeleteFailure = failures.isEmpty ? nil : DeleteFailure(message: EditorStrings.cannotDelete(failures), tick: context.tick)
        }
    }

    /// The thumbnail of tile `index` of the picker's or the Showcase's `grid`, fitted in `box`
    /// (the Showcase's blurred until revealed); the tile's icon while it is decoded, or when its
    /// file is not a picture.
    func drawThumbnail(_ index: Int, of grid: WidgetID, in box: Rect, into list: inout DrawList) {
        let file: (key: PictureThumbnails.Key, blurred: Bool)?, icon: Icon
        switch grid {
        case EditorTree.pictureGrid:
            icon = .film
            file = state.pictures.flatMap { $0.indices.contains(index) ? (PictureThumbnails.Key($0[index], in: picturesPath), false) : nil }
        case EditorTree.showcaseGrid:
            icon = .layers
            file = state.showcase.flatMap { showcase in
                guard showcase.indices.contains(index) else { return nil }
                let item = showcase[index]
                return (PictureThumbnails.Key(item.shown, in: shareFolder.path), !state.revealed.contains(item.base))
            }
        default:
            return
        }
        guard let (key, blurred) = file, let thumbnail = thumbnails.thumbnail(key) else {
            icon.draw(into: &list, center: box.center, size: (min(box.width, box.height) * 0.45).rounded(), color: Self.theme.palette.text)
            return
        }
        let image = blurred ? thumbnail.blurred : thumbnail.sharp
        let scale = min(box.width / Double(image.width), box.height / Double(image.height))
        let texture = thumbnailTextures.texture(of: key, blurred: blurred, image: image, in: assets)
        list.sprite(Sprite(texture: texture, center: box.center, size: Vec2(Double(image.width) * scale, Double(image.height) * scale)))
    }

    /// Lets go of every thumbnail and its textures once neither sheet shows (a folder of a
    /// thousand pictures holds about 200 MB of them).
    func releaseThumbnails() {
        guard !state.overlays.isVisible(EditorTree.pictureSheet), !state.overlays.isVisible(EditorTree.showcaseSheet),
              !thumbnailTextures.isEmpty || !thumbnails.isEmpty else { return }
        thumbnailTextures.releaseAll(from: assets)
        thumbnails.forgetAll()
    }

    /// The line saying a delete failed, over the top of the photo for a while (not simulated:
    /// it depends on the disk).
    func drawDeleteFailure(into list: inout DrawList, context: SceneContext) {
        guard let failure = state.lastDeleteFailure, context.tick &- failure.tick < Self.savedLineTicks else { return }
        let message = failure.message
        let frame = view.photoRect
        let layout = typesetter.layout(message, style: Self.theme.caption, maxWidth: frame.width - 48)
        let box = Rect(x: frame.minX + 16, y: frame.maxY - layout.size.y - 32, width: frame.width - 32, height: layout.size.y + 16)
        list.fillRect(box, Color(hex: 0x000000, alpha: 190))
        layout.draw(into: &list, at: Vec2(box.minX + 8, box.minY + 8), color: .white)
    }
}
