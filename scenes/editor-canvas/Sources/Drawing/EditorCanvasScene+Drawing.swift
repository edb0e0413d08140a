import Foundation
import Engine
import UI

extension EditorCanvasScene {
    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.clearColor = Self.theme.palette.background
        let view = self.view.shifted(by: state.shake.offset)
        let document = state.document

        // The stage, dimmed; the photo over it.
        list.fillRect(CanvasView.stage, Color(hex: 0x1A1C22))
        if let texture = texture(ofPhoto: document.photo.hash) {
            list.sprite(Sprite(texture: texture, center: view.photoRect.center, size: view.photoRect.size))
        } else {
            list.fillRect(view.photoRect, Color(hex: 0x343A40))
        }

        list.pushClip(view.photoRect)
        if let id = document.filter, let filter = CanvasFilter(rawValue: id) {
            FilterPainter(rect: view.photoRect).draw(filter, into: &list)
        }
        for sticker in document.stickers { artist.draw(sticker, view: view, into: &list) }
        list.popClip()

        if let handles { drawHandles(handles, into: &list) }
        if state.celebration > 0 { drawCelebration(into: &list) }
        drawExport(into: &list, context: context)

        tree.draw(into: &list, state: state.ui, theme: Self.theme, typesetter: typesetter) { slot, list in
            if slot.id == EditorTree.viewerPicture {
                self.drawViewerPicture(in: slot.frame, into: &list)
            } else if let index = slot.index, let grid = slot.view {
                self.drawThumbnail(index, of: grid, in: slot.frame, into: &list)
            }
        }
        releaseViewerPictures()
        releaseThumbnails()
        drawPickerStickers(into: &list)
        drawDeleteFailure(into: &list, context: context)
    }

    /// The unlock animation: golden rings and sparks bursting from the photo's middle, fading.
    private func drawCelebration(into list: inout DrawList) {
        let t = 1 - Double(state.celebration) / Double(Self.celebrationTicks)
        let center = view.photoRect.center, fade = UInt8(255 * (1 - t))
        for ring in 0..<3 {
            let radius = (t * 420 - Double(ring) * 60)
            if radius > 0 { list.strokeCircle(center, radius: radius, Color(hex: 0xFFD60A, alpha: fade), width: 6) }
        }
        for spark in 0..<16 {
            let angle = Double(spark) * .pi / 8, reach = 60 + t * 360
            let p = center + Vec2(cos(angle), sin(angle)) * reach
            list.fillCircle(p, radius: 10 * (1 - t) + 2, Color(hex: spark.isMultiple(of: 2) ? 0xF72585 : 0x4CC9F0, alpha: fade))
        }
    }

    /// The stickers themselves over their tiles in the picker (while nothing covers it): the
    /// tiles are swatches with the sticker's name, and each is drawn over its own.
    private func drawPickerStickers(into list: inout DrawList) {
        guard state.overlays.isVisible(EditorTree.stickerSheet), !state.overlays.isVisible(EditorTree.storeSheet), !state.overlays.isVisible(EditorTree.purchase),
              EditorCanvasScene.isUnlocked(state.pack, in: state),
              let grid = tree[EditorTree.stickerGrid] else { return }
        let stickers = state.pack.stickers, screen = CanvasView(photoSize: EditorTree.canvas.size, stage: EditorTree.canvas)
        list.pushClip(grid.frame)
        for widget in tree.widgets {
            guard widget.clip == EditorTree.stickerGrid, case .gridTile(let tile, let index, _) = widget.kind, index < stickers.count,
                  !stickers[index].isText else { continue }
            let captionHeight = tile.caption.isEmpty ? 0 : Self.theme.caption.lineHeight + 8
            let box = Rect(x: widget.frame.minX, y: widget.frame.minY, width: widget.frame.width, height: widget.frame.height - captionHeight)
            let half = artist.halfSize(of: stickers[index])
            let scale = min(box.width, box.height) * 0.36 / max(half.x, half.y)
            let placed = PlacedSticker(id: 0, source: stickers[index],
                                       transform: StickerTransform(x: box.center.x, y: box.center.y, scale: scale, rotation: 0))
            artist.draw(placed, view: screen, into: &list)
        }
        list.popClip()
    }

    private func drawHandles(_ handles: SelectionHandles, into list: inout DrawList) {
        let ink = Color(hex: 0x4CC9F0), shadow = Color(hex: 0x000000, alpha: 120)
        list.strokePolygon(handles.corners, shadow, width: 4)
        list.strokePolygon(handles.corners, ink, width: 2)
        list.line(handles.stem, handles.rotate, ink, width: 2)
        list.fillCircle(handles.rotate, radius: SelectionHandles.rotateRadius, .white)
        list.strokeCircle(handles.rotate, radius: SelectionHandles.rotateRadius, ink, width: 3)
        list.strokeCircle(handles.rotate, radius: SelectionHandles.rotateRadius * 0.5, ink, width: 2)
        for corner in handles.corners {
            list.fillCircle(corner, radius: SelectionHandles.cornerRadius, .white)
            list.strokeCircle(corner, radius: SelectionHandles.cornerRadius, ink, width: 3)
        }
        let r = SelectionHandles.deleteRadius, d = handles.delete
        list.fillCircle(d, radius: r + 2, shadow)
        list.fillCircle(d, radius: r, Color(hex: 0xE63946))
        list.line(d + Vec2(-r, -r) * 0.4, d + Vec2(r, r) * 0.4, .white, width: 3)
        list.line(d + Vec2(-r, r) * 0.4, d + Vec2(r, -r) * 0.4, .white, width: 3)
    }
}
