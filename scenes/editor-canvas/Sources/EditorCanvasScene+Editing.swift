import Foundation
import Engine

/// Changes to the document: each is one undo step (or grows an open one).
extension EditorCanvasScene {
    /// Makes `document` the current one, recording the step from the current one.
    func commit(_ document: EditorDocument, merge: EditHistory.Merge? = nil, tick: UInt64 = 0) {
        guard document != state.document else { return }
        state.history.record(before: state.document, merge: merge, tick: tick)
        state.document = document
        state.unsaved = true
        if let selection = state.selection, document.index(of: selection) == nil { state.selection = nil }
    }

    /// Adds a sticker of `source` at the photo's centre (or a step off it where one sits), a
    /// size that suits the photo, and selects it.
    func add(_ source: StickerSource, context: SceneContext) {
        var document = state.document
        guard document.stickers.count < EditorDocument.maxStickers else {
            show(EditorStrings.tooManyStickers, context: context)
            return
        }
        let photo = document.photo.size, short = min(photo.x, photo.y)
        let half = artist.halfSize(of: source)
        let wanted = source.isText ? 0.14 : 0.24
        let range = StickerMetrics.scaleRange(half: half, photo: photo)
        let scale = min(max(short * wanted / (2 * half.y), range.lowerBound), range.upperBound)
        // At the centre of the photo, which the view always shows whole; where a sticker already
        // sits there, a step down and right, so a new one never hides under another.
        let step = Vec2(1, 1) * (short * 0.05)
        let free = (0..<6).first { k in
            let spot = photo / 2 + step * Double(k)
            return !document.stickers.contains { ($0.transform.position - spot).length < short * 0.01 }
        } ?? 0
        let position = photo / 2 + step * Double(free)
        let sticker = PlacedSticker(id: document.nextID, source: source,
                                    transform: StickerTransform(x: position.x, y: position.y, scale: scale, rotation: 0))
        document.nextID += 1
        document.stickers.append(sticker)
        commit(document)
        state.selection = sticker.id
        log(.stickerUsed, source.isText ? "text" : source.summary, context: context)
    }

    /// Removes the selected sticker.
    func deleteSelection() {
        guard let id = state.selection, let index = state.document.index(of: id) else { return }
        var document = state.document
        document.stickers.remove(at: index)
        commit(document)
        state.selection = nil
    }

    /// Copies the selected sticker on top of everything, offset down and right, and selects the copy.
    func duplicateSelection(context: SceneContext) {
        guard let id = state.selection, let original = state.document.sticker(id) else { return }
        var document = state.document
        guard document.stickers.count < EditorDocument.maxStickers else {
            show(EditorStrings.tooManyStickers, context: context)
            return
        }
        var copy = original
        copy.id = document.nextID
        document.nextID += 1
        copy.transform.position = clamped(copy.transform.position + Vec2(1, 1) * (Self.duplicateOffset / view.zoom))
        document.stickers.append(copy)
        commit(document)
        state.selection = copy.id
    }

    /// Moves the selected sticker `steps` places up (positive) or down the z-order.
    func reorderSelection(by steps: Int) {
        guard let id = state.selection, let index = state.document.index(of: id) else { return }
        let target = min(max(index + steps, 0), state.document.stickers.count - 1)
        guard target != index else { return }
        var document = state.document
        let sticker = document.stickers.remove(at: index)
        document.stickers.insert(sticker, at: target)
        commit(document)
    }

    /// Moves the selected sticker by `canvasOffset` canvas pixels; a held key's repeats join the
    /// step its press began.
    func nudgeSelection(by canvasOffset: Vec2, isRepeat: Bool, tick: UInt64) {
        guard let id = state.selection, let index = state.document.index(of: id) else { return }
        if !isRepeat { state.history.closeMerge() }
        var document = state.document
        document.stickers[index].transform.position = clamped(document.stickers[index].transform.position + canvasOffset / view.zoom)
        commit(document, merge: .nudge(sticker: id), tick: tick)
    }

    /// The scales a sticker of `source` may take on the document's photo (`StickerMetrics.scaleRange(half:photo:)`).
    func scaleRange(of source: StickerSource) -> ClosedRange<Double> {
        StickerMetrics.scaleRange(half: artist.halfSize(of: source), photo: state.document.photo.size)
    }

    /// Scales the sticker under the pointer, if it is the selected one, by `notches` wheel notches
    /// about its centre; a run of notches is one step.
    func wheel(_ notches: Double, tick: UInt64) {
        guard let id = state.selection, let index = state.document.index(of: id) else { return }
        let sticker = state.document.stickers[index]
        guard sticker.transform.contains(view.photo(state.pointer), halfSize: artist.halfSize(of: sticker.source)) else { return }
        var document = state.document
        let range = scaleRange(of: sticker.source)
        let scale = sticker.transform.scale * pow(Self.wheelStep, notches)
        document.stickers[index].transform.scale = min(max(scale, range.lowerBound), range.upperBound)
        commit(document, merge: .wheel(sticker: id), tick: tick)
    }

    func undo() {
        guard state.gesture == nil, let previous = state.history.undo(from: state.document) else { return }
        state.document = previous
        state.unsaved = true
        if let selection = state.selection, previous.index(of: selection) == nil { state.selection = nil }
    }

    func redo() {
        guard state.gesture == nil, let next = state.history.redo(from: state.document) else { return }
        state.document = next
        state.unsaved = true
        if let selection = state.selection, next.index(of: selection) == nil { state.selection = nil }
    }

    /// `p` (photo pixels) kept on the photo, so a sticker's centre never leaves it.
    func clamped(_ p: Vec2) -> Vec2 {
        let size = state.document.photo.size
        return Vec2(min(max(p.x, 0), size.x), min(max(p.y, 0), size.y))
    }
}

extension StickerSource {
    /// Whether it is a caption.
    var isText: Bool {
        if case .text = self { return true }
        return false
    }
}
