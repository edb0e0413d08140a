import Engine

extension EditorCanvasScene {
    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.clearColor = Color(hex: 0x0E0F13)
        let view = self.view
        let document = state.document
        list.text(EditorStrings.title, at: Vec2(360, 40), size: 44, color: Color(hex: 0xFFD60A), alignment: .center, bold: true)
        list.text(EditorStrings.hints, at: Vec2(360, 104), size: 19, color: Color(hex: 0xADB5BD), alignment: .center, wrapWidth: 690)

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

        list.text(EditorStrings.filterName(document.filter), at: Vec2(24, 1190), size: 24, color: .white)
        list.text(EditorStrings.history(undo: state.history.undoSteps.count, redo: state.history.redoSteps.count),
                  at: Vec2(696, 1190), size: 24, color: Color(hex: 0xADB5BD), alignment: .right)
        if let message = state.message {
            list.text(message.text, at: Vec2(360, 1228), size: 20, color: Color(hex: 0xFFD60A), alignment: .center, wrapWidth: 690)
        }
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
