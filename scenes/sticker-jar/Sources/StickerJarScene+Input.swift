import Engine
import Foundation

/// Input: tilt, shake, drag and tap on stickers, the buttons, the food picker and the clear prompt.
extension StickerJarScene {
    func handle(_ event: InputEvent, context: SceneContext) {
        switch event {
        case .pointerDown(let p, .primary): pointerDown(at: p, context: context)
        case .pointerMove(let p): pointerMoved(to: p, context: context)
        case .pointerUp(let p, .primary): pointerUp(at: p, context: context)
        case .pointerDown(let p, .secondary): state.tiltDragStartX = p.x
        case .pointerUp(_, .secondary):
            state.tiltDragStartX = nil
            state.tiltTarget = keyTilt
        case .keyDown(let press) where press.isPlain: keyDown(press.key, context: context)
        case .keyUp(let key):
            state.heldKeys.remove(key)
            if Self.tiltKeys.contains(key) { state.tiltTarget = keyTilt }
        case .tilt(let down):
            state.tiltTarget = max(-Self.maxTilt, min(Self.maxTilt, atan2(down.x, down.y)))
        case .shake(let strength):
            jolt(max(0, min(1, strength)), context: context)
        case .fileDrop(let file):
            addPicture(file, context: context)
        default:
            break
        }
    }

    static let tiltKeys: [Key] = [.left, .right, .a, .d]

    /// The tilt the held arrow keys ask for, in radians.
    var keyTilt: Double {
        let left = state.heldKeys.contains(.left) || state.heldKeys.contains(.a)
        let right = state.heldKeys.contains(.right) || state.heldKeys.contains(.d)
        return left == right ? 0 : (left ? -Self.maxTilt : Self.maxTilt)
    }

    /// The picker, a card on its way in or open, or the clear prompt is up: Esc closes it
    /// (the host sends Esc here instead of leaving the scene).
    public func hasOverlay(context: SceneContext) -> Bool {
        state.confirmingClear || state.pickerOpen || (state.card.map { $0.phase != .closing } ?? false)
    }

    private func keyDown(_ key: Key, context: SceneContext) {
        if key == .escape {
            closeTopmostOverlay()
            return
        }
        if state.confirmingClear {
            if key == .enter || key == Key("y") { state.confirmingClear = false; clear(context: context) }
            if key == .backspace || key == Key("n") { state.confirmingClear = false }
            return
        }
        if state.pickerOpen, state.card == nil, pickerKey(key, context: context) { return }
        state.heldKeys.insert(key)
        switch key {
        case .space: jolt(1, context: context)
        case Key("n"): addRandomFood(context: context)
        case Key("c"): askToClear(context: context)
        case .backspace: closeOverlays()
        default: if Self.tiltKeys.contains(key) { state.tiltTarget = keyTilt }
        }
    }

    // MARK: - Pointer

    private func pointerDown(at p: Vec2, context: SceneContext) {
        state.shakeDetector.reset()
        if state.confirmingClear {
            if Layout.confirmButton.contains(p) { clear(context: context) }
            if Layout.confirmButton.contains(p) || Layout.cancelButton.contains(p) { state.confirmingClear = false }
            return
        }
        if state.card != nil {
            state.card?.close()
            return
        }
        if state.pickerOpen {
            if let index = Layout.pickerCell(at: p), index < catalog.foods.count {
                state.pickerOpen = false
                queueDrop(catalog.foods[index].id, context: context)
            } else if !Layout.picker.contains(p) || Layout.pickerCancel.contains(p) {
                state.pickerOpen = false
            }
            return
        }
        if Layout.addButton.contains(p) { openPicker(context: context); return }
        if Layout.shakeButton.contains(p) { jolt(1, context: context); return }
        if Layout.clearButton.contains(p) { askToClear(context: context); return }
        let point = context.worldPoint(p)
        if let body = sticker(at: point, context: context),
           let joint = try? context.physics.createMouseJoint(
               body: body, target: point, maxForce: 1000 * context.physics.mass(of: body)) {
            state.grab = (body, joint, context.tick, p, false)
        }
    }

    private func pointerMoved(to p: Vec2, context: SceneContext) {
        if state.pickerOpen, let index = Layout.pickerCell(at: p), index < catalog.foods.count {
            state.pickerSelection = index
        }
        if let start = state.tiltDragStartX {
            state.tiltTarget = max(-Self.maxTilt, min(Self.maxTilt, (p.x - start) / 200 * Self.maxTilt))
        }
        if let current = state.grab {
            context.physics.setTarget(context.worldPoint(p), for: current.joint)
            if (p - current.point).length > Self.tapSlop { state.grab?.moved = true }
        } else if state.tiltDragStartX == nil, state.card == nil, !state.pickerOpen,
                  state.shakeDetector.pointerMoved(toX: p.x, tick: context.tick) {
            jolt(0.8, context: context)
        }
    }

    private func pointerUp(at p: Vec2, context: SceneContext) {
        guard let current = state.grab else { return }
        context.physics.destroyJoint(current.joint)
        state.grab = nil
        let isTap = !current.moved && (p - current.point).length <= Self.tapSlop
            && context.tick - current.tick <= Self.tapTicks
        if isTap, let art = art(of: current.body, context: context) {
            state.card = DetailCard(art: art)
        }
    }

    /// The sticker whose shape covers `point` (jar metres), the one added last when several do.
    func sticker(at point: Vec2, context: SceneContext) -> BodyID? {
        context.physics.fixtures(at: point).compactMap { context.physics.body(of: $0) }
            .filter { context.physics.bodyType(of: $0) == .dynamic }
            .max { $0.index < $1.index }
    }

    func art(of body: BodyID, context: SceneContext) -> StickerArt? {
        var found: StickerArt?
        context.registry.view(Sticker.self).forEach { _, sticker in
            if sticker.body == body { found = sticker.art }
        }
        return found
    }

    // MARK: - Adding and clearing

    private func openPicker(context: SceneContext) {
        for food in catalog.foods { _ = try? art(forKey: food.id, context: context) }
        state.pickerOpen = true
        state.pickerSelection = 0
    }

    private func addRandomFood(context: SceneContext) {
        queueDrop(catalog.foods[context.random.next(in: 0...(catalog.foods.count - 1))].id, context: context)
    }

    /// Queues the sticker with art `key` to drop in from the top.
    func queueDrop(_ key: String, context: SceneContext) {
        guard count(context) + state.pendingDrops.count < Self.maxStickers else {
            show(StickerJarStrings.jarFull(Self.maxStickers), context: context)
            return
        }
        do {
            _ = try art(forKey: key, context: context)
            state.pendingDrops.append(key)
        } catch {
            show(StickerJarStrings.cannotAdd(key, error), context: context)
        }
    }

    private func askToClear(context: SceneContext) {
        closeOverlays()
        if count(context) > 0 {
            state.confirmingClear = true
        } else {
            show(StickerJarStrings.alreadyEmpty, context: context)
        }
    }

    /// Closes whichever overlay is drawn on top: the clear prompt, then a card, then the picker.
    private func closeTopmostOverlay() {
        if state.confirmingClear {
            state.confirmingClear = false
        } else if let card = state.card, card.phase != .closing {
            state.card?.close()
        } else if state.pickerOpen {
            state.pickerOpen = false
        }
    }

    /// Moves the picker's selection with the arrow keys and adds its food on Enter or Space;
    /// false for a key the picker does not use.
    private func pickerKey(_ key: Key, context: SceneContext) -> Bool {
        let count = catalog.foods.count, columns = Layout.pickerColumns
        var selection = state.pickerSelection
        switch key {
        case .left: selection -= 1
        case .right: selection += 1
        case .up: selection -= columns
        case .down: selection += columns
        case .enter, .space:
            state.pickerOpen = false
            queueDrop(catalog.foods[selection].id, context: context)
            return true
        default: return false
        }
        if (0..<count).contains(selection) { state.pickerSelection = selection }
        return true
    }

    private func closeOverlays() {
        state.pickerOpen = false
        state.card?.close()
    }

    /// Shows the card of the custom sticker `key` just made from the file `fileName`, as the
    /// phone app does, and drops the sticker in once the card is closed.
    private func showNewSticker(_ key: String, fileName: String, context: SceneContext) {
        guard let art = state.library[key] else { return }
        queueDrop(key, context: context)
        state.pickerOpen = false
        state.card = DetailCard(art: art)
        if case .known(let food) = art.analysis {
            show(StickerJarStrings.looksLike(fileName, food.name), context: context)
        } else {
            show(StickerJarStrings.newMysterySticker(fileName), context: context)
        }
    }

    /// Makes a sticker from a dropped PNG or JPEG picture and shows its card (it drops in
    /// after); a bad picture gets a message naming the file.
    private func addPicture(_ file: DroppedFile, context: SceneContext) {
        let name = file.name
        do {
            let picture = try Image(pictureData: file.bytes, name: name)
            let sticker = try StickerMaker.makeSticker(from: picture, style: Self.stickerStyle)
            // Never a name in use: a save whose count is behind its pictures must not lose one.
            while state.library["custom-\(state.nextCustom)"] != nil || context.save.exists("custom-\(state.nextCustom).png") {
                state.nextCustom += 1
            }
            let key = "custom-\(state.nextCustom)"
            if keepsJar { try context.save.write(sticker.pngData(), to: key + ".png") }
            state.nextCustom += 1
            state.library[key] = try StickerArt(key: key, sticker: sticker,
                                                analysis: analysis.analyze(sticker: sticker, hint: nil), assets: assets)
            showNewSticker(key, fileName: name, context: context)
        } catch let error as StickerError {
            show("\(name): \(error)", context: context)
        } catch {
            show("\(error)", context: context)
        }
    }
}
