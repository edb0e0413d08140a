import Foundation
import Engine

/// Gestures on stickers: press to select, drag to move, drag a handle to scale or turn, pinch
/// with two fingers to scale and turn. A gesture is one undo step when it ends; Esc during it
/// puts the sticker back exactly.
extension EditorCanvasScene {
    /// The selection's handles, when a sticker is selected.
    var handles: SelectionHandles? {
        guard let id = state.selection, let sticker = state.document.sticker(id) else { return nil }
        return SelectionHandles(transform: sticker.transform, halfSize: artist.halfSize(of: sticker.source), view: view)
    }

    /// The topmost sticker under canvas point `p`, hit-tested in each sticker's own frame.
    func sticker(at p: Vec2) -> PlacedSticker? {
        let photo = view.photo(p)
        return state.document.stickers.last { $0.transform.contains(photo, halfSize: artist.halfSize(of: $0.source)) }
    }

    func pointerDown(at p: Vec2) {
        state.pointer = p
        guard state.gesture == nil else { return }
        state.history.closeMerge()
        let photo = view.photo(p)
        if let id = state.selection, let part = handles?.part(at: p) {
            switch part {
            case .delete: deleteSelection()
            case .rotate: state.gesture = CanvasGesture(kind: .rotate, sticker: id, before: state.document, start: photo)
            case .corner(let corner):
                state.gesture = CanvasGesture(kind: .scale(corner: corner), sticker: id, before: state.document, start: photo)
            }
            return
        }
        guard let hit = sticker(at: p) else {
            state.selection = nil
            return
        }
        state.selection = hit.id
        state.gesture = CanvasGesture(kind: .move, sticker: hit.id, before: state.document, start: photo)
    }

    func pointerMove(to p: Vec2) {
        state.pointer = p
        guard let gesture = state.gesture, let start = gesture.before.sticker(gesture.sticker),
              let index = state.document.index(of: gesture.sticker) else { return }
        let photo = view.photo(p)
        let t0 = start.transform
        var t = t0
        switch gesture.kind {
        case .move:
            t.position = clamped(t0.position + (photo - gesture.start))
        case .rotate:
            let before = gesture.start - t0.position, now = photo - t0.position
            guard now.length > 1e-6, before.length > 1e-6 else { return }
            let turn = atan2(now.y, now.x) - atan2(before.y, before.x)
            t.rotation = state.heldModifiers.contains(.shift)
                ? StickerTransform.snapped(t0.rotation + turn, step: Self.snapStep)
                : StickerTransform.normalized(t0.rotation + turn)
        case .scale(let corner):
            t = scaled(t0, corner: corner, to: photo, start: gesture.start, half: artist.halfSize(of: start.source),
                       range: scaleRange(of: start.source))
        case .pinch:
            return  // the fingers move it, not the pointer
        }
        state.document.stickers[index].transform = t
    }

    /// `t0` scaled (uniformly: the aspect always holds) by dragging `corner` from `start` to `p`:
    /// about the opposite corner, or about the centre with Ctrl held (or Alt, which many Linux
    /// window managers keep for moving the window, so Ctrl is the one the hints show).
    func scaled(_ t0: StickerTransform, corner: Int, to p: Vec2, start: Vec2, half: Vec2,
                range: ClosedRange<Double>) -> StickerTransform {
        var t = t0
        let sign = SelectionHandles.cornerSigns[corner]
        let local = Vec2(half.x * sign.x, half.y * sign.y)
        let aboutCentre = !state.heldModifiers.isDisjoint(with: Self.centreScaleModifiers)
        let anchor = aboutCentre ? t0.position : t0.photoPoint(of: -local)
        let reach = start - anchor
        guard reach.lengthSquared > 1e-9 else { return t0 }
        let factor = (p - anchor).dot(reach) / reach.lengthSquared
        t.scale = min(max(t0.scale * factor, range.lowerBound), range.upperBound)
        t.position = anchor + (t0.position - anchor) * (t.scale / t0.scale)
        return t
    }

    func pointerUp(at p: Vec2) {
        pointerMove(to: p)
        guard let gesture = state.gesture, !gesture.isPinch else { return }
        endGesture()
    }

    /// Two fingers pinching: the second finger down takes the selected sticker (or the one
    /// under the fingers) and turns a drag under way into the pinch, still one undo step; the
    /// sticker scales and turns with the fingers and follows their centre (Shift snaps the
    /// turn), and the last change ends the gesture.
    func pinch(_ phase: PinchPhase, center: Vec2, scale: Double, rotation: Double) {
        let photo = view.photo(center)
        switch phase {
        case .began:
            if var gesture = state.gesture {
                guard let sticker = state.document.sticker(gesture.sticker) else { return }
                gesture.kind = .pinch(base: sticker.transform)
                gesture.start = photo
                state.gesture = gesture
                return
            }
            state.history.closeMerge()
            guard let id = state.selection ?? sticker(at: center)?.id, let sticker = state.document.sticker(id) else { return }
            state.selection = id
            state.gesture = CanvasGesture(kind: .pinch(base: sticker.transform), sticker: id, before: state.document, start: photo)
        case .changed, .ended:
            guard let gesture = state.gesture, case .pinch(let base) = gesture.kind,
                  let index = state.document.index(of: gesture.sticker) else { return }
            let range = scaleRange(of: state.document.stickers[index].source)
            var t = base
            t.scale = min(max(base.scale * scale, range.lowerBound), range.upperBound)
            t.rotation = state.heldModifiers.contains(.shift)
                ? StickerTransform.snapped(base.rotation + rotation, step: Self.snapStep)
                : StickerTransform.normalized(base.rotation + rotation)
            t.position = clamped(base.position + (photo - gesture.start))
            state.document.stickers[index].transform = t
            if phase == .ended { endGesture() }
        }
    }

    /// Ends the gesture under way: what it changed becomes one undo step.
    private func endGesture() {
        guard let gesture = state.gesture else { return }
        state.gesture = nil
        let done = state.document
        guard done != gesture.before else { return }
        state.document = gesture.before
        commit(done)
    }

    /// Esc during a gesture: the document as it was before it, and no undo step.
    func cancelGesture() {
        guard let gesture = state.gesture else { return }
        state.document = gesture.before
        state.gesture = nil
    }
}
